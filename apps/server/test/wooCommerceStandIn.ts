import { type ReceivedRequest, startLocalHttpReceiver } from './localHttpReceiver';

/**
 * A local stand-in for one WooCommerce store's REST API (issue #32), for the WooCommerce power's
 * tests and the API/e2e tests. The store's address is the stand-in's own (`standIn.url`,
 * `http://127.0.0.1:<port>`: the credentials' schema takes plain http only for a loopback host, and
 * the server reaches it only with `HTTP_ALLOWED_HOSTS: 127.0.0.1:<standIn.port>`). It checks the
 * REST API key as WooCommerce does over https — HTTP Basic `consumer_key:consumer_secret` — and
 * answers WooCommerce's 401 `woocommerce_rest_authentication_error` otherwise, and speaks:
 * - `GET /wp-json/wc/v3/orders?per_page=&search=` (the search matches the billing e-mail, the
 *   number and the items' names, as WooCommerce's does) and `GET /wp-json/wc/v3/orders/{id}` (404
 *   `woocommerce_rest_shop_order_invalid_id` when there is none);
 * - `GET /wp-json/wc/v3/products?search=&per_page=&status=` (the search matches the name);
 * - `GET /wp-json/wc/v3/data/currencies/current` (EUR);
 * anything else answers `rest_no_route` (404). A `per_page` over 100 is WooCommerce's 400.
 * Seeded with {@link WOO_ORDERS} (1001 Ana's, completed with a Shipment Tracking link; 1002 Luis's,
 * processing; id 57 numbered `WC-2002` by a renumbering plugin, Ana's) and {@link WOO_PRODUCTS}
 * (published with https and http photos, a draft, one hidden from the catalogue, a variable one,
 * a name with an HTML entity). `revoke()` refuses the key.
 */

/** The REST API key (Read permission) the stand-in accepts. */
export const WOO_CONSUMER_KEY = 'ck_4f6e1b2c3d4a5f60718293a4b5c6d7e8f9012345';
export const WOO_CONSUMER_SECRET = 'cs_9a8b7c6d5e4f30211203948576afbecd12345678';

/** WooCommerce's words for a key it does not take. */
export const WOO_UNAUTHENTICATED = 'Consumer key is invalid.';

/** An order as the stand-in keeps it, in the REST API's shape (the fields the power reads). */
export interface WooStandInOrder {
  id: number;
  number: string;
  status: string;
  currency: string;
  total: string;
  billing: { email: string };
  line_items: { name: string; quantity: number }[];
  meta_data: { id: number; key: string; value: unknown }[];
}

/** A product as the stand-in keeps it. */
export interface WooStandInProduct {
  id: number;
  name: string;
  permalink: string;
  type: 'simple' | 'variable';
  status: 'publish' | 'draft' | 'private';
  catalog_visibility: 'visible' | 'catalog' | 'search' | 'hidden';
  price: string;
  images: { src: string }[];
}

export const WOO_ORDERS: readonly WooStandInOrder[] = [
  {
    id: 1001,
    number: '1001',
    status: 'completed',
    currency: 'EUR',
    total: '35.00',
    billing: { email: 'ana@example.com' },
    line_items: [
      { name: 'Camiseta roja', quantity: 2 },
      { name: 'Gorra', quantity: 1 },
    ],
    meta_data: [
      {
        id: 1,
        key: '_wc_shipment_tracking_items',
        value: [
          {
            tracking_provider: 'correos',
            tracking_number: 'PK123456789ES',
            custom_tracking_link: 'https://track.example.com/PK123456789ES',
          },
        ],
      },
    ],
  },
  {
    id: 1002,
    number: '1002',
    status: 'processing',
    currency: 'EUR',
    total: '12.50',
    billing: { email: 'luis@example.com' },
    line_items: [{ name: 'Taza', quantity: 1 }],
    meta_data: [],
  },
  {
    id: 57,
    number: 'WC-2002',
    status: 'on-hold',
    currency: 'EUR',
    total: '8.00',
    billing: { email: 'Ana@Example.com' },
    line_items: [{ name: 'Pegatinas', quantity: 4 }],
    meta_data: [],
  },
];

