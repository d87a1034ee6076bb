import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { communityProfileBodySchema, getDisplayNameProblem } from './community';

describe('getDisplayNameProblem', () => {
  it.each([
    ['Ana', null],
    ['  Jo  ', null],
    ['Estrella del Sur 42', null],
    ['A', 'community.displayNameTooShort'],
    ['   ', 'community.displayNameTooShort'],
    ['x'.repeat(31), 'community.displayNameTooLong'],
    ['ana@correo.com', 'community.displayNameEmail'],
    ['Escríbeme a ana@correo.es', 'community.displayNameEmail'],
    ['https://spam.io', 'community.displayNameUrl'],
    ['visita www.spam', 'community.displayNameUrl'],
    ['tienda.com', 'community.displayNameUrl'],
    ['evil . com', 'community.displayNameUrl'],
    ['evil。com', 'community.displayNameUrl'],
    ['evil[.]com', 'community.displayNameUrl'],
    ['evil (dot) com', 'community.displayNameUrl'],
    ['ana@correo . es', 'community.displayNameEmail'],
    ['Ana\u202Emoc.live', 'community.displayNameInvisible'],
    ['\u2066Ana\u2069', 'community.displayNameInvisible'],
    ['Ana\u200BRuiz', 'community.displayNameInvisible'],
  ])('%j → %s', (name, problem) => {
    expect(getDisplayNameProblem(name)).toBe(problem);
  });

  it('accepts any plain name of 2 to 30 characters once trimmed', () => {
    const plain = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñÑ0-9 _-]{2,30}$/).filter((s) => s.trim().length >= 2);
    fc.assert(
      fc.property(plain, (name) => {
        expect(getDisplayNameProblem(name)).toBeNull();
      }),
    );
  });

  it('refuses every e-mail address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 30);
        expect(getDisplayNameProblem(email)).toBe('community.displayNameEmail');
      }),
    );
  });
});

describe('communityProfileBodySchema', () => {
  it('needs a valid name to join, none to leave, and trims it', () => {
    expect(communityProfileBodySchema.parse({ displayName: '  Nova ', optIn: true })).toEqual({
      displayName: 'Nova',
      optIn: true,
    });
    expect(communityProfileBodySchema.parse({ optIn: false })).toEqual({ displayName: null, optIn: false });
    const missing = communityProfileBodySchema.safeParse({ optIn: true });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['displayName'],
      message: 'community.displayNameRequired',
    });
    const leavingWithBadName = communityProfileBodySchema.safeParse({ displayName: 'a@b.co', optIn: false });
    expect(leavingWithBadName.success).toBe(false);
  });
});
