import { describe, expect, it } from 'vitest';
import { checkTokenConnectionForm, getTokenFieldPaths } from './tokenConnectionForm';

const CLIENT_ID = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT_SECRET = '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';
const ADMIN_TOKEN = 'shpat_0123456789abcdef0123456789abcdef';
const WOO_KEY = `ck_${'0123456789abcdef0123'.repeat(2)}`;
const WOO_SECRET = `cs_${'fedcba9876543210fedc'.repeat(2)}`;

describe('a shop’s connect form', () => {
  it('asks Shopify for the store and the app’s client ID besides the secret', () => {
    expect(getTokenFieldPaths('shopify')).toEqual([
      'name',
      'credentials.token',
      'credentials.shop',
      'credentials.clientId',
    ]);
    expect(
      checkTokenConnectionForm('shopify', '', ` ${CLIENT_SECRET} `, {
        shop: 'https://admin.shopify.com/store/mi-tienda',
        clientId: CLIENT_ID,
      }),
    ).toEqual({
      ok: true,
      body: {
        service: 'shopify',
        credentials: { shop: 'mi-tienda.myshopify.com', clientId: CLIENT_ID, token: CLIENT_SECRET },
      },
    });
  });

  it('takes an older app’s access token without a client ID, and says what is wrong otherwise', () => {
    expect(
      checkTokenConnectionForm('shopify', 'Tienda', ADMIN_TOKEN, { shop: 'mi-tienda', clientId: '' }),
    ).toMatchObject({
      ok: true,
      body: { credentials: { shop: 'mi-tienda.myshopify.com', token: ADMIN_TOKEN } },
    });
    expect(
      checkTokenConnectionForm('shopify', '', CLIENT_SECRET, { shop: 'mitienda.com', clientId: '' }),
    ).toEqual({
      ok: false,
      fields: {
        'credentials.shop': 'connections.shopify.shopFormat',
        'credentials.token': 'connections.shopify.tokenFormat',
      },
      general: null,
    });
    expect(
      checkTokenConnectionForm('shopify', '', CLIENT_SECRET, { shop: 'mi-tienda', clientId: '' }),
    ).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.shopify.tokenFormat' },
      general: null,
    });
  });

  it('asks WooCommerce for the store’s https address and the consumer key besides the secret', () => {
    expect(getTokenFieldPaths('woocommerce')).toEqual([
      'name',
      'credentials.consumerSecret',
      'credentials.storeUrl',
      'credentials.consumerKey',
    ]);
    expect(
      checkTokenConnectionForm('woocommerce', '', WOO_SECRET, {
        storeUrl: 'mitienda.com/',
        consumerKey: WOO_KEY,
      }),
    ).toEqual({
      ok: true,
      body: {
        service: 'woocommerce',
        credentials: { storeUrl: 'https://mitienda.com', consumerKey: WOO_KEY, consumerSecret: WOO_SECRET },
      },
    });
    expect(
      checkTokenConnectionForm('woocommerce', '', WOO_KEY, {
        storeUrl: 'http://mitienda.com',
        consumerKey: WOO_SECRET,
      }),
    ).toEqual({
      ok: false,
      fields: {
        'credentials.storeUrl': 'connections.woocommerce.storeUrlHttps',
        'credentials.consumerKey': 'connections.woocommerce.keyFormat',
        'credentials.consumerSecret': 'connections.woocommerce.secretFormat',
      },
      general: null,
    });
  });
});
