// The product's name lives in one place, packages/flow (the package every layer depends on).
export { PRODUCT_NAME, PRODUCT_SLUG } from '@plubot/flow/product';
