import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail';

describe('isValidEmail', () => {
  it.each(['ana@plubot.com', 'a.b+c@sub.domain.org', `${'a'.repeat(64)}@x.io`, 'x@domain.museum'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'plain',
    '@domain.com',
    'a@',
    'a@b',
    'a@b.c',
    'a@b.c1',
    'a b@c.com',
    'a@b@c.com',
    `${'a'.repeat(65)}@x.io`,
    `a@${'b'.repeat(250)}.com`,
    `a@b.${'c'.repeat(64)}`,
    'a@.com',
    'a@b..com',
    'a@-b.com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('never throws and only accepts strings with exactly one @ and a letter TLD', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const ok = isValidEmail(value);
        if (ok) {
          expect(value.split('@')).toHaveLength(2);
          expect(value).toMatch(/\.[a-z]{2,63}$/i);
        }
      }),
    );
  });

  it('accepts every address fast-check considers a plain web e-mail with a letter TLD', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const [local = '', domain = ''] = email.split('@');
        const tld = domain.split('.').pop() ?? '';
        fc.pre(/^[a-z]{2,63}$/i.test(tld) && domain.length <= 255 && !/[^a-z0-9.-]/i.test(domain));
        fc.pre(local.length <= 64);
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });
});
