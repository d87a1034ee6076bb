import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SHOPIFY_CLIENT_ID,
  SHOPIFY_CLIENT_SECRET,
  SHOPIFY_GRAPHQL_PATH,
  SHOPIFY_SHOP,
  SHOPIFY_TOKEN,
  SHOPIFY_UNAUTHENTICATED,
  startShopifyStandIn,
} from '../../../../test/shopifyStandIn';
import { loadConfig } from '../../../config';
import type { SafeHttpRequest } from '../../../lib/safeHttpRequest';
import { type ConnectorContext, createConnectorContext } from './serviceConnector';
import { productQueryOf, type ShopifyCredentials, shopifyConnector } from './shopify';
import { forgetShopifyToken } from './shopifyAccessToken';
import type { ShopRequest } from './shopLookup';

const adminApp: ShopifyCredentials = { shop: SHOPIFY_SHOP, token: SHOPIFY_TOKEN };
const devDashboardApp: ShopifyCredentials = {
  shop: SHOPIFY_SHOP,
  clientId: SHOPIFY_CLIENT_ID,
  token: SHOPIFY_CLIENT_SECRET,
};

let standIn: Awaited<ReturnType<typeof startShopifyStandIn>>;
let ctx: ConnectorContext;
let dataDir: string;

/** Runs an action of the connector with these inputs (and the conversation's language). */
const run = (
  action: 'findOrder' | 'findProducts',
  inputs: Record<string, string>,
  credentials: ShopifyCredentials = adminApp,
  language?: string,
) => {
  const request: ShopRequest = { inputs, fields: {}, ...(language ? { language } : {}) };
  return shopifyConnector.actions?.[action]?.(ctx, credentials, request);
};

const NOT_FOUND = { ok: true, found: false, outputs: {} };

