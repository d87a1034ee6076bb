import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secretBox';

const key = randomBytes(32).toString('hex');

describe('secretBox', () => {
  it('round-trips any text and never stores it in clear', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (text) => {
        const sealed = sealSecret(key, text);
        expect(openSecret(key, sealed)).toBe(text);
        expect(sealed).not.toContain(text);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a wrong key and a tampered box', () => {
    const sealed = sealSecret(key, 'token secreto');
    expect(openSecret(randomBytes(32).toString('hex'), sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('otra cosa').toString('base64url');
    expect(openSecret(key, parts.join('.'))).toBeNull();
    expect(openSecret(key, 'basura')).toBeNull();
  });
});
