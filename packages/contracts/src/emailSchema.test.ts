import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth';
import { normalizeEmail } from './email';

describe('emailSchema', () => {
  it('trims and lower-cases before checking', () => {
    expect(emailSchema.parse('  Ana@Plubot.COM ')).toBe('ana@plubot.com');
    expect(normalizeEmail(' X@Y.ES')).toBe('x@y.es');
  });

  it('reports the i18n keys of the spec messages', () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('auth.invalidEmail');
    expect(emailSchema.safeParse('   ').error?.issues[0]?.message).toBe('auth.fillAllFields');
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe('auth.fillAllFields');
  });
});
