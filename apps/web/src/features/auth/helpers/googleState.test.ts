import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeGoogleState, encodeGoogleState, GOOGLE_STATE_MAX_LENGTH } from './googleState';

describe('encodeGoogleState', () => {
  it('is base64 of the JSON of isRegister and email', () => {
    const encoded = encodeGoogleState({ isRegister: true, email: 'ana@plubot.com' });
    expect(JSON.parse(atob(encoded))).toEqual({ isRegister: true, email: 'ana@plubot.com' });
  });

  it('round-trips any e-mail text and a safe redirect', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (isRegister, email) => {
        const state = { isRegister, email, redirect: '/tower?tab=logros' };
        expect(decodeGoogleState(encodeGoogleState(state))).toEqual(state);
      }),
    );
  });

  it('leaves out a redirect to another site', () => {
    const decoded = decodeGoogleState(
      encodeGoogleState({ isRegister: false, email: '', redirect: '//evil.com' }),
    );
    expect(decoded).toEqual({ isRegister: false, email: '' });
  });

  it('leaves out a redirect that would make the state too long for the server', () => {
    const email = `${'a'.repeat(500)}@b.co`;
    const encoded = encodeGoogleState({ isRegister: false, email, redirect: `/tower?q=${'x'.repeat(990)}` });
    expect(encoded.length).toBeLessThanOrEqual(GOOGLE_STATE_MAX_LENGTH);
    expect(decodeGoogleState(encoded)).toEqual({ isRegister: false, email });
  });
});

describe('decodeGoogleState', () => {
  it.each([null, '', 'not base64!', btoa('not json'), btoa('"text"'), btoa('null')])(
    'gives null for %j',
    (value) => {
      expect(decodeGoogleState(value)).toBeNull();
    },
  );

  it('drops an unsafe redirect someone put in by hand', () => {
    const state = btoa(JSON.stringify({ isRegister: false, email: 'a@b.co', redirect: 'https://evil.com' }));
    expect(decodeGoogleState(state)).toEqual({ isRegister: false, email: 'a@b.co' });
  });
});
