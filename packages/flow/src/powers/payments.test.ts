import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkChargeAmount,
  formatMinorUnits,
  formatMoney,
  PAYMENT_CURRENCY_CODES,
  parseAmount,
  usesVariable,
} from './payments';

describe('parseAmount', () => {
  it('reads amounts as people write them, in minor units', () => {
    expect(parseAmount('25', 'EUR')).toBe(2500);
    expect(parseAmount('25,50', 'EUR')).toBe(2550);
    expect(parseAmount('25.5', 'USD')).toBe(2550);
    expect(parseAmount('1.250,00 €', 'EUR')).toBe(125_000);
    expect(parseAmount('$1,250.00', 'USD')).toBe(125_000);
    expect(parseAmount('1.250', 'EUR')).toBe(125_000);
    expect(parseAmount('125.000', 'CLP')).toBe(125_000);
    expect(parseAmount('EUR 25', 'EUR')).toBe(2500);
    expect(parseAmount('12 000', 'CLP')).toBe(12_000);
  });

  it('refuses what is not a positive amount with the currency’s decimals', () => {
    for (const text of ['', 'veinte', '-5', '0', '0,00', '12,345,67.1', '1e3', '25,5055', '10.5.5']) {
      expect(parseAmount(text, 'EUR'), text).toBeUndefined();
    }
    expect(parseAmount('10,5', 'CLP')).toBeUndefined();
    expect(parseAmount('1000001', 'EUR')).toBeUndefined();
  });

  it('reads back every amount it formats (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_CURRENCY_CODES),
        fc.integer({ min: 1, max: 1_000_000 }),
        (currency, minor) => {
          expect(parseAmount(formatMinorUnits(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});

describe('formatMinorUnits and formatMoney', () => {
  it('writes minor units as the providers and the visitors read them', () => {
    expect(formatMinorUnits(2550, 'EUR')).toBe('25.50');
    expect(formatMinorUnits(5, 'USD')).toBe('0.05');
    expect(formatMinorUnits(1250, 'CLP')).toBe('1250');
    expect(formatMoney(2550, 'EUR', 'es').replace(/\s/g, ' ')).toBe('25,50 €');
    expect(formatMoney(2550, 'USD', 'en')).toBe('$25.50');
  });
});

describe('checkChargeAmount', () => {
  it('charges a fixed amount, and a typed one only within the owner’s bounds', () => {
    expect(checkChargeAmount({ amount: '30', currency: 'EUR', fromVariable: false })).toEqual({
      ok: true,
      minor: 3000,
      currency: 'EUR',
    });
    expect(checkChargeAmount({ amount: '30', currency: 'EUR', fromVariable: true })).toEqual({
      ok: false,
      problem: 'boundsMissing',
    });
    const bounded = { currency: 'EUR', fromVariable: true, min: '10', max: '50' };
    expect(checkChargeAmount({ ...bounded, amount: '30' })).toMatchObject({ ok: true, minor: 3000 });
    expect(checkChargeAmount({ ...bounded, amount: '5' })).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(checkChargeAmount({ ...bounded, amount: '500' })).toEqual({ ok: false, problem: 'aboveMaximum' });
    expect(checkChargeAmount({ ...bounded, amount: 'mucho' })).toEqual({
      ok: false,
      problem: 'amountInvalid',
    });
    expect(checkChargeAmount({ ...bounded, currency: 'BTC', amount: '1' })).toEqual({
      ok: false,
      problem: 'currencyInvalid',
    });
  });

  it('never charges more than the maximum, whatever a visitor typed (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const checked = checkChargeAmount({
          amount: typed,
          currency: 'EUR',
          fromVariable: true,
          min: '1',
          max: '50',
        });
        if (checked.ok) expect(checked.minor).toBeGreaterThanOrEqual(100);
        if (checked.ok) expect(checked.minor).toBeLessThanOrEqual(5000);
      }),
    );
  });

  it('tells an amount written with a variable', () => {
    expect(usesVariable('{{total}}')).toBe(true);
    expect(usesVariable('25')).toBe(false);
    expect(usesVariable(undefined)).toBe(false);
  });
});