const product = (
  id: number,
  name: string,
  slug: string,
  price: string,
  extra: Partial<WooStandInProduct> = {},
): WooStandInProduct => ({
  id,
  name,
  permalink: `https://mitienda.example.com/producto/${slug}/`,
  type: 'simple',
  status: 'publish',
  catalog_visibility: 'visible',
  price,
  images: [{ src: `https://mitienda.example.com/wp-content/uploads/${slug}.jpg` }],
  ...extra,
});

export const WOO_PRODUCTS: readonly WooStandInProduct[] = [
  product(11, 'Camiseta roja', 'camiseta-roja', '15', { type: 'variable' }),
  product(12, 'Camiseta azul', 'camiseta-azul', '15.00', {
    images: [{ src: 'http://mitienda.example.com/wp-content/uploads/camiseta-azul.jpg' }],
  }),
  product(13, 'Camiseta borrador', 'camiseta-borrador', '9.00', { status: 'draft' }),
  product(14, 'Camiseta oculta', 'camiseta-oculta', '9.00', { catalog_visibility: 'hidden' }),
  product(15, 'Camiseta verde', 'camiseta-verde', '16.00', { images: [] }),
  product(16, 'Camiseta negra', 'camiseta-negra', '18.00'),
  product(17, 'Taza &amp; plato &#8220;100%&#8221;', 'taza-plato', '8.50'),
  product(18, 'Gorra', 'gorra', '10.00'),
];

type Answer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=UTF-8' },
  body: JSON.stringify(body),
});

/** WooCommerce's (WordPress's) error shape. */
const wooError = (status: number, code: string, message: string) =>
  json(status, { code, message, data: { status } });

/** WordPress's search: every word must be in the text, case-insensitively. */
const hasWords = (text: string, search: string) =>
  search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.toLowerCase().includes(word));

/**
 * Starts the stand-in (see the top of this file): its `url` (the store's address for a
 * connection), the `received` requests, the seeded `orders` and `products` (tests may push more)
 * and `revoke`.
 */
export async function startWooCommerceStandIn() {
  const orders: WooStandInOrder[] = structuredClone([...WOO_ORDERS]);
  const products: WooStandInProduct[] = structuredClone([...WOO_PRODUCTS]);
  let revoked = false;
  const expected = `Basic ${Buffer.from(`${WOO_CONSUMER_KEY}:${WOO_CONSUMER_SECRET}`).toString('base64')}`;

  const receiver = await startLocalHttpReceiver((request: ReceivedRequest): Answer => {
    const url = new URL(request.url, 'http://stand-in');
    if (!url.pathname.startsWith('/wp-json/wc/v3/') || request.method !== 'GET')
      return wooError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    if (revoked || request.headers.authorization !== expected)
      return wooError(401, 'woocommerce_rest_authentication_error', WOO_UNAUTHENTICATED);
    const path = url.pathname.slice('/wp-json/wc/v3'.length);
    const perPage = Number(url.searchParams.get('per_page') ?? '10');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return wooError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
    const search = url.searchParams.get('search') ?? '';
    if (path === '/orders') {
      const found = orders.filter((order) =>
        hasWords(
          [order.billing.email, order.number, ...order.line_items.map((item) => item.name)].join(' '),
          search,
        ),
      );
      return json(200, found.slice(0, perPage));
    }
    const byId = /^\/orders\/(\d+)$/.exec(path);
    if (byId) {
      const order = orders.find((candidate) => candidate.id === Number(byId[1]));
      return order
        ? json(200, order)
        : wooError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
    }
    if (path === '/products') {
      const status = url.searchParams.get('status') ?? 'any';
      const found = products.filter(
        (item) => (status === 'any' || item.status === status) && hasWords(item.name, search),
      );
      return json(200, found.slice(0, perPage));
    }
    if (path === '/data/currencies/current')
      return json(200, { code: 'EUR', name: 'Euro', symbol: '&euro;' });
    return wooError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });

  return {
    port: receiver.port,
    url: `http://127.0.0.1:${receiver.port}`,
    received: receiver.received,
    orders,
    products,
    /** Refuses the key from now on (`false`: accepts it again). */
    revoke: (refused = true) => {
      revoked = refused;
    },
    close: receiver.close,
  };
}
