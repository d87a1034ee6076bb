import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startWooCommerceStandIn,
  WOO_CONSUMER_KEY,
  WOO_CONSUMER_SECRET,
  WOO_UNAUTHENTICATED,
} from '../../../../test/wooCommerceStandIn';
import { loadConfig } from '../../../config';
import { type ConnectorContext, createConnectorContext } from './serviceConnector';
import type { ShopRequest } from './shopLookup';
import { type WooCommerceCredentials, wooCommerceConnector } from './woocommerce';

let standIn: Awaited<ReturnType<typeof startWooCommerceStandIn>>;
let ctx: ConnectorContext;
let credentials: WooCommerceCredentials;
let dataDir: string;

/** `Basic base64("ck_…:cs_…")`. */
const BASIC = `Basic ${Buffer.from(`${WOO_CONSUMER_KEY}:${WOO_CONSUMER_SECRET}`).toString('base64')}`;

/** Runs an action of the connector with these inputs (and the conversation's language). */
const run = (
  action: 'findOrder' | 'findProducts',
  inputs: Record<string, string>,
  language?: string,
  context: ConnectorContext = ctx,
) => {
  const request: ShopRequest = { inputs, fields: {}, ...(language ? { language } : {}) };
  return wooCommerceConnector.actions?.[action]?.(context, credentials, request);
};

/** The paths (and queries) the stand-in received, in order. */
const paths = () => standIn.received.map((request) => request.url);

const NOT_FOUND = { ok: true, found: false, outputs: {} };

