import { wooCommerceCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import {
  type ActionFailure,
  readServiceAnswer,
  type ServiceAnswer,
  toConnectionCheck,
  trimBaseUrl,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ConnectionCheck, ConnectorContext, ServiceConnector } from './serviceConnector';
import {
  type FoundOrder,
  type FoundProduct,
  isSameOrderNumber,
  isVisitorsEmail,
  isWebAddress,
  languageOf,
  NO_ORDER,
  NO_PRODUCTS,
  readOrderNumber,
  readProductQuery,
  readVisitorEmail,
  type ShopOrderState,
  type ShopRequest,
  toOrderOutcome,
  toProductsOutcome,
} from './shopLookup';

export type WooCommerceCredentials = z.output<typeof wooCommerceCredentialsSchema>;

/** Products asked for: more than shown, since those hidden from the catalogue are left out. */
const PRODUCTS_ASKED = 6;

/** A visitor's orders looked through when the number is not the order's id (a renumbering plugin). */
const ORDERS_SEARCHED = 20;

const orderSchema = z.looseObject({
  id: z.number(),
  number: z.union([z.string(), z.number()]).optional(),
  status: z.string(),
  currency: z.string().optional(),
  total: z.union([z.string(), z.number()]).optional(),
  billing: z.looseObject({ email: z.string().nullable().optional() }).optional(),
  line_items: z
    .array(z.looseObject({ name: z.string().optional(), quantity: z.number().optional() }))
    .optional(),
  meta_data: z.array(z.looseObject({ key: z.string().optional(), value: z.unknown() })).optional(),
});
type WooOrder = z.infer<typeof orderSchema>;

const productSchema = z.looseObject({
  name: z.string(),
  permalink: z.string().optional(),
  type: z.string().optional(),
  status: z.string().optional(),
  catalog_visibility: z.string().optional(),
  price: z.union([z.string(), z.number()]).optional(),
  images: z.array(z.looseObject({ src: z.string().optional() })).optional(),
});

const currencySchema = z.looseObject({ code: z.string() });

/** WooCommerce's order statuses as the visitor is told them (a plugin's own are shown as they are named). */
const ORDER_STATES: Record<string, ShopOrderState> = {
  pending: 'pendingPayment',
  'checkout-draft': 'pendingPayment',
  failed: 'paymentFailed',
  'on-hold': 'onHold',
  processing: 'preparing',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  // Common plugins' statuses (Advanced Shipment Tracking, order status managers).
  shipped: 'shipped',
  'partial-shipped': 'partiallyShipped',
  delivered: 'delivered',
};

/**
 * One GET to the store's REST API (`{store}/wp-json/wc/v3/…`) with the key as HTTP Basic (the
 * store is https, or a local stand-in the operator allowed), read into an answer; WooCommerce words
 * errors as `{"code": …, "message": …}`. Neither the secret nor the key shows in an error. A 404 is
 * answered as `notFound`, for the order lookups to tell «no such order» from a failure.
 */
async function callWoo(
  ctx: ConnectorContext,
  credentials: WooCommerceCredentials,
  path: string,
): Promise<ServiceAnswer | { ok: false; notFound: true }> {
  const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
  const result = await ctx.http(
    {
      method: 'GET',
      url: `${trimBaseUrl(credentials.storeUrl)}/wp-json/wc/v3${path}`,
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    },
    { maxResponseBytes: 2_000_000 },
  );
  if (result.ok && result.status === 404 && path.startsWith('/orders/')) return { ok: false, notFound: true };
  const answer = readServiceAnswer(result, { messageField: 'message', secret: credentials.consumerSecret });
  return answer.ok ? answer : hideKey(answer, credentials.consumerKey);
}

/** A failure without the consumer key either, should the store echo it. */
function hideKey(failure: ActionFailure, key: string): ActionFailure {
  return { ...failure, error: failure.error.split(key).join('••••') };
}

/** A call's answer that is not a failure to report: accepted, or the order is not there. */
const isFailure = (answer: ServiceAnswer | { ok: false; notFound: true }): answer is ActionFailure =>
  !answer.ok && !('notFound' in answer);

/**
 * 'Probar conexión': the key must read the store's orders (one is enough). A store that is not
 * WordPress with WooCommerce, or has its REST API off, answers 404 or an HTML page.
 */
async function check(ctx: ConnectorContext, credentials: WooCommerceCredentials): Promise<ConnectionCheck> {
  const answer = await callWoo(ctx, credentials, '/orders?per_page=1');
  if (isFailure(answer)) return toConnectionCheck(answer);
  return answer.ok && Array.isArray(answer.body) ? { ok: true } : toConnectionCheck(unexpectedAnswer(200));
}

/** The order's tracking link, from the Shipment Tracking extensions' order data, if one holds it. */
function trackingUrlOf(order: WooOrder): string {
  for (const meta of order.meta_data ?? []) {
    const key = meta.key ?? '';
    if (key === '_wc_shipment_tracking_items' && Array.isArray(meta.value)) {
      for (const item of meta.value as Record<string, unknown>[]) {
        const link = item?.custom_tracking_link ?? item?.tracking_link ?? item?.formatted_tracking_link;
        if (typeof link === 'string' && isWebAddress(link)) return link;
      }
    }
    if (/^_?tracking_(?:url|link)$/.test(key) && typeof meta.value === 'string' && isWebAddress(meta.value))
      return meta.value;
  }
  return '';
}

/** An order of the visitor's, as the lookup answers it. */
function toFoundOrder(order: WooOrder): FoundOrder {
  const state = ORDER_STATES[order.status] ?? { unknown: order.status.replace(/[-_]+/g, ' ') };
  return {
    state,
    items: (order.line_items ?? []).map((item) => ({ name: item.name ?? '', quantity: item.quantity ?? 0 })),
    trackingUrl: trackingUrlOf(order),
    total: { amount: String(order.total ?? ''), currency: order.currency ?? '' },
  };
}

/** Whether a WooCommerce order is the visitor's: its number (the id unless renumbered) and billing e-mail. */
function isVisitorsOrder(order: WooOrder, orderNumber: string, email: string): boolean {
  return (
    isSameOrderNumber(order.number ?? order.id, orderNumber) && isVisitorsEmail(order.billing?.email, email)
  );
}

/**
 * `findOrder`: the order by its id when the number is one (`GET /orders/{id}`), else among the
 * orders WooCommerce finds by the visitor's e-mail (a plugin may number orders apart from their
 * ids); answered only when the number and the billing e-mail both match — otherwise exactly as no
 * order at all.
 */
async function findOrder(
  ctx: ConnectorContext,
  credentials: WooCommerceCredentials,
  request: ShopRequest,
): Promise<ActionOutcome> {
  const orderNumber = readOrderNumber(request);
  const email = readVisitorEmail(request);
  if (orderNumber === undefined || email === undefined) return NO_ORDER;
  const language = languageOf(request);
  if (/^\d{1,18}$/.test(orderNumber)) {
    const byId = await callWoo(ctx, credentials, `/orders/${orderNumber}`);
    if (isFailure(byId)) return byId;
    if (byId.ok) {
      const order = orderSchema.safeParse(byId.body);
      if (!order.success) return unexpectedAnswer(byId.status);
      if (isVisitorsOrder(order.data, orderNumber, email))
        return toOrderOutcome(toFoundOrder(order.data), language);
    }
    // Not the visitor's (another's, or a renumbered store's other order): looked for among the
    // visitor's own orders, as an unknown number is — the same calls, the same answer.
  }
  const params = new URLSearchParams({ search: email, per_page: String(ORDERS_SEARCHED) });
  const found = await callWoo(ctx, credentials, `/orders?${params}`);
  if (!found.ok) return isFailure(found) ? found : NO_ORDER;
  const orders = z.array(orderSchema).safeParse(found.body);
  if (!orders.success) return unexpectedAnswer(found.status);
  const order = orders.data.find((candidate) => isVisitorsOrder(candidate, orderNumber, email));
  return order ? toOrderOutcome(toFoundOrder(order), language) : NO_ORDER;
}

/**
 * `findProducts`: published products matching the visitor's words (WooCommerce's own search,
 * `GET /products?search=…`), but those hidden from the catalogue, as up to three cards with their
 * price in the store's currency («Desde…» for a product with variations), photo and page.
 */
async function findProducts(
  ctx: ConnectorContext,
  credentials: WooCommerceCredentials,
  request: ShopRequest,
): Promise<ActionOutcome> {
  const search = readProductQuery(request);
  if (search === '') return NO_PRODUCTS;
  const params = new URLSearchParams({ search, per_page: String(PRODUCTS_ASKED), status: 'publish' });
  const [answer, currencyAnswer] = await Promise.all([
    callWoo(ctx, credentials, `/products?${params}`),
    callWoo(ctx, credentials, '/data/currencies/current'),
  ]);
  if (!answer.ok) return isFailure(answer) ? answer : NO_PRODUCTS;
  const parsed = z.array(productSchema).safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  // Without the currency (a key whose user may not read the store's settings) prices show bare.
  const currency = currencyAnswer.ok ? (currencySchema.safeParse(currencyAnswer.body).data?.code ?? '') : '';
  const products: FoundProduct[] = parsed.data
    .filter(
      (product) => (product.status ?? 'publish') === 'publish' && product.catalog_visibility !== 'hidden',
    )
    .map((product) => {
      const price = String(product.price ?? '').trim();
      const imageUrl = product.images
        ?.map((image) => image.src ?? '')
        .find((src) => src.startsWith('https://'));
      return {
        title: decodeEntities(product.name),
        url: product.permalink ?? '',
        ...(imageUrl ? { imageUrl } : {}),
        ...(price !== '' ? { price: { amount: price, currency, from: product.type === 'variable' } } : {}),
      };
    });
  return toProductsOutcome(products, languageOf(request));
}

/** WordPress keeps titles with a few HTML entities (`&amp;`, `&#8217;`): read back as characters. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[entity.toLowerCase()] ?? whole;
  });
}

/** A WooCommerce store (a REST API key with Read permission): finds a visitor's order and the store's products. */
export const wooCommerceConnector: ServiceConnector<WooCommerceCredentials> = {
  title: 'WooCommerce',
  secretOf: (credentials) => credentials.consumerSecret,
  settingsOf: (credentials) => ({ storeUrl: credentials.storeUrl }),
  read: (value) => {
    const parsed = wooCommerceCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check,
  actions: { findOrder, findProducts },
};
