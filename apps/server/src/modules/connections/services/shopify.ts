import { shopifyCredentialsSchema } from '@plubot/contracts';
import { z } from 'zod';
import { translate } from '../../../i18n/translate';
import type { SafeHttpResult } from '../../../lib/safeHttpRequest';
import {
  type ActionFailure,
  failAtOnce,
  readServiceAnswer,
  type ServiceAnswer,
  toConnectionCheck,
  unexpectedAnswer,
} from './readServiceAnswer';
import type { ActionOutcome, ConnectionCheck, ConnectorContext, ServiceConnector } from './serviceConnector';
import {
  forgetShopifyToken,
  type ShopifyCredentials,
  shopifyAccessToken,
  shopifyBaseOf,
} from './shopifyAccessToken';
import {
  type FoundOrder,
  type FoundProduct,
  isSameOrderNumber,
  isVisitorsEmail,
  languageOf,
  MAX_PRODUCT_CARDS,
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

export type { ShopifyCredentials } from './shopifyAccessToken';

/**
 * The Admin API version called: Shopify supports each for at least a year, then answers with the
 * oldest it still supports; move it on (with the stand-in's path) once a year.
 */
export const SHOPIFY_API_VERSION = '2026-10';

/** The scopes the custom app needs: the orders to answer '¿dónde está mi pedido?', the products to search. */
export const SHOPIFY_SCOPES = ['read_orders', 'read_products'] as const;

/** How long to wait after Shopify's GraphQL cost limit (`THROTTLED`): its bucket refills within seconds. */
const THROTTLE_WAIT_MS = 2_000;

/** Most words of a product search (each must begin a word of the title). */
const MAX_SEARCH_WORDS = 6;

/** Products asked for: more than shown, since those not on the online store are left out. */
const PRODUCTS_ASKED = 10;

const CHECK = 'query PlubotCheck { shop { name } currentAppInstallation { accessScopes { handle } } }';

const FIND_ORDER = `query PlubotFindOrder($query: String!) {
  orders(first: 5, query: $query) {
    nodes {
      name
      email
      cancelledAt
      displayFinancialStatus
      displayFulfillmentStatus
      totalPriceSet { presentmentMoney { amount currencyCode } }
      lineItems(first: 50) { nodes { name quantity } }
      fulfillments(first: 5) { displayStatus trackingInfo(first: 1) { url } }
    }
  }
}`;

const FIND_PRODUCTS = `query PlubotFindProducts($query: String!) {
  products(first: ${PRODUCTS_ASKED}, query: $query, sortKey: RELEVANCE) {
    nodes {
      title
      status
      onlineStoreUrl
      featuredMedia { preview { image { url } } }
      priceRangeV2 {
        minVariantPrice { amount currencyCode }
        maxVariantPrice { amount currencyCode }
      }
    }
  }
}`;

const checkSchema = z.looseObject({
  shop: z.looseObject({ name: z.string() }),
  currentAppInstallation: z
    .looseObject({ accessScopes: z.array(z.looseObject({ handle: z.string() })) })
    .nullable()
    .optional(),
});

const moneySchema = z.looseObject({ amount: z.union([z.string(), z.number()]), currencyCode: z.string() });

const ordersSchema = z.looseObject({
  orders: z.looseObject({
    nodes: z.array(
      z.looseObject({
        name: z.string(),
        email: z.string().nullable().optional(),
        cancelledAt: z.string().nullable().optional(),
        displayFinancialStatus: z.string().nullable().optional(),
        displayFulfillmentStatus: z.string().nullable().optional(),
        totalPriceSet: z.looseObject({ presentmentMoney: moneySchema }),
        lineItems: z.looseObject({
          nodes: z.array(z.looseObject({ name: z.string(), quantity: z.number() })),
        }),
        fulfillments: z
          .array(
            z.looseObject({
              displayStatus: z.string().nullable().optional(),
              trackingInfo: z.array(z.looseObject({ url: z.string().nullable().optional() })).optional(),
            }),
          )
          .optional(),
      }),
    ),
  }),
});
type ShopifyOrder = z.infer<typeof ordersSchema>['orders']['nodes'][number];

const productsSchema = z.looseObject({
  products: z.looseObject({
    nodes: z.array(
      z.looseObject({
        title: z.string(),
        status: z.string().optional(),
        onlineStoreUrl: z.string().nullable().optional(),
        featuredMedia: z
          .looseObject({
            preview: z
              .looseObject({ image: z.looseObject({ url: z.string() }).nullable().optional() })
              .nullable()
              .optional(),
          })
          .nullable()
          .optional(),
        priceRangeV2: z
          .looseObject({ minVariantPrice: moneySchema, maxVariantPrice: moneySchema.optional() })
          .nullable()
          .optional(),
      }),
    ),
  }),
});

/** A GraphQL error as Shopify words it: its message and `extensions.code` (`THROTTLED`, `ACCESS_DENIED`). */
const graphQlErrorsSchema = z.array(
  z.looseObject({
    message: z.string().optional(),
    extensions: z.looseObject({ code: z.string().optional() }).optional(),
  }),
);

/**
 * One GraphQL call to the store's Admin API (`{store}/admin/api/{version}/graphql.json`) with the
 * app's access token (`X-Shopify-Access-Token`; see {@link shopifyAccessToken}), read into an
 * answer whose body is the `data` object. Shopify answers a refused token with 401 `{"errors":
 * "[API] Invalid API key…"}` — a kept token is then renewed and tried once more — and query
 * problems with 200 and an `errors` array: `THROTTLED` is retried, `ACCESS_DENIED` (a scope the app
 * lacks) marks the connection refused, the rest fail at once. The visitor's words only travel as
 * variables; neither the secret nor the token shows in an error.
 */
async function callShopify(
  ctx: ConnectorContext,
  credentials: ShopifyCredentials,
  query: string,
  variables?: Record<string, unknown>,
  retried = false,
): Promise<ServiceAnswer> {
  const access = await shopifyAccessToken(ctx, credentials);
  if (!access.ok) return access;
  const result = await ctx.http(
    {
      method: 'POST',
      url: `${shopifyBaseOf(ctx, credentials)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
      headers: {
        'x-shopify-access-token': access.token,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
    },
    { maxResponseBytes: 2_000_000 },
  );
  if (result.ok && result.status === 401 && access.fromCache && !retried) {
    forgetShopifyToken(credentials);
    return callShopify(ctx, credentials, query, variables, true);
  }
  const read = readServiceAnswer(withErrorList(result), { messageField: 'errors', secret: access.token });
  const answer = read.ok ? read : hideSecret(read, credentials.token);
  if (!answer.ok) return answer;
  const body = (answer.body ?? {}) as { data?: unknown; errors?: unknown };
  const errors = graphQlErrorsSchema.safeParse(body.errors);
  if (errors.success && errors.data.length > 0)
    return hideSecret(readGraphQlError(errors.data), access.token, credentials.token);
  if (typeof body.data !== 'object' || body.data === null) return unexpectedAnswer(answer.status);
  return { ok: true, status: answer.status, body: body.data };
}

/** A failure without the connection's secrets (the client secret, the access token), should Shopify echo one. */
function hideSecret(failure: ActionFailure, ...secrets: string[]): ActionFailure {
  const error = secrets.reduce((text, secret) => text.split(secret).join('••••'), failure.error);
  return { ...failure, error };
}

/**
 * Shopify's HTTP errors as the error reading expects them: its `{"errors": "text"}` (a 401, a 404
 * of an unknown store) as a list with that message.
 */
function withErrorList(result: SafeHttpResult): SafeHttpResult {
  if (!result.ok || result.status < 400) return result;
  try {
    const parsed = JSON.parse(result.body) as { errors?: unknown };
    if (typeof parsed.errors !== 'string') return result;
    return { ...result, body: JSON.stringify({ errors: [{ message: parsed.errors }] }) };
  } catch {
    return result;
  }
}

/** A 200 with GraphQL errors: throttled (retry soon), access denied (the app lacks a scope) or a failure. */
function readGraphQlError(errors: z.infer<typeof graphQlErrorsSchema>): ActionFailure {
  const [first] = errors;
  const code = first?.extensions?.code ?? '';
  const message = first?.message ?? code;
  const error = `HTTP 200: ${message}`.replace(/\s+/g, ' ').slice(0, 300);
  if (code === 'THROTTLED') return { ok: false, retryable: true, retryAfterMs: THROTTLE_WAIT_MS, error };
  if (code === 'ACCESS_DENIED') return { ok: false, retryable: false, refused: true, error };
  return failAtOnce(error);
}

/**
 * 'Probar conexión': the token must open the store and its app must hold the scopes the lookups
 * use; a missing one is a refusal that names it, so the owner knows what to tick.
 */
async function check(ctx: ConnectorContext, credentials: ShopifyCredentials): Promise<ConnectionCheck> {
  const answer = await callShopify(ctx, credentials, CHECK);
  if (!answer.ok) return toConnectionCheck(answer);
  const parsed = checkSchema.safeParse(answer.body);
  if (!parsed.success) return toConnectionCheck(unexpectedAnswer(answer.status));
  const granted = new Set(
    (parsed.data.currentAppInstallation?.accessScopes ?? []).map((scope) => scope.handle),
  );
  // `read_all_orders` only widens `read_orders` past 60 days; writing scopes include reading.
  const missing = SHOPIFY_SCOPES.filter(
    (scope) => !granted.has(scope) && !granted.has(scope.replace('read_', 'write_')),
  );
  if (missing.length === 0) return { ok: true };
  return {
    ok: false,
    kind: 'refused',
    reason: translate('es', 'powers.failure.shopifyMissingScopes', { scopes: missing.join(', ') }),
  };
}

/**
 * Shopify's search of orders by name: the visitor's number with and without `#` (only letters,
 * digits and dashes reach here, so nothing in it is search syntax).
 */
function orderQueryOf(orderNumber: string): string {
  return `name:#${orderNumber} OR name:${orderNumber}`;
}

/** An order's state for the visitor: cancelled or refunded first, then how far its shipping went. */
function stateOf(order: ShopifyOrder): FoundOrder['state'] {
  if (order.cancelledAt) return 'cancelled';
  const financial = order.displayFinancialStatus ?? '';
  if (financial === 'REFUNDED') return 'refunded';
  const delivery = (order.fulfillments ?? []).map((fulfillment) => fulfillment.displayStatus ?? '');
  const deliveryState = readDeliveryState(delivery);
  if (deliveryState) return deliveryState;
  const fulfillment = order.displayFulfillmentStatus ?? '';
  const byFulfillment: Record<string, ShopOrderState> = {
    FULFILLED: 'shipped',
    PARTIALLY_FULFILLED: 'partiallyShipped',
    ON_HOLD: 'onHold',
    REQUEST_DECLINED: 'onHold',
  };
  if (byFulfillment[fulfillment]) return byFulfillment[fulfillment];
  if (financial === 'PENDING' || financial === 'EXPIRED') return 'pendingPayment';
  if (financial === 'VOIDED') return 'paymentFailed';
  return 'preparing';
}

/** The furthest a shipment went by its carrier's news (delivered, out for delivery…), if any said. */
function readDeliveryState(statuses: string[]): ShopOrderState | undefined {
  const order: [string[], ShopOrderState][] = [
    [['DELIVERED', 'PICKED_UP'], 'delivered'],
    [['READY_FOR_PICKUP'], 'readyForPickup'],
    [['OUT_FOR_DELIVERY', 'ATTEMPTED_DELIVERY'], 'outForDelivery'],
    [['IN_TRANSIT', 'CONFIRMED'], 'inTransit'],
  ];
  return order.find(([names]) => statuses.some((status) => names.includes(status)))?.[1];
}

/** An order of the visitor's, as the lookup answers it. */
function toFoundOrder(order: ShopifyOrder): FoundOrder {
  const trackingUrl =
    (order.fulfillments ?? [])
      .flatMap((fulfillment) => fulfillment.trackingInfo ?? [])
      .find((info) => info.url)?.url ?? '';
  const money = order.totalPriceSet.presentmentMoney;
  return {
    state: stateOf(order),
    items: order.lineItems.nodes.map((item) => ({ name: item.name, quantity: item.quantity })),
    trackingUrl,
    total: { amount: String(money.amount), currency: money.currencyCode },
  };
}

/**
 * `findOrder`: the order with the visitor's number, answered only when its e-mail is the visitor's
 * too; otherwise exactly as no order at all. A number or e-mail that cannot be one is not asked.
 */
async function findOrder(
  ctx: ConnectorContext,
  credentials: ShopifyCredentials,
  request: ShopRequest,
): Promise<ActionOutcome> {
  const orderNumber = readOrderNumber(request);
  const email = readVisitorEmail(request);
  if (orderNumber === undefined || email === undefined) return NO_ORDER;
  const answer = await callShopify(ctx, credentials, FIND_ORDER, { query: orderQueryOf(orderNumber) });
  if (!answer.ok) return answer;
  const parsed = ordersSchema.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const order = parsed.data.orders.nodes.find(
    (node) => isSameOrderNumber(node.name, orderNumber) && isVisitorsEmail(node.email, email),
  );
  return order ? toOrderOutcome(toFoundOrder(order), languageOf(request)) : NO_ORDER;
}

/**
 * A word of the visitor's search as Shopify's search syntax takes it: its special characters
 * (`\ : ( )`) escaped with a backslash, quotes and wildcards dropped, so the visitor's text can only
 * ever be the words searched.
 * @example toSearchWord('(taza):') // '\\(taza\\)\\:'
 */
export function toSearchWord(word: string): string {
  return word
    .replace(/["*`]/g, '')
    .replace(/^['-]+|'+$/g, '')
    .replace(/[\\:()]/g, (character) => `\\${character}`);
}

/**
 * The products search: active products whose title has words beginning with each word the visitor
 * typed (`status:active AND title:camis* AND title:roja*`); `undefined` when nothing searchable is
 * left.
 */
export function productQueryOf(search: string): string | undefined {
  const words = search
    .split(' ')
    .map(toSearchWord)
    .filter((word) => word !== '' && !/^(?:AND|OR|NOT)$/.test(word))
    .slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return ['status:active', ...words.map((word) => `title:${word}*`)].join(' AND ');
}

/**
 * `findProducts`: up to three active products on the online store matching the visitor's words, as
 * cards with their price («Desde…» when the variants differ), photo and page.
 */
async function findProducts(
  ctx: ConnectorContext,
  credentials: ShopifyCredentials,
  request: ShopRequest,
): Promise<ActionOutcome> {
  const query = productQueryOf(readProductQuery(request));
  if (query === undefined) return NO_PRODUCTS;
  const answer = await callShopify(ctx, credentials, FIND_PRODUCTS, { query });
  if (!answer.ok) return answer;
  const parsed = productsSchema.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(answer.status);
  const products: FoundProduct[] = parsed.data.products.nodes
    .filter((node) => (node.status ?? 'ACTIVE') === 'ACTIVE' && node.onlineStoreUrl)
    .slice(0, MAX_PRODUCT_CARDS)
    .map((node) => {
      const range = node.priceRangeV2;
      const imageUrl = node.featuredMedia?.preview?.image?.url;
      const min = range?.minVariantPrice;
      const max = range?.maxVariantPrice;
      return {
        title: node.title,
        url: node.onlineStoreUrl ?? '',
        ...(imageUrl ? { imageUrl } : {}),
        ...(min
          ? {
              price: {
                amount: String(min.amount),
                currency: min.currencyCode,
                from: max !== undefined && Number(max.amount) > Number(min.amount),
              },
            }
          : {}),
      };
    });
  return toProductsOutcome(products, languageOf(request));
}

/**
 * A Shopify store (an app of the owner's: a Dev Dashboard app's client credentials, or an older
 * admin-made app's Admin API token): finds a visitor's order and the store's products.
 */
export const shopifyConnector: ServiceConnector<ShopifyCredentials> = {
  title: 'Shopify',
  secretOf: (credentials) => credentials.token,
  settingsOf: (credentials) => ({
    shop: credentials.shop,
    ...(credentials.clientId ? { clientId: credentials.clientId } : {}),
  }),
  read: (value) => {
    const parsed = shopifyCredentialsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  },
  check,
  actions: { findOrder, findProducts },
};
