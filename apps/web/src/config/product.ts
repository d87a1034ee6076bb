// The product's name lives in one place, packages/flow; the web app reads it from there.
export { PRODUCT_NAME, PRODUCT_SLUG } from '@plubot/flow/product';
