/** The product's display name. Every user-visible text that names the product is built from it. */
export const PRODUCT_NAME = 'Plubot';

/** The product's name as used in paths and storage keys (`plubot-backup-{id}`). */
export const PRODUCT_SLUG = 'plubot';

/** The name given to a newly created bot: 'Nuevo Plubot'. */
export const NEW_PRODUCT_NAME = `Nuevo ${PRODUCT_NAME}`;
