import { z } from 'zod';

/** A printable text without spaces, as every service's keys and secrets are. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/** The hosts a store may be reached on over plain http: a store on the operator's own machine (tests, development). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A Shopify store's handle from what the owner pasted: `tienda`, `tienda.myshopify.com`, its admin
 * address (`https://tienda.myshopify.com/admin`) or the new admin's (`admin.shopify.com/store/tienda`).
 * @example readShopHandle('https://Tienda.myshopify.com/admin') // 'tienda'
 */
function readShopHandle(text: string): string {
  const address = text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '');
  const newAdmin = /^admin\.shopify\.com\/store\/([^/?#]+)/.exec(address);
  if (newAdmin?.[1]) return newAdmin[1];
  return address.replace(/[/?#].*$/, '').replace(/\.myshopify\.com$/, '');
}

/** An Admin API access token (`shpat_…`) of a custom app made in the store's admin before 2026. */
const SHOPIFY_ACCESS_TOKEN = /^shp(?:at|ca|pa)_[A-Za-z0-9]{20,100}$/;

/**
 * A Shopify store (issue #32: '¿dónde está mi pedido?' and product lookups): its `*.myshopify.com`
 * domain (`tienda` is read as `tienda.myshopify.com`; the admin's address pasted is read too) and
 * an app of the owner's with the `read_orders` and `read_products` scopes, in one of two ways:
 * - an app made in the Dev Dashboard (the only kind Shopify lets owners make since 2026) and
 *   installed on the store: its client ID (`clientId`, 32 hex characters) and client secret
 *   (`token`), exchanged for an access token that lasts a day (the client credentials grant);
 * - a custom app made in the store's admin before 2026: no client ID, and its Admin API access
 *   token (`token`, `shpat_…`), which does not expire.
 */
export const shopifyCredentialsSchema = z
  .object({
    shop: z
      .string({ message: 'connections.shopify.shopRequired' })
      .max(300, 'connections.shopify.shopFormat')
      .transform(readShopHandle)
      .pipe(
        z
          .string()
          .min(1, 'connections.shopify.shopRequired')
          .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, 'connections.shopify.shopFormat'),
      )
      .transform((handle) => `${handle}.myshopify.com`),
    clientId: z
      .string()
      .trim()
      .max(100, 'connections.shopify.clientIdFormat')
      .optional()
      .transform((text) => text || undefined)
      .pipe(
        z
          .string()
          .regex(/^[0-9a-f]{32}$/i, 'connections.shopify.clientIdFormat')
          .optional(),
      ),
    token: z
      .string({ message: 'connections.shopify.tokenRequired' })
      .trim()
      .min(1, 'connections.shopify.tokenRequired')
      .min(20, 'connections.shopify.tokenTooShort')
      .max(200, 'connections.shopify.tokenTooLong')
      .regex(PRINTABLE, 'connections.shopify.tokenInvalidCharacters'),
  })
  .superRefine((credentials, context) => {
    // Without a client ID, the secret must be an admin-made app's access token.
    if (credentials.clientId === undefined && !SHOPIFY_ACCESS_TOKEN.test(credentials.token))
      context.addIssue({ code: 'custom', path: ['token'], message: 'connections.shopify.tokenFormat' });
  });

/**
 * A WooCommerce store's address as the API is called on: `https://` added when the owner left it
 * out, the host lower-cased, without a query, a fragment, trailing slashes or the WordPress admin's
 * or API's path pasted with it (`/wp-admin/…`, `/wp-json/…`); a store in a folder keeps its path.
 * @example readStoreUrl('MiTienda.com/wp-admin/') // 'https://mitienda.com'
 */
function readStoreUrl(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)/i.exec(withScheme);
  if (!match) return withScheme;
  const [, origin = '', path = ''] = match;
  const storePath = path.replace(/\/(?:wp-admin|wp-json)(?:\/.*)?$/i, '').replace(/\/+$/, '');
  return `${origin.toLowerCase()}${storePath}`;
}

/** Whether a store address is https, or http on the operator's own machine (a local stand-in). */
function isSecureStoreUrl(url: string): boolean {
  if (url.startsWith('https://')) return true;
  const host = /^http:\/\/([^/:]+|\[[^\]]+\])/.exec(url)?.[1];
  return host !== undefined && LOOPBACK_HOSTS.has(host);
}

/**
 * A WooCommerce store (issue #32): its address (`https://mitienda.com`, or where WordPress lives)
 * and a REST API key with Read permission (WooCommerce → Settings → Advanced → REST API): the
 * consumer key (`ck_…`) and secret (`cs_…`), sent as HTTP Basic — so only over https (plain http
 * only to a store on the server's own machine, which the server reaches only when the operator
 * allows it in `HTTP_ALLOWED_HOSTS`).
 */
export const wooCommerceCredentialsSchema = z.object({
  storeUrl: z
    .string({ message: 'connections.woocommerce.storeUrlRequired' })
    .max(300, 'connections.woocommerce.storeUrlFormat')
    .transform(readStoreUrl)
    .pipe(
      z
        .string()
        .min(1, 'connections.woocommerce.storeUrlRequired')
        .regex(
          /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:]+\])(?::\d{1,5})?(?:\/[^\s?#@]*)?$/,
          'connections.woocommerce.storeUrlFormat',
        )
        .refine(isSecureStoreUrl, 'connections.woocommerce.storeUrlHttps'),
    ),
  consumerKey: z
    .string({ message: 'connections.woocommerce.keyRequired' })
    .trim()
    .min(1, 'connections.woocommerce.keyRequired')
    .regex(/^ck_[A-Za-z0-9]{32,64}$/, 'connections.woocommerce.keyFormat'),
  consumerSecret: z
    .string({ message: 'connections.woocommerce.secretRequired' })
    .trim()
    .min(1, 'connections.woocommerce.secretRequired')
    .regex(/^cs_[A-Za-z0-9]{32,64}$/, 'connections.woocommerce.secretFormat'),
});

/** Every validation message of the shops' credentials (the web form translates each; a test checks it knows them). */
export const SHOP_CREDENTIAL_MESSAGES = [
  'connections.shopify.shopRequired',
  'connections.shopify.shopFormat',
  'connections.shopify.clientIdFormat',
  'connections.shopify.tokenRequired',
  'connections.shopify.tokenTooShort',
  'connections.shopify.tokenTooLong',
  'connections.shopify.tokenInvalidCharacters',
  'connections.shopify.tokenFormat',
  'connections.woocommerce.storeUrlRequired',
  'connections.woocommerce.storeUrlFormat',
  'connections.woocommerce.storeUrlHttps',
  'connections.woocommerce.keyRequired',
  'connections.woocommerce.keyFormat',
  'connections.woocommerce.secretRequired',
  'connections.woocommerce.secretFormat',
] as const;
