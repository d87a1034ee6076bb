import { connectionResponseSchema, powerLookupResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { createBotOf } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import {
  SHOPIFY_CLIENT_ID,
  SHOPIFY_CLIENT_SECRET,
  SHOPIFY_SHOP,
  SHOPIFY_TOKEN,
  SHOPIFY_UNAUTHENTICATED,
  startShopifyStandIn,
} from './shopifyStandIn';
import { testDatabaseKinds } from './testDatabases';
import {
  startWooCommerceStandIn,
  WOO_CONSUMER_KEY,
  WOO_CONSUMER_SECRET,
  WOO_UNAUTHENTICATED,
} from './wooCommerceStandIn';

// Issue #32: an owner connects a Shopify store (a Dev Dashboard app's client credentials, or an
// older app's Admin API token) and a WooCommerce store (a REST API key) in Perfil → Integraciones;
// each is checked with the store — local stand-ins speaking each API — and the simulation's lookups
// answer '¿dónde está mi pedido?' only to the e-mail the order was placed with.
describe.each(testDatabaseKinds)('the shop connections on %s', (kind) => {
  let shopify: Awaited<ReturnType<typeof startShopifyStandIn>>;
  let woo: Awaited<ReturnType<typeof startWooCommerceStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let botId: string;

  beforeAll(async () => {
    [shopify, woo] = await Promise.all([startShopifyStandIn(), startWooCommerceStandIn()]);
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: [shopify, woo].map((standIn) => `127.0.0.1:${standIn.port}`).join(','),
      SHOPIFY_API_URL: shopify.url,
    });
    owner = await createVerifiedUser(ctx.app, `shops-${kind}@plubot.test`);
    // Shopify and WooCommerce are Pro powers: their lookups act only on a plan that includes them.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    botId = (await createBotOf(ctx.app, owner.auth, 'Tienda')).id;
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([shopify?.close(), woo?.close()]);
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: owner.auth, payload });
  const connect = async (payload: Record<string, unknown>) => {
    const response = await post('/api/connections', payload);
    expect(response.statusCode, response.body).toBe(201);
    return connectionResponseSchema.parse(response.json()).connection;
  };
  const lookup = (powerId: string, connectionId: string, action: string, inputs: Record<string, string>) =>
    post(`/api/plubots/${botId}/power-lookup`, { powerId, connectionId, action, inputs, fields: {} });

  it('connects a Shopify store either way, showing the store and never the secret', async () => {
    const admin = await connect({
      service: 'shopify',
      credentials: { shop: 'tienda-plubot', token: SHOPIFY_TOKEN },
    });
    expect(admin).toMatchObject({
      name: 'Shopify',
      status: 'active',
      maskedSecret: `••••${SHOPIFY_TOKEN.slice(-4)}`,
      settings: { shop: SHOPIFY_SHOP },
    });
    const app = await connect({
      service: 'shopify',
      name: 'Tienda nueva',
      credentials: {
        shop: `https://${SHOPIFY_SHOP}/admin`,
        clientId: SHOPIFY_CLIENT_ID,
        token: SHOPIFY_CLIENT_SECRET,
      },
    });
    expect(app).toMatchObject({
      name: 'Tienda nueva',
      settings: { shop: SHOPIFY_SHOP, clientId: SHOPIFY_CLIENT_ID },
    });
    expect(JSON.stringify([admin, app])).not.toMatch(/shpat_5f1c|shpss_0f1e/);
  });

  it('refuses a Shopify token the store does not take, and an app without the orders scope', async () => {
    const wrong = await post('/api/connections', {
      service: 'shopify',
      credentials: { shop: 'tienda-plubot', token: 'shpat_00000000000000000000000000000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain(`HTTP 401: ${SHOPIFY_UNAUTHENTICATED}`);
    shopify.setScopes(['read_products']);
    const scopeless = await post('/api/connections', {
      service: 'shopify',
      credentials: { shop: 'tienda-plubot', token: SHOPIFY_TOKEN },
    });
    shopify.setScopes(['read_orders', 'read_products']);
    expect(scopeless.statusCode).toBe(422);
    expect(scopeless.json().message).toContain('read_orders');
  });

  it('answers a Shopify order only to its own e-mail, in the simulation', async () => {
    const connection = await connect({
      service: 'shopify',
      credentials: { shop: 'tienda-plubot', token: SHOPIFY_TOKEN },
    });
    const mine = await lookup('shopify', connection.id, 'findOrder', {
      orderNumber: '#1001',
      email: 'ana@example.com',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(powerLookupResponseSchema.parse(mine.json())).toMatchObject({
      ok: true,
      found: true,
      outputs: { status: 'En camino', total: '35.00 EUR' },
    });
    const others = await lookup('shopify', connection.id, 'findOrder', {
      orderNumber: '1001',
      email: 'eva@example.com',
    });
    expect(others.json()).toEqual({ ok: true, found: false, outputs: {} });
  });

  it('connects a WooCommerce store with its REST API key, and refuses a wrong one', async () => {
    const connection = await connect({
      service: 'woocommerce',
      credentials: {
        storeUrl: `${woo.url}/`,
        consumerKey: WOO_CONSUMER_KEY,
        consumerSecret: WOO_CONSUMER_SECRET,
      },
    });
    expect(connection).toMatchObject({
      name: 'WooCommerce',
      status: 'active',
      maskedSecret: `••••${WOO_CONSUMER_SECRET.slice(-4)}`,
      settings: { storeUrl: woo.url },
    });
    const wrong = await post('/api/connections', {
      service: 'woocommerce',
      credentials: {
        storeUrl: woo.url,
        consumerKey: WOO_CONSUMER_KEY,
        consumerSecret: `cs_${'0'.repeat(40)}`,
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain(`HTTP 401: ${WOO_UNAUTHENTICATED}`);
    expect(wrong.body).not.toContain(WOO_CONSUMER_KEY);

    const mine = await lookup('woocommerce', connection.id, 'findOrder', {
      orderNumber: '1001',
      email: 'ana@example.com',
    });
    expect(mine.json()).toMatchObject({
      ok: true,
      found: true,
      outputs: { status: 'Completado', total: '35.00 EUR' },
    });
    const others = await lookup('woocommerce', connection.id, 'findOrder', {
      orderNumber: '1001',
      email: 'luis@example.com',
    });
    expect(others.json()).toEqual({ ok: true, found: false, outputs: {} });
  });

  it('refuses a store address that is not https before asking it anything', async () => {
    const plain = await post('/api/connections', {
      service: 'woocommerce',
      credentials: {
        storeUrl: 'http://mitienda.com',
        consumerKey: WOO_CONSUMER_KEY,
        consumerSecret: WOO_CONSUMER_SECRET,
      },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors).toEqual({
      'credentials.storeUrl': ['La tienda debe usar https:// para que la clave viaje cifrada.'],
    });
  });
});