describe('shopifyConnector', () => {
  beforeAll(async () => {
    standIn = await startShopifyStandIn();
    dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-shopify-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SHOPIFY_API_URL: standIn.url,
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${standIn.port}`,
    });
    ctx = createConnectorContext(config);
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    // Server test files share a worker's modules: a token another file's run cached is forgotten.
    forgetShopifyToken(devDashboardApp);
    standIn.received.length = 0;
    standIn.revoke(false);
    standIn.setScopes(['read_orders', 'read_products']);
  });

  it('checks the token and the app’s scopes with one Admin GraphQL call', async () => {
    expect(await shopifyConnector.check(ctx, adminApp)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'POST',
      url: SHOPIFY_GRAPHQL_PATH,
      headers: {
        'x-shopify-access-token': SHOPIFY_TOKEN,
        'content-type': 'application/json',
        accept: 'application/json',
      },
    });
    expect(JSON.parse(standIn.received[0]?.body ?? '').query).toContain('accessScopes');
  });

  it('says a refused token is refused, in Shopify’s words and without the token', async () => {
    standIn.revoke();
    const check = await shopifyConnector.check(ctx, adminApp);
    expect(check).toEqual({ ok: false, kind: 'refused', reason: `HTTP 401: ${SHOPIFY_UNAUTHENTICATED}` });
    expect(await run('findOrder', { orderNumber: '1001', email: 'ana@example.com' })).toEqual({
      ok: false,
      retryable: false,
      refused: true,
      error: `HTTP 401: ${SHOPIFY_UNAUTHENTICATED}`,
    });
  });

  it('refuses an app without the orders or products scope, naming what to tick', async () => {
    standIn.setScopes(['read_orders']);
    expect(await shopifyConnector.check(ctx, adminApp)).toEqual({
      ok: false,
      kind: 'refused',
      reason: expect.stringContaining('read_products'),
    });
    standIn.setScopes(['write_orders', 'read_products']);
    expect(await shopifyConnector.check(ctx, adminApp)).toEqual({ ok: true });
    standIn.setScopes(['read_products']);
    expect(await run('findOrder', { orderNumber: '1001', email: 'ana@example.com' })).toMatchObject({
      ok: false,
      retryable: false,
      refused: true,
      error: expect.stringContaining('Access denied for orders field'),
    });
  });

  it('calls the store’s own address when SHOPIFY_API_URL is unset', async () => {
    const sent: SafeHttpRequest[] = [];
    const own: ConnectorContext = {
      config: { ...ctx.config, SHOPIFY_API_URL: undefined },
      http: async (request) => {
        sent.push(request);
        const body = { data: { shop: { name: 'T' }, currentAppInstallation: { accessScopes: [] } } };
        return { ok: true, status: 200, headers: {}, body: JSON.stringify(body), truncated: false };
      },
    };
    await shopifyConnector.check(own, adminApp);
    expect(sent.map((request) => request.url)).toEqual([
      'https://tienda-plubot.myshopify.com/admin/api/2026-10/graphql.json',
    ]);
  });

  it('gets a Dev Dashboard app’s token with its client credentials, keeps it, and renews it when it ends', async () => {
    expect(await shopifyConnector.check(ctx, devDashboardApp)).toEqual({ ok: true });
    const [exchange, call] = standIn.received;
    expect(exchange).toMatchObject({
      method: 'POST',
      url: '/admin/oauth/access_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: SHOPIFY_CLIENT_ID,
      client_secret: SHOPIFY_CLIENT_SECRET,
    });
    const issued = call?.headers['x-shopify-access-token'];
    expect(issued).toMatch(/^shpat_issued/);
    // The token is kept: the next lookup goes straight to the API.
    await run('findOrder', { orderNumber: '1001', email: 'ana@example.com' }, devDashboardApp);
    expect(standIn.received.map((request) => request.url)).toEqual([
      '/admin/oauth/access_token',
      SHOPIFY_GRAPHQL_PATH,
      SHOPIFY_GRAPHQL_PATH,
    ]);
    // Once Shopify ends it, a new one is got and the call tried once more.
    standIn.expireIssuedTokens();
    standIn.received.length = 0;
    expect(
      await run('findOrder', { orderNumber: '1001', email: 'ana@example.com' }, devDashboardApp),
    ).toMatchObject({ ok: true, found: true });
    expect(standIn.received.map((request) => request.url)).toEqual([
      SHOPIFY_GRAPHQL_PATH,
      '/admin/oauth/access_token',
      SHOPIFY_GRAPHQL_PATH,
    ]);
    expect(standIn.received[2]?.headers['x-shopify-access-token']).not.toBe(issued);
  });

  it('refuses a wrong client secret without showing it', async () => {
    const wrong = { ...devDashboardApp, token: 'shpss_this0is1not2the3secret4at5all6' };
    const check = await shopifyConnector.check(ctx, wrong);
    expect(check).toEqual({ ok: false, kind: 'refused', reason: 'HTTP 400: invalid_client' });
    expect(JSON.stringify(check)).not.toContain(wrong.token);
  });

  it('answers the visitor’s order when the number and the e-mail match', async () => {
    const outcome = await run('findOrder', { orderNumber: ' #1001 ', email: ' ANA@example.COM ' });
    expect(outcome).toEqual({
      ok: true,
      found: true,
      outputs: {
        status: 'En camino',
        items: '2 × Camiseta roja - M, 1 × Gorra',
        trackingUrl: 'https://track.example.com/AB123456789ES',
        total: '35.00 EUR',
      },
    });
    expect(standIn.searches()).toEqual(['name:#1001 OR name:1001']);
    expect(
      await run('findOrder', { orderNumber: '1001', email: 'ana@example.com' }, adminApp, 'en'),
    ).toMatchObject({
      outputs: { status: 'In transit' },
    });
  });

  it('words the order’s state: waiting to be sent, cancelled', async () => {
    expect(await run('findOrder', { orderNumber: '1002', email: 'luis@example.com' })).toEqual({
      ok: true,
      found: true,
      outputs: { status: 'En preparación', items: '1 × Taza', trackingUrl: '', total: '12.50 EUR' },
    });
    expect(await run('findOrder', { orderNumber: '1003', email: 'ana@example.com' })).toMatchObject({
      found: true,
      outputs: { status: 'Cancelado' },
    });
  });

  it('answers another’s order exactly as no order, so nobody can probe other people’s orders', async () => {
    const others = await run('findOrder', { orderNumber: '1001', email: 'luis@example.com' });
    const unknown = await run('findOrder', { orderNumber: '9999', email: 'ana@example.com' });
    expect(others).toEqual(NOT_FOUND);
    expect(unknown).toEqual(NOT_FOUND);
    expect(JSON.stringify(others)).not.toMatch(/Camiseta|track|35/);
  });

  it('never sends a number that is not one, nor a wrong e-mail', async () => {
    for (const orderNumber of ['1001 OR name:*', '1001) OR (name:1002', '', '#']) {
      expect(await run('findOrder', { orderNumber, email: 'ana@example.com' })).toEqual(NOT_FOUND);
    }
    expect(await run('findOrder', { orderNumber: '1001', email: 'ana@' })).toEqual(NOT_FOUND);
    expect(standIn.received).toHaveLength(0);
  });

  it('shows up to three active products on the online store, with their price and https photos only', async () => {
    const outcome = await run('findProducts', { query: '  camiseta ' });
    expect(outcome).toEqual({
      ok: true,
      found: true,
      outputs: { count: 3 },
      cards: [
        {
          title: 'Camiseta roja',
          subtitle: 'Desde 15.00 EUR',
          url: 'https://tienda-plubot.com/products/camiseta-roja',
          imageUrl: 'https://cdn.shopify.com/s/files/1/0001/camiseta-roja.jpg',
          linkLabel: 'Ver producto',
        },
        {
          title: 'Camiseta azul',
          subtitle: '15.00 EUR',
          url: 'https://tienda-plubot.com/products/camiseta-azul',
          linkLabel: 'Ver producto',
        },
        {
          title: 'Camiseta verde',
          subtitle: '16.00 EUR',
          url: 'https://tienda-plubot.com/products/camiseta-verde',
          linkLabel: 'Ver producto',
        },
      ],
    });
    expect(standIn.searches()).toEqual(['status:active AND title:camiseta*']);
    expect(await run('findProducts', { query: 'gorra' }, adminApp, 'en')).toMatchObject({
      cards: [{ title: 'Gorra', subtitle: '10.00 EUR', linkLabel: 'View product' }],
    });
  });

  it('escapes Shopify’s search syntax in the visitor’s words and sends them only as a variable', async () => {
    const outcome = await run('findProducts', { query: 'Taza (grande): "edición"*' });
    expect(outcome).toMatchObject({
      found: true,
      outputs: { count: 1 },
      cards: [{ title: 'Taza (grande): edición 50%' }],
    });
    expect(standIn.searches()).toEqual([
      'status:active AND title:Taza* AND title:\\(grande\\)\\:* AND title:edición*',
    ]);
    standIn.received.length = 0;
    await run('findProducts', { query: 'x"} } mutation { productDelete' });
    const body = JSON.parse(standIn.received[0]?.body ?? '{}');
    expect(body.query).not.toContain('mutation');
    expect(body.variables.query).toBe(
      'status:active AND title:x}* AND title:}* AND title:mutation* AND title:{* AND title:productDelete*',
    );
    expect(productQueryOf('a'.repeat(500).split('').join(' '))?.split(' AND ')).toHaveLength(7);
    expect(productQueryOf(' " * ')).toBeUndefined();
  });

  it('answers no products when nothing matches or nothing is searchable', async () => {
    expect(await run('findProducts', { query: 'bicicleta' })).toEqual({
      ok: true,
      found: false,
      outputs: { count: 0 },
      cards: [],
    });
    standIn.received.length = 0;
    expect(await run('findProducts', { query: ' ** ' })).toMatchObject({ found: false });
    expect(standIn.received).toHaveLength(0);
  });

  it('retries Shopify’s throttling and keeps every secret out of the errors', async () => {
    standIn.throttle();
    expect(await run('findProducts', { query: 'gorra' })).toEqual({
      ok: false,
      retryable: true,
      retryAfterMs: 2000,
      error: 'HTTP 200: Throttled',
    });
    const echoing: ConnectorContext = {
      config: ctx.config,
      http: async () => ({
        ok: true,
        status: 401,
        headers: {},
        body: JSON.stringify({ errors: `Invalid token ${SHOPIFY_TOKEN}` }),
        truncated: false,
      }),
    };
    const failure = await shopifyConnector.actions?.findProducts?.(echoing, adminApp, {
      inputs: { query: 'gorra' },
      fields: {},
    });
    expect(failure).toMatchObject({ ok: false, refused: true, error: 'HTTP 401: Invalid token ••••' });
  });

  it('reads its credentials and shows the store, never the secret', () => {
    expect(
      shopifyConnector.read({ shop: 'https://admin.shopify.com/store/tienda-plubot', token: SHOPIFY_TOKEN }),
    ).toEqual(adminApp);
    expect(shopifyConnector.read({ shop: 'otra.com', token: SHOPIFY_TOKEN })).toBeUndefined();
    expect(shopifyConnector.secretOf(devDashboardApp)).toBe(SHOPIFY_CLIENT_SECRET);
    expect(shopifyConnector.settingsOf(adminApp)).toEqual({ shop: SHOPIFY_SHOP });
    expect(shopifyConnector.settingsOf(devDashboardApp)).toEqual({
      shop: SHOPIFY_SHOP,
      clientId: SHOPIFY_CLIENT_ID,
    });
  });
});