describe('wooCommerceConnector', () => {
  beforeAll(async () => {
    standIn = await startWooCommerceStandIn();
    dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-woocommerce-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${standIn.port}`,
    });
    ctx = createConnectorContext(config);
    const read = wooCommerceConnector.read({
      storeUrl: `${standIn.url}/wp-admin/`,
      consumerKey: WOO_CONSUMER_KEY,
      consumerSecret: WOO_CONSUMER_SECRET,
    });
    if (!read) throw new Error('the stand-in’s credentials do not read');
    credentials = read;
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    standIn.received.length = 0;
    standIn.revoke(false);
  });

  it('checks the key by reading one order, as HTTP Basic', async () => {
    expect(await wooCommerceConnector.check(ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/wp-json/wc/v3/orders?per_page=1',
      headers: { authorization: BASIC, accept: 'application/json' },
    });
  });

  it('says a refused key is refused, without the key or the secret', async () => {
    standIn.revoke();
    const check = await wooCommerceConnector.check(ctx, credentials);
    expect(check).toEqual({ ok: false, kind: 'refused', reason: `HTTP 401: ${WOO_UNAUTHENTICATED}` });
    const failure = await run('findOrder', { orderNumber: '1001', email: 'ana@example.com' });
    expect(failure).toEqual({
      ok: false,
      retryable: false,
      refused: true,
      error: `HTTP 401: ${WOO_UNAUTHENTICATED}`,
    });
  });

  it('reaches a plain-http store only when the operator allowed its host', async () => {
    const strict = createConnectorContext({ ...ctx.config, HTTP_ALLOWED_HOSTS: [] });
    expect(await wooCommerceConnector.check(strict, credentials)).toMatchObject({
      ok: false,
      kind: 'unreachable',
      reason: expect.stringContaining('blocked_address'),
    });
    expect(standIn.received).toHaveLength(0);
  });

  it('answers the visitor’s order when the number and the billing e-mail match', async () => {
    expect(await run('findOrder', { orderNumber: '#1001', email: ' Ana@Example.com' })).toEqual({
      ok: true,
      found: true,
      outputs: {
        status: 'Completado',
        items: '2 × Camiseta roja, 1 × Gorra',
        trackingUrl: 'https://track.example.com/PK123456789ES',
        total: '35.00 EUR',
      },
    });
    expect(paths()).toEqual(['/wp-json/wc/v3/orders/1001']);
    expect(await run('findOrder', { orderNumber: '1002', email: 'luis@example.com' }, 'en')).toEqual({
      ok: true,
      found: true,
      outputs: { status: 'Being prepared', items: '1 × Taza', trackingUrl: '', total: '12.50 EUR' },
    });
  });

  it('finds an order a plugin numbered apart from its id among the visitor’s orders', async () => {
    expect(await run('findOrder', { orderNumber: 'wc-2002', email: 'ana@example.com' })).toMatchObject({
      found: true,
      outputs: { status: 'En espera', items: '4 × Pegatinas', total: '8.00 EUR' },
    });
    expect(paths()).toEqual(['/wp-json/wc/v3/orders?search=ana%40example.com&per_page=20']);
  });

  it('answers another’s order exactly as no order, with the same calls', async () => {
    const others = await run('findOrder', { orderNumber: '1001', email: 'luis@example.com' });
    /** The calls made, the visitor's own id and e-mail left out. */
    const calls = () =>
      paths().map((url) => url.replace(/search=[^&]*/, 'search=…').replace(/\/\d+$/, '/{id}'));
    const othersCalls = calls();
    standIn.received.length = 0;
    const unknown = await run('findOrder', { orderNumber: '9999', email: 'luis@example.com' });
    expect(others).toEqual(NOT_FOUND);
    expect(unknown).toEqual(NOT_FOUND);
    expect(othersCalls).toEqual(['/wp-json/wc/v3/orders/{id}', '/wp-json/wc/v3/orders?search=…&per_page=20']);
    expect(calls()).toEqual(othersCalls);
    expect(JSON.stringify(others)).not.toMatch(/Camiseta|track|35/);
  });

  it('never sends a number that is not one, nor a wrong e-mail', async () => {
    for (const orderNumber of ['1001/../../users', '1001?status=any', '']) {
      expect(await run('findOrder', { orderNumber, email: 'ana@example.com' })).toEqual(NOT_FOUND);
    }
    expect(await run('findOrder', { orderNumber: '1001', email: 'ana example.com' })).toEqual(NOT_FOUND);
    expect(standIn.received).toHaveLength(0);
  });

  it('shows up to three published products, hidden ones left out, with price and https photos only', async () => {
    expect(await run('findProducts', { query: 'camiseta' })).toEqual({
      ok: true,
      found: true,
      outputs: { count: 3 },
      cards: [
        {
          title: 'Camiseta roja',
          subtitle: 'Desde 15.00 EUR',
          url: 'https://mitienda.example.com/producto/camiseta-roja/',
          imageUrl: 'https://mitienda.example.com/wp-content/uploads/camiseta-roja.jpg',
          linkLabel: 'Ver producto',
        },
        {
          title: 'Camiseta azul',
          subtitle: '15.00 EUR',
          url: 'https://mitienda.example.com/producto/camiseta-azul/',
          linkLabel: 'Ver producto',
        },
        {
          title: 'Camiseta verde',
          subtitle: '16.00 EUR',
          url: 'https://mitienda.example.com/producto/camiseta-verde/',
          linkLabel: 'Ver producto',
        },
      ],
    });
    expect(paths().sort()).toEqual([
      '/wp-json/wc/v3/data/currencies/current',
      '/wp-json/wc/v3/products?search=camiseta&per_page=6&status=publish',
    ]);
    expect(await run('findProducts', { query: 'gorra' }, 'en')).toMatchObject({
      cards: [{ title: 'Gorra', subtitle: '10.00 EUR', linkLabel: 'View product' }],
    });
  });

  it('sends the visitor’s words URL-encoded and capped, and reads WordPress’s entities back', async () => {
    const outcome = await run('findProducts', { query: 'taza & plato 100%' });
    expect(outcome).toMatchObject({ found: true, cards: [{ title: 'Taza & plato “100%”' }] });
    expect(paths()).toContain(
      '/wp-json/wc/v3/products?search=taza+%26+plato+100%25&per_page=6&status=publish',
    );
    standIn.received.length = 0;
    await run('findProducts', { query: `${'a'.repeat(300)}&status=draft` });
    const search = new URL(
      standIn.received.find((request) => request.url.includes('/products'))?.url ?? '',
      standIn.url,
    ).searchParams;
    expect(search.get('search')).toBe('a'.repeat(100));
    expect(search.getAll('status')).toEqual(['publish']);
  });

  it('answers no products when nothing matches', async () => {
    expect(await run('findProducts', { query: 'bicicleta' })).toEqual({
      ok: true,
      found: false,
      outputs: { count: 0 },
      cards: [],
    });
  });

  it('keeps the key and the secret out of any error the store echoes', async () => {
    const echoing: ConnectorContext = {
      config: ctx.config,
      http: async () => ({
        ok: true,
        status: 500,
        headers: {},
        body: JSON.stringify({ code: 'x', message: `Bad ${WOO_CONSUMER_KEY}:${WOO_CONSUMER_SECRET}` }),
        truncated: false,
      }),
    };
    const failure = await run('findProducts', { query: 'gorra' }, undefined, echoing);
    expect(failure).toEqual({ ok: false, retryable: true, error: 'HTTP 500: Bad ••••:••••' });
  });

  it('reads its credentials and shows the store, never the secret', () => {
    expect(credentials.storeUrl).toBe(standIn.url);
    expect(wooCommerceConnector.read({ ...credentials, storeUrl: 'http://mitienda.com' })).toBeUndefined();
    expect(wooCommerceConnector.secretOf(credentials)).toBe(WOO_CONSUMER_SECRET);
    expect(wooCommerceConnector.settingsOf(credentials)).toEqual({ storeUrl: standIn.url });
  });
});
