import { isValidEmail } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { isValidPhone, parseNumberReply, validateReply } from './validateReply';

describe('validateReply', () => {
  it('accepts any non-blank text, trimmed', () => {
    expect(validateReply('text', '  Ana ')).toEqual({ ok: true, value: 'Ana' });
    expect(validateReply('text', '   ')).toEqual({ ok: false, error: 'Por favor escribe una respuesta.' });
  });

  it('checks e-mails with the app rule', () => {
    expect(validateReply('email', ' ana@plubot.com ')).toEqual({ ok: true, value: 'ana@plubot.com' });
    expect(validateReply('email', 'ana@plubot')).toEqual({
      ok: false,
      error: 'Por favor ingresa un email válido.',
    });
    for (const bad of [
      '@plubot.com',
      'a b@x.com',
      'a@@x.com',
      'a@x.c',
      'a@x.c0m',
      'a@-x.com',
      `${'a'.repeat(65)}@x.com`,
    ])
      expect(isValidEmail(bad), bad).toBe(false);
    for (const good of ['a@x.co', 'ana.maria+bot@sub.dominio.com.ar', `${'a'.repeat(64)}@x.com`])
      expect(isValidEmail(good), good).toBe(true);
  });

  it('checks phones: 7 to 15 digits with +, spaces, dashes and parentheses', () => {
    expect(validateReply('phone', '+54 (11) 5555-1234')).toEqual({ ok: true, value: '+54 (11) 5555-1234' });
    expect(validateReply('phone', '12345')).toEqual({
      ok: false,
      error: 'Por favor ingresa un número de teléfono válido.',
    });
    expect(isValidPhone('1234567')).toBe(true);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('555-abc-1234')).toBe(false);
    expect(isValidPhone('55+5551234')).toBe(false);
  });

  it('stores numbers as numbers, accepting a comma decimal mark', () => {
    expect(validateReply('number', '3,5')).toEqual({ ok: true, value: 3.5 });
    expect(validateReply('number', '-42')).toEqual({ ok: true, value: -42 });
    expect(validateReply('number', 'doce')).toEqual({
      ok: false,
      error: 'Por favor ingresa un número válido.',
    });
  });

  it('parses only finite plain numbers', () => {
    expect(parseNumberReply('1e3')).toBe(1000);
    expect(parseNumberReply('.5')).toBe(0.5);
    expect(Object.is(parseNumberReply('-0'), 0)).toBe(true);
    for (const bad of ['Infinity', 'NaN', '0x10', '1,2,3', '1e999', '', '1 000'])
      expect(parseNumberReply(bad), bad).toBeUndefined();
  });
});
