import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * A local stand-in for one Shopify store's Admin GraphQL API (issue #32), for the Shopify power's
 * tests and the API/e2e tests: `POST /admin/api/2026-10/graphql.json` with an access token in
 * `X-Shopify-Access-Token` — the admin-made app's {@link SHOPIFY_TOKEN}, or one the stand-in issued
 * to the Dev Dashboard app {@link SHOPIFY_CLIENT_ID} at `POST /admin/oauth/access_token`
 * (`grant_type=client_credentials`, form-encoded; a wrong client answers Shopify's 400
 * `invalid_client`) — anything else: Shopify's 401 `{"errors": "[API] Invalid API key or access
 * token…"}`. It answers the three queries the connector sends, told apart by their root
 * field, reading `variables.query` with Shopify's search syntax (terms `name:`, `title:` with a
 * trailing `*` prefix, `status:`; `AND`/`OR`; backslash escapes of `\ : ( )` — an unescaped `(` or
 * `)`, or an unknown field, is answered as Shopify's parse error so a connector that does not
 * escape fails its test):
 * - `shop { name }` and `currentAppInstallation { accessScopes { handle } }` (`setScopes` changes them);
 * - `orders(first, query)`: the seeded orders {@link SHOPIFY_ORDERS} (#1001 Ana's, shipped with a
 *   tracking link; #1002 Luis's, paid and not yet shipped; #1003 cancelled);
 * - `products(first, query)`: the seeded products {@link SHOPIFY_PRODUCTS} (active ones with and
 *   without an https photo, a draft, one not on the online store, a title with special characters).
 * Without the `read_orders` or `read_products` scope the query is answered with Shopify's
 * `ACCESS_DENIED`. `revoke()` refuses every token; `expireIssuedTokens()` ends those issued so far
 * (as a day passing does); `throttle()` answers the next call `THROTTLED`.
 *
 * Use it with `SHOPIFY_API_URL: standIn.url` and `HTTP_ALLOWED_HOSTS: 127.0.0.1:<standIn.port>`,
 * and a connection `{ shop: SHOPIFY_SHOP, token: SHOPIFY_TOKEN }` (admin-made app) or
 * `{ shop: SHOPIFY_SHOP, clientId: SHOPIFY_CLIENT_ID, token: SHOPIFY_CLIENT_SECRET }` (Dev Dashboard app).
 */

/** The store and the custom app's Admin API token the stand-in accepts. */
export const SHOPIFY_SHOP = 'tienda-plubot.myshopify.com';
export const SHOPIFY_TOKEN = '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';
export const SHOPIFY_GRAPHQL_PATH = '/admin/api/2026-10/graphql.json';

/** The Dev Dashboard app the stand-in's store installed: its client ID and secret. */
export const SHOPIFY_CLIENT_ID = '7d2f0c1e9a8b4c3d2e1f0a9b8c7d6e5f';
export const SHOPIFY_CLIENT_SECRET = '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';

/** Shopify's words for a token it does not take. */
export const SHOPIFY_UNAUTHENTICATED =
  '[API] Invalid API key or access token (unrecognized login or wrong password)';

/** An order as the stand-in keeps it, in the Admin API's shape. */
export interface ShopifyStandInOrder {
  name: string;
  email: string | null;
  cancelledAt: string | null;
  displayFinancialStatus: string;
  displayFulfillmentStatus: string;
  totalPriceSet: { presentmentMoney: { amount: string; currencyCode: string } };
  lineItems: { nodes: { name: string; quantity: number }[] };
  fulfillments: { displayStatus: string; trackingInfo: { url: string | null }[] }[];
}

/** A product as the stand-in keeps it. */
export interface ShopifyStandInProduct {
  title: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  onlineStoreUrl: string | null;
  featuredMedia: { preview: { image: { url: string } | null } } | null;
  priceRangeV2: {
    minVariantPrice: { amount: string; currencyCode: string };
    maxVariantPrice: { amount: string; currencyCode: string };
  };
}

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });

