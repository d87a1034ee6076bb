import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnboundBox, openSecret, sealSecret } from './secretBox';

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

describe('secretBox bound to a context', () => {
  const context = JSON.stringify(['node-secret', 'owner-a', 'bot-a', 'node-1', 'header:authorization']);

  it('opens only with the very same context', () => {
    const sealed = sealSecret(key, 'Bearer sk-live-1234', context);
    expect(sealed).toMatch(/^v2\./);
    expect(openSecret(key, sealed, context)).toBe('Bearer sk-live-1234');
    for (const other of [
      JSON.stringify(['node-secret', 'owner-b', 'bot-a', 'node-1', 'header:authorization']),
      JSON.stringify(['node-secret', 'owner-a', 'bot-b', 'node-1', 'header:authorization']),
      JSON.stringify(['node-secret', 'owner-a', 'bot-a', 'node-2', 'header:authorization']),
      JSON.stringify(['node-secret', 'owner-a', 'bot-a', 'node-1', 'header:x-api-key']),
    ]) {
      expect(openSecret(key, sealed, other)).toBeNull();
    }
    expect(openSecret(key, sealed)).toBeNull();
  });

  it('keeps opening unbound (v1) boxes without a context, and never with one', () => {
    const unbound = sealSecret(key, 'credenciales de WhatsApp');
    expect(unbound).toMatch(/^v1\./);
    expect(isUnboundBox(unbound)).toBe(true);
    expect(openSecret(key, unbound)).toBe('credenciales de WhatsApp');
    expect(openSecret(key, unbound, context)).toBeNull();
  });
});
