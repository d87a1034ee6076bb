import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_CURRENCIES } from '@plubot/flow';
import { inputOf } from './inputOf';
import { type ActionFailure, refuseAtOnce } from './readServiceAnswer';
import type { AwaitRequest, ConnectionCheck } from './serviceConnector';

/**
 * What the payment connectors (Stripe, Mercado Pago, PayPal: 'Cobrar', issue #32) share: the
 * checked charge of a request, how long its checkout stays open, money between minor units and the
 * providers' decimals, signature comparisons, and failures without any secret.
 */

/** The charge a 'Cobrar' asks for, as the engine checked it. */
export interface CheckoutCharge {
  minor: number;
  currency: string;
  description: string;
}

/**
 * The request's charge — a positive whole number of minor units, a three-letter currency and a
 * description — or why the checkout cannot be made (the engine always sends one; a missing one
 * is a bug, not worth retrying).
 */
export function readCharge(request: AwaitRequest): { ok: true; charge: CheckoutCharge } | ActionFailure {
  const charge = request.charge;
  if (!charge || !Number.isSafeInteger(charge.minor) || charge.minor <= 0)
    return refuseAtOnce('inputMissing', { input: 'amount' });
  if (!/^[A-Z]{3}$/.test(charge.currency)) return refuseAtOnce('inputMissing', { input: 'currency' });
  const description = charge.description.trim();
  if (description === '') return refuseAtOnce('inputMissing', { input: 'description' });
  return { ok: true, charge: { minor: charge.minor, currency: charge.currency, description } };
}

/** How long a checkout waits when the node does not say (the action's default `waitMinutes`). */
const DEFAULT_WAIT_MINUTES = 60;

/** How long the conversation waits for the payment (the node's `waitMinutes`; 60 when unset or unreadable). */
export function waitMinutesOf(request: AwaitRequest): number {
  const minutes = Number(inputOf(request, 'waitMinutes'));
  return Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_WAIT_MINUTES;
}

/** The decimals a currency is counted in (two for one 'Cobrar' does not list). */
export function decimalsOf(currency: string): number {
  return Object.hasOwn(PAYMENT_CURRENCIES, currency)
    ? PAYMENT_CURRENCIES[currency as keyof typeof PAYMENT_CURRENCIES]
    : 2;
}

/**
 * A provider's decimal amount (`25.5`, `'25.50'`, `1250`) in minor units of `currency`, or
 * `undefined` when it is not a non-negative number.
 * @example toMinorUnits('25.50', 'EUR') // 2550
 */
export function toMinorUnits(amount: unknown, currency: string): number | undefined {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 10 ** decimalsOf(currency));
}

/** Minor units as the decimal number a provider takes in JSON (`2550` EUR → `25.5`, CLP `1250` → `1250`). */
export function toDecimalAmount(minor: number, currency: string): number {
  return minor / 10 ** decimalsOf(currency);
}

/** The hex HMAC-SHA256 of `text` under `key`. */
export function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Whether two hex signatures are the same, compared in constant time (case-insensitive). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A `k=v,k=v` signature header (Stripe's `Stripe-Signature`, Mercado Pago's `x-signature`) as its
 * values by key (a key may repeat: Stripe sends one `v1` per active secret).
 */
export function readSignatureHeader(header: string | undefined): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    values.set(key, [...(values.get(key) ?? []), part.slice(at + 1).trim()]);
  }
  return values;
}

/** A failure without any of `secrets` (a key, a token, an account's other secret), should a provider echo one. */
export function withoutSecrets<F extends ActionFailure>(
  failure: F,
  secrets: readonly (string | undefined)[],
): F {
  let error = failure.error;
  for (const secret of secrets) if (secret && secret.length >= 8) error = error.split(secret).join('••••');
  return { ...failure, error };
}

/** A failed call of `prepare` as the refusal the owner reads: refused (401/403) or the service not answering. */
export function toSetupFailure(failure: ActionFailure): Extract<ConnectionCheck, { ok: false }> {
  return { ok: false, kind: failure.refused ? 'refused' : 'unreachable', reason: failure.error };
}

/** A text cut to `max` characters (providers cap a product's name and a description). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A record of a JSON value, or `undefined` for anything else. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A JSON body parsed as an object, or `undefined` when it is not one. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** A value as a non-empty text (numbers too: Mercado Pago's ids are numbers), or `undefined`. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
