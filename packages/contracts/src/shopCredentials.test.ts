import { describe, expect, it } from 'vitest';
import { createConnectionBodySchema } from './connections';
import { shopifyCredentialsSchema, wooCommerceCredentialsSchema } from './shopCredentials';

const SHOPIFY_TOKEN = 'shpat_0123456789abcdef0123456789abcdef';
const CLIENT_ID = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT_SECRET = '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';
const WOO_KEY = `ck_${'0123456789abcdef0123'.repeat(2)}`;
const WOO_SECRET = `cs_${'fedcba9876543210fedc'.repeat(2)}`;

/** The first message a schema gives for `value`, or `undefined` when it is accepted. */
const firstMessage = (
  schema: typeof shopifyCredentialsSchema | typeof wooCommerceCredentialsSchema,
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('a Shopify connection’s credentials', () => {
  it.each([
    ['tienda', 'tienda.myshopify.com'],
    [' Tienda.myshopify.com ', 'tienda.myshopify.com'],
    ['https://tienda-2.myshopify.com/admin/orders', 'tienda-2.myshopify.com'],
    ['https://admin.shopify.com/store/tienda/orders/123', 'tienda.myshopify.com'],
  ])('reads the store %j as %j', (shop, expected) => {
    expect(shopifyCredentialsSchema.parse({ shop, token: ` ${SHOPIFY_TOKEN} ` })).toEqual({
      shop: expected,
      token: SHOPIFY_TOKEN,
    });
  });

  it('refuses another domain, a blank store and a token that is not an Admin API one', () => {
    expect(firstMessage(shopifyCredentialsSchema, { shop: 'mitienda.com', token: SHOPIFY_TOKEN })).toBe(
      'connections.shopify.shopFormat',
    );
    expect(
      firstMessage(shopifyCredentialsSchema, { shop: 'tienda.myshopify.com.evil.io', token: SHOPIFY_TOKEN }),
    ).toBe('connections.shopify.shopFormat');
    expect(firstMessage(shopifyCredentialsSchema, { shop: ' ', token: SHOPIFY_TOKEN })).toBe(
      'connections.shopify.shopRequired',
    );
    expect(firstMessage(shopifyCredentialsSchema, { shop: 'tienda', token: '' })).toBe(
      'connections.shopify.tokenRequired',
    );
    expect(
      firstMessage(shopifyCredentialsSchema, {
        shop: 'tienda',
        token: 'shpat_el token de mi app de Shopify',
      }),
    ).toBe('connections.shopify.tokenInvalidCharacters');
    expect(firstMessage(shopifyCredentialsSchema, { shop: 'tienda', token: 'e0b7c4a1d2f3' })).toBe(
      'connections.shopify.tokenTooShort',
    );
    // Without a client ID the secret must be an Admin API access token, not an app's client secret.
    expect(firstMessage(shopifyCredentialsSchema, { shop: 'tienda', token: CLIENT_SECRET })).toBe(
      'connections.shopify.tokenFormat',
    );
  });

  it('takes a Dev Dashboard app’s client ID and secret, a blank client ID meaning an access token', () => {
    expect(
      shopifyCredentialsSchema.parse({ shop: 'tienda', clientId: ` ${CLIENT_ID} `, token: CLIENT_SECRET }),
    ).toEqual({ shop: 'tienda.myshopify.com', clientId: CLIENT_ID, token: CLIENT_SECRET });
    expect(shopifyCredentialsSchema.parse({ shop: 'tienda', clientId: ' ', token: SHOPIFY_TOKEN })).toEqual({
      shop: 'tienda.myshopify.com',
      token: SHOPIFY_TOKEN,
    });
    expect(
      firstMessage(shopifyCredentialsSchema, { shop: 'tienda', clientId: 'mi-app', token: CLIENT_SECRET }),
    ).toBe('connections.shopify.clientIdFormat');
  });
});

describe('a WooCommerce connection’s credentials', () => {
  it.each([
    ['mitienda.com', 'https://mitienda.com'],
    ['https://MiTienda.com/wp-admin/admin.php?page=wc-settings', 'https://mitienda.com'],
    ['https://mitienda.com/tienda/wp-json/wc/v3/', 'https://mitienda.com/tienda'],
    ['http://127.0.0.1:8123/', 'http://127.0.0.1:8123'],
  ])('reads the store address %j as %j', (storeUrl, expected) => {
    expect(
      wooCommerceCredentialsSchema.parse({
        storeUrl,
        consumerKey: WOO_KEY,
        consumerSecret: ` ${WOO_SECRET}`,
      }),
    ).toEqual({ storeUrl: expected, consumerKey: WOO_KEY, consumerSecret: WOO_SECRET });
  });

  it('refuses plain http to another machine, an address with a user, and keys of the wrong kind', () => {
    const keys = { consumerKey: WOO_KEY, consumerSecret: WOO_SECRET };
    expect(firstMessage(wooCommerceCredentialsSchema, { storeUrl: 'http://mitienda.com', ...keys })).toBe(
      'connections.woocommerce.storeUrlHttps',
    );
    expect(firstMessage(wooCommerceCredentialsSchema, { storeUrl: 'https://a@mitienda.com', ...keys })).toBe(
      'connections.woocommerce.storeUrlFormat',
    );
    expect(firstMessage(wooCommerceCredentialsSchema, { storeUrl: 'ftp://mitienda.com', ...keys })).toBe(
      'connections.woocommerce.storeUrlFormat',
    );
    expect(firstMessage(wooCommerceCredentialsSchema, { storeUrl: '', ...keys })).toBe(
      'connections.woocommerce.storeUrlRequired',
    );
    expect(
      firstMessage(wooCommerceCredentialsSchema, {
        storeUrl: 'mitienda.com',
        consumerKey: WOO_SECRET,
        consumerSecret: WOO_SECRET,
      }),
    ).toBe('connections.woocommerce.keyFormat');
    expect(
      firstMessage(wooCommerceCredentialsSchema, {
        storeUrl: 'mitienda.com',
        consumerKey: WOO_KEY,
        consumerSecret: '',
      }),
    ).toBe('connections.woocommerce.secretRequired');
  });

  it('is a connection body the server takes', () => {
    const parsed = createConnectionBodySchema.parse({
      service: 'woocommerce',
      credentials: { storeUrl: 'mitienda.com', consumerKey: WOO_KEY, consumerSecret: WOO_SECRET },
    });
    expect(parsed).toEqual({
      service: 'woocommerce',
      credentials: { storeUrl: 'https://mitienda.com', consumerKey: WOO_KEY, consumerSecret: WOO_SECRET },
    });
    expect(
      createConnectionBodySchema.parse({
        service: 'shopify',
        credentials: { shop: 'tienda', token: SHOPIFY_TOKEN },
      }),
    ).toEqual({ service: 'shopify', credentials: { shop: 'tienda.myshopify.com', token: SHOPIFY_TOKEN } });
  });
});