export const SHOPIFY_ORDERS: readonly ShopifyStandInOrder[] = [
  {
    name: '#1001',
    email: 'Ana@Example.com',
    cancelledAt: null,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'FULFILLED',
    totalPriceSet: { presentmentMoney: eur('35.0') },
    lineItems: {
      nodes: [
        { name: 'Camiseta roja - M', quantity: 2 },
        { name: 'Gorra', quantity: 1 },
      ],
    },
    fulfillments: [
      { displayStatus: 'IN_TRANSIT', trackingInfo: [{ url: 'https://track.example.com/AB123456789ES' }] },
    ],
  },
  {
    name: '#1002',
    email: 'luis@example.com',
    cancelledAt: null,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
    totalPriceSet: { presentmentMoney: eur('12.5') },
    lineItems: { nodes: [{ name: 'Taza', quantity: 1 }] },
    fulfillments: [],
  },
  {
    name: '#1003',
    email: 'ana@example.com',
    cancelledAt: '2025-03-02T10:00:00Z',
    displayFinancialStatus: 'REFUNDED',
    displayFulfillmentStatus: 'UNFULFILLED',
    totalPriceSet: { presentmentMoney: eur('20.00') },
    lineItems: { nodes: [{ name: 'Gorra', quantity: 2 }] },
    fulfillments: [],
  },
];

const product = (
  title: string,
  handle: string,
  min: string,
  max: string,
  extra: Partial<ShopifyStandInProduct> = {},
): ShopifyStandInProduct => ({
  title,
  status: 'ACTIVE',
  onlineStoreUrl: `https://tienda-plubot.com/products/${handle}`,
  featuredMedia: { preview: { image: { url: `https://cdn.shopify.com/s/files/1/0001/${handle}.jpg` } } },
  priceRangeV2: { minVariantPrice: eur(min), maxVariantPrice: eur(max) },
  ...extra,
});

export const SHOPIFY_PRODUCTS: readonly ShopifyStandInProduct[] = [
  product('Camiseta roja', 'camiseta-roja', '15.0', '17.0'),
  product('Camiseta azul', 'camiseta-azul', '15.0', '15.0', {
    featuredMedia: { preview: { image: { url: 'http://insecure.example.com/camiseta-azul.jpg' } } },
  }),
  product('Camiseta borrador', 'camiseta-borrador', '9.0', '9.0', { status: 'DRAFT' }),
  product('Camiseta solo en TPV', 'camiseta-tpv', '9.0', '9.0', { onlineStoreUrl: null }),
  product('Camiseta verde', 'camiseta-verde', '16.0', '16.0', { featuredMedia: null }),
  product('Camiseta negra', 'camiseta-negra', '18.0', '18.0'),
  product('Taza (grande): edición 50%', 'taza-grande', '8.5', '8.5'),
  product('Gorra', 'gorra', '10.0', '10.0'),
];

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** Shopify's GraphQL error answer (HTTP 200). */
const graphQlError = (message: string, code: string) =>
  json(200, { errors: [{ message, extensions: { code } }] });

/** One term of a search: a field, its value (unescaped) and whether it ends in the prefix `*`. */
interface SearchTerm {
  field: string;
  value: string;
  prefix: boolean;
}

/**
 * Reads a search query into OR-groups of AND-ed terms, or the reason it is not one (an unescaped
 * parenthesis, a term without a field).
 */
function parseSearch(query: string): SearchTerm[][] | string {
  const tokens: string[] = [];
  let current = '';
  for (let index = 0; index < query.length; index++) {
    const character = query[index] ?? '';
    if (character === '\\') {
      current += character + (query[index + 1] ?? '');
      index++;
    } else if (character === '(' || character === ')') {
      return `Parse error on "${character}"`;
    } else if (/\s/.test(character)) {
      if (current) tokens.push(current);
      current = '';
    } else current += character;
  }
  if (current) tokens.push(current);
  const groups: SearchTerm[][] = [[]];
  for (const token of tokens) {
    if (token === 'OR') groups.push([]);
    else if (token !== 'AND') {
      const colon = token.search(/(?<!\\):/);
      if (colon <= 0) return `Parse error on "${token}"`;
      const raw = token.slice(colon + 1);
      if (/(?<!\\):/.test(raw)) return `Parse error on "${token}"`;
      const prefix = raw.endsWith('*') && !raw.endsWith('\\*');
      const value = (prefix ? raw.slice(0, -1) : raw).replace(/\\(.)/g, '$1');
      groups[groups.length - 1]?.push({ field: token.slice(0, colon), value, prefix });
    }
  }
  return groups;
}

/** The words of a title, lower-cased (what Shopify's title search matches prefixes against). */
const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Starts the stand-in (see the top of this file): its `url`, the `received` requests, the seeded
 * `orders` and `products` (tests may push more), and `revoke`, `setScopes`, `throttle`.
 */
