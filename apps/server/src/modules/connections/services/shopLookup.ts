import type { ChatCard } from '@plubot/engine';
import { isValidEmail, normalizeEmail } from '@plubot/flow';
import { type Language, translate } from '../../../i18n/translate';
import { inputOf } from './inputOf';
import type { ActionOutcome, ActionRequest } from './serviceConnector';

/**
 * What the shops' lookups (issue #32: Shopify and WooCommerce, '¿dónde está mi pedido?' and a
 * product search) share: reading what the visitor typed, the order's words in the visitor's
 * language and the products as cards.
 */

/** A lookup's request; `language` (the conversation's) words the status, the items and the cards. */
export type ShopRequest = ActionRequest & { language?: string };

/** Most products shown as cards at once. */
export const MAX_PRODUCT_CARDS = 3;

/** Longest product search sent to a shop: what a visitor types, not a paragraph. */
export const MAX_PRODUCT_QUERY_LENGTH = 100;

/** Most lines of an order listed in `items`; the rest are counted («y 3 más»). */
const MAX_LISTED_ITEMS = 10;

/**
 * The order states a visitor is told, the same for every shop, each worded in
 * `powers.shop.status.<state>` of the server's messages.
 */
export const SHOP_ORDER_STATES = [
  'pendingPayment',
  'paymentFailed',
  'onHold',
  'preparing',
  'partiallyShipped',
  'shipped',
  'inTransit',
  'outForDelivery',
  'readyForPickup',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type ShopOrderState = (typeof SHOP_ORDER_STATES)[number];

/** An order found for the visitor: its state, its lines, where to follow it and what it cost. */
export interface FoundOrder {
  state: ShopOrderState | { unknown: string };
  items: { name: string; quantity: number }[];
  trackingUrl: string;
  total: { amount: string; currency: string };
}

/** A product found: its name, price, photo and public page. */
export interface FoundProduct {
  title: string;
  price?: { amount: string; currency: string; from: boolean };
  imageUrl?: string;
  url: string;
}

/** The lookup's words in the conversation's language: English when it is, else Spanish. */
export function languageOf(request: ShopRequest): Language {
  return request.language === 'en' ? 'en' : 'es';
}

/**
 * The order number the visitor typed (`1001`, `#1001`, `SH-1001`) without its `#`, or `undefined`
 * when it cannot be one: only letters, digits and dashes reach a shop's search.
 * @example readOrderNumber(' #1001 ') // '1001'
 */
export function readOrderNumber(request: ActionRequest): string | undefined {
  const text = inputOf(request, 'orderNumber').replace(/^#\s*/, '');
  return /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(text) ? text : undefined;
}

/** The visitor's e-mail, trimmed and lower-cased, or `undefined` when it is not one. */
export function readVisitorEmail(request: ActionRequest): string | undefined {
  const email = normalizeEmail(inputOf(request, 'email'));
  return isValidEmail(email) ? email : undefined;
}

/** Whether an order's e-mail is the visitor's (trimmed, case-insensitive); an order without one never is. */
export function isVisitorsEmail(orderEmail: unknown, visitorEmail: string): boolean {
  return (
    typeof orderEmail === 'string' && orderEmail.trim() !== '' && normalizeEmail(orderEmail) === visitorEmail
  );
}

/** Whether a shop's order number is the one the visitor typed (without `#`, case-insensitive). */
export function isSameOrderNumber(shopNumber: unknown, typed: string): boolean {
  if (typeof shopNumber !== 'string' && typeof shopNumber !== 'number') return false;
  return String(shopNumber).trim().replace(/^#/, '').toLowerCase() === typed.toLowerCase();
}

/** The product search the visitor typed: one line, its spaces collapsed, capped. */
export function readProductQuery(request: ActionRequest): string {
  return inputOf(request, 'query').replace(/\s+/g, ' ').slice(0, MAX_PRODUCT_QUERY_LENGTH).trim();
}

/**
 * No order for the visitor: the same answer whether no order has that number or its e-mail is
 * another's, so nobody learns of other people's orders by trying numbers.
 */
export const NO_ORDER: ActionOutcome = { ok: true, found: false, outputs: {} };

/** No product matched. */
export const NO_PRODUCTS: ActionOutcome = { ok: true, found: false, outputs: { count: 0 }, cards: [] };

/**
 * An order's outputs in the visitor's language: its state in words, its lines
 * («2 × Camiseta, 1 × Gorra»), its tracking link (or '') and its total («35.00 EUR»).
 */
export function toOrderOutcome(order: FoundOrder, language: Language): ActionOutcome {
  const status =
    typeof order.state === 'string'
      ? translate(language, `powers.shop.status.${order.state}`)
      : order.state.unknown;
  return {
    ok: true,
    found: true,
    outputs: {
      status,
      items: describeItems(order.items, language),
      trackingUrl: isWebAddress(order.trackingUrl) ? order.trackingUrl : '',
      total: formatMoney(order.total.amount, order.total.currency),
    },
  };
}

/** The products as cards (at most {@link MAX_PRODUCT_CARDS}), `found` when there is one. */
export function toProductsOutcome(products: FoundProduct[], language: Language): ActionOutcome {
  const cards = products
    .filter((product) => isWebAddress(product.url) && product.title.trim() !== '')
    .slice(0, MAX_PRODUCT_CARDS)
    .map((product) => toProductCard(product, language));
  if (cards.length === 0) return NO_PRODUCTS;
  return { ok: true, found: true, outputs: { count: cards.length }, cards };
}

/** One product's card: its name, its price under it, its photo (https only) and «Ver producto». */
function toProductCard(product: FoundProduct, language: Language): ChatCard {
  const price = product.price && describePrice(product.price, language);
  const imageUrl = product.imageUrl?.startsWith('https://') ? product.imageUrl : undefined;
  return {
    title: product.title.trim(),
    ...(price ? { subtitle: price } : {}),
    url: product.url,
    ...(imageUrl ? { imageUrl } : {}),
    linkLabel: translate(language, 'powers.shop.viewProduct'),
  };
}

/** A price in words: «15.00 EUR», or «Desde 15.00 EUR» when its variants cost more; '' without an amount. */
function describePrice(price: NonNullable<FoundProduct['price']>, language: Language): string {
  const money = formatMoney(price.amount, price.currency);
  if (money === '') return '';
  return price.from ? translate(language, 'powers.shop.priceFrom', { price: money }) : money;
}

/** An order's lines: «2 × Camiseta, 1 × Gorra», the ones past the tenth counted («y 3 más»). */
function describeItems(items: FoundOrder['items'], language: Language): string {
  const listed = items
    .filter((item) => item.name.trim() !== '' && item.quantity > 0)
    .map((item) => `${item.quantity} × ${item.name.trim()}`);
  const text = listed.slice(0, MAX_LISTED_ITEMS).join(', ');
  const rest = listed.length - MAX_LISTED_ITEMS;
  return rest > 0 ? `${text} ${translate(language, 'powers.shop.moreItems', { count: rest })}` : text;
}

/**
 * An amount with its currency («35.00 EUR»), with the currency's own decimals (none for yen); the
 * amount as given when it is not a number, '' when there is none.
 * @example formatMoney('35.0', 'EUR') // '35.00 EUR'
 */
export function formatMoney(amount: string, currency: string): string {
  const text = amount.trim();
  if (text === '') return '';
  const value = Number(text);
  const code = currency.trim().toUpperCase();
  const shown = Number.isFinite(value) ? value.toFixed(decimalsOf(code)) : text;
  return code === '' ? shown : `${shown} ${code}`;
}

/** A currency's decimals (2 for EUR, 0 for JPY; 2 for a code it does not know). */
function decimalsOf(currency: string): number {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Whether a link a shop gave is a web address a visitor may open (not `javascript:` or a path). */
export function isWebAddress(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s/]+/i.test(url.trim()) && !/\s/.test(url.trim());
}
