/**
 * Money as the 'Cobrar' action reads it (issue #32): the currencies a checkout may ask for, each
 * with its number of decimals, and the amount the owner typed (or a variable filled in) read as
 * whole minor units (cents), so no provider ever sees a rounding of ours.
 */

/** The currencies a 'Cobrar' offers, the Spanish-speaking markets' first; decimals as the providers count them. */
export const PAYMENT_CURRENCIES = {
  EUR: 2,
  USD: 2,
  MXN: 2,
  ARS: 2,
  COP: 2,
  CLP: 0,
  PEN: 2,
  UYU: 2,
  BRL: 2,
  GBP: 2,
} as const;
export type PaymentCurrency = keyof typeof PAYMENT_CURRENCIES;
export const PAYMENT_CURRENCY_CODES = Object.keys(PAYMENT_CURRENCIES) as PaymentCurrency[];

/**
 * The currencies a payment service takes, where it does not take them all: PayPal has no CLP, ARS,
 * COP, PEN or UYU; Mercado Pago charges in its countries' own currencies (an account charges in its
 * country's).
 */
export const SERVICE_CURRENCIES: Readonly<Record<string, readonly PaymentCurrency[]>> = {
  paypal: ['EUR', 'USD', 'MXN', 'BRL', 'GBP'],
  mercadopago: ['ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU'],
};

/** Whether a payment service takes a currency (any of {@link PAYMENT_CURRENCIES}, unless it says otherwise). */
export function acceptsCurrency(service: string, currency: string): boolean {
  if (!isPaymentCurrency(currency)) return false;
  const accepted = SERVICE_CURRENCIES[service];
  return accepted === undefined || accepted.includes(currency);
}

/** The biggest amount one checkout may ask for, in whole units (a chatbot sells, it does not sell houses). */
export const MAX_PAYMENT_UNITS = 1_000_000;

/** Whether a text is one of {@link PAYMENT_CURRENCIES}. */
export function isPaymentCurrency(value: unknown): value is PaymentCurrency {
  return typeof value === 'string' && Object.hasOwn(PAYMENT_CURRENCIES, value);
}

/**
 * An amount as a person writes it — `25`, `25.50`, `25,50`, `1.250,00`, `1,250.00`, `€ 25` — in
 * minor units of `currency`, or `undefined` when it is not a positive amount with at most the
 * currency's decimals, or is over {@link MAX_PAYMENT_UNITS}.
 *
 * @example parseAmount('25,50', 'EUR') // 2550
 * @example parseAmount('1.250', 'CLP') // 1250
 * @example parseAmount('12.345', 'EUR') // undefined (three decimals)
 */
export function parseAmount(text: string, currency: PaymentCurrency): number | undefined {
  const decimals = PAYMENT_CURRENCIES[currency];
  // Spaces, a currency's sign and its code before or after the number (`€ 25`, `25 EUR`) aside.
  const bare = text.replace(/[\s\u00a0$€£]/g, '').replace(/^[A-Za-z]{3}|[A-Za-z]{3}$/g, '');
  if (!/^\d[\d.,]*$/.test(bare)) return undefined;
  const decimalMark = readDecimalMark(bare);
  const at = decimalMark === undefined ? -1 : bare.lastIndexOf(decimalMark);
  const grouped = at === -1 ? bare : bare.slice(0, at);
  // Thousands go in groups of three, all marked alike (`1.250.000`, not `10.5.5`).
  if (/[.,]/.test(grouped) && !/^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.test(grouped)) return undefined;
  const whole = grouped.replace(/[.,]/g, '');
  const fraction = at === -1 ? '' : bare.slice(at + 1);
  if (!/^\d{1,7}$/.test(whole) || !/^\d+$/.test(fraction || '0') || fraction.length > decimals)
    return undefined;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (minor <= 0 || minor > MAX_PAYMENT_UNITS * 10 ** decimals) return undefined;
  return minor;
}

/**
 * Which mark separates the decimals: with both, the last one; with one used once, it unless exactly
 * three digits follow (`1.250` and `1,250` group thousands); a mark used twice groups thousands.
 */
function readDecimalMark(text: string): '.' | ',' | undefined {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) return lastDot > lastComma ? '.' : ',';
  const mark = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : undefined;
  if (mark === undefined) return undefined;
  if (text.indexOf(mark) !== text.lastIndexOf(mark)) return undefined;
  return text.length - text.lastIndexOf(mark) - 1 === 3 ? undefined : mark;
}

/**
 * Minor units as the decimal text providers take (`2550`, 'EUR' → `'25.50'`; CLP → `'1250'`).
 * @example formatMinorUnits(2550, 'EUR') // '25.50'
 */
export function formatMinorUnits(minor: number, currency: PaymentCurrency): string {
  const decimals = PAYMENT_CURRENCIES[currency];
  if (decimals === 0) return String(minor);
  const text = String(minor).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/**
 * Minor units as a visitor reads them, in their language (`25,50 €`, `$25.50`).
 * @example formatMoney(2550, 'EUR', 'es') // '25,50 €'
 */
export function formatMoney(minor: number, currency: PaymentCurrency, language: string): string {
  const decimals = PAYMENT_CURRENCIES[currency];
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/** Why an amount cannot be charged. */
export type ChargeAmountProblem =
  | 'amountInvalid'
  | 'currencyInvalid'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'boundsMissing';

/**
 * The amount a 'Cobrar' asks for, checked: its currency known, the amount a positive number, and —
 * when it comes from a variable (`fromVariable`: the owner's text held `{{…}}`, so the visitor may
 * have written it) — within the owner's minimum and maximum, which are then required. Amounts are
 * never taken from a visitor's words without bounds.
 *
 * @example checkChargeAmount({ amount: '30', currency: 'EUR', fromVariable: true, min: '10', max: '50' })
 * // { ok: true, minor: 3000, currency: 'EUR' }
 */
export function checkChargeAmount(input: {
  amount: string;
  currency: string;
  fromVariable: boolean;
  min?: string;
  max?: string;
}): { ok: true; minor: number; currency: PaymentCurrency } | { ok: false; problem: ChargeAmountProblem } {
  if (!isPaymentCurrency(input.currency)) return { ok: false, problem: 'currencyInvalid' };
  const currency = input.currency;
  const minor = parseAmount(input.amount, currency);
  if (minor === undefined) return { ok: false, problem: 'amountInvalid' };
  const min = input.min?.trim() ? parseAmount(input.min, currency) : undefined;
  const max = input.max?.trim() ? parseAmount(input.max, currency) : undefined;
  if (input.fromVariable && (min === undefined || max === undefined))
    return { ok: false, problem: 'boundsMissing' };
  if (min !== undefined && minor < min) return { ok: false, problem: 'belowMinimum' };
  if (max !== undefined && minor > max) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, minor, currency };
}

/** Whether an input's text takes a variable (`{{precio}}`): then the amount needs bounds. */
export function usesVariable(text: string | undefined): boolean {
  return typeof text === 'string' && /\{\{[^}]+\}\}/.test(text);
}