export async function startShopifyStandIn() {
  const orders: ShopifyStandInOrder[] = structuredClone([...SHOPIFY_ORDERS]);
  const products: ShopifyStandInProduct[] = structuredClone([...SHOPIFY_PRODUCTS]);
  let revoked = false;
  let throttled = 0;
  let scopes = ['read_orders', 'read_products'];
  /** The tokens issued to the Dev Dashboard app, still valid. */
  const issued = new Set<string>();
  let issuedCount = 0;

  const matches = (fields: Record<string, string>, groups: SearchTerm[][], allowed: string[]) =>
    groups.some((terms) =>
      terms.every((term) => {
        if (!allowed.includes(term.field)) return false;
        const value = term.value.toLowerCase();
        const field = (fields[term.field] ?? '').toLowerCase();
        if (term.field === 'title')
          return wordsOf(field).some((word) => (term.prefix ? word.startsWith(value) : word === value));
        return field === value;
      }),
    );

  /** `POST /admin/oauth/access_token`: the client credentials grant, a token for a day. */
  const issueToken = (request: ReceivedRequest): Answer => {
    const form = new URLSearchParams(request.body);
    if (
      revoked ||
      form.get('grant_type') !== 'client_credentials' ||
      form.get('client_id') !== SHOPIFY_CLIENT_ID ||
      form.get('client_secret') !== SHOPIFY_CLIENT_SECRET
    )
      return json(400, { error: 'invalid_client', error_description: 'Client authentication failed' });
    issuedCount++;
    const token = `shpat_issued${String(issuedCount).padStart(4, '0')}${'0'.repeat(20)}`;
    issued.add(token);
    return json(200, { access_token: token, scope: scopes.join(','), expires_in: 86399 });
  };

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest): Answer => {
    if (request.method === 'POST' && request.url === '/admin/oauth/access_token') return issueToken(request);
    if (request.method !== 'POST' || request.url !== SHOPIFY_GRAPHQL_PATH)
      return json(404, { errors: 'Not Found' });
    const token = String(request.headers['x-shopify-access-token'] ?? '');
    if (revoked || (token !== SHOPIFY_TOKEN && !issued.has(token)))
      return json(401, { errors: SHOPIFY_UNAUTHENTICATED });
    if (throttled > 0) {
      throttled--;
      return graphQlError('Throttled', 'THROTTLED');
    }
    const { query = '', variables = {} } = JSON.parse(request.body || '{}') as {
      query?: string;
      variables?: { query?: string };
    };
    if (/\bshop\s*\{/.test(query))
      return json(200, {
        data: {
          shop: { name: 'Tienda Plubot' },
          currentAppInstallation: { accessScopes: scopes.map((handle) => ({ handle })) },
        },
      });
    const root = /\b(orders|products)\s*\(\s*first:\s*(\d+)/.exec(query);
    if (!root) return graphQlError('Field does not exist on type QueryRoot', 'undefinedField');
    const [, kind, first] = root;
    const scope = kind === 'orders' ? 'read_orders' : 'read_products';
    if (!scopes.includes(scope))
      return graphQlError(
        `Access denied for ${kind} field. Required access: \`${scope}\` access scope.`,
        'ACCESS_DENIED',
      );
    const groups = parseSearch(variables.query ?? '');
    if (typeof groups === 'string') return graphQlError(groups, 'BAD_REQUEST');
    const limit = Number(first);
    if (kind === 'orders') {
      const nodes = orders.filter((order) => matches({ name: order.name }, groups, ['name'])).slice(0, limit);
      return json(200, { data: { orders: { nodes } } });
    }
    const nodes = products
      .filter((item) => matches({ title: item.title, status: item.status }, groups, ['title', 'status']))
      .slice(0, limit);
    return json(200, { data: { products: { nodes } } });
  });

  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    received: receiver.received,
    orders,
    products,
    /** The search queries (`variables.query`) of the GraphQL calls received, oldest first. */
    searches: () =>
      receiver
        .to(SHOPIFY_GRAPHQL_PATH)
        .map(
          (request) =>
            (JSON.parse(request.body || '{}') as { variables?: { query?: string } }).variables?.query,
        ),
    /** Refuses the token from now on (`false`: accepts it again). */
    revoke: (refused = true) => {
      revoked = refused;
    },
    /** The scopes the app was granted from now on. */
    setScopes: (granted: string[]) => {
      scopes = granted;
    },
    /** Ends the tokens issued so far to the Dev Dashboard app (a day passed); new ones are issued. */
    expireIssuedTokens: () => issued.clear(),
    /** Answers the next `times` calls with Shopify's `THROTTLED`. */
    throttle: (times = 1) => {
      throttled = times;
    },
    close: receiver.close,
  };
}
