import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeWebAddress, revealHiddenDots } from './looksLikeWebAddress';

const DISGUISED_DOTS = [
  '.',
  ' . ',
  '. ',
  '。',
  ' 。 ',
  '．',
  '｡',
  '[.]',
  ' [.] ',
  '(.)',
  '{.}',
  '<.>',
  ' dot ',
  '[dot]',
  ' (dot) ',
  '-dot-',
  '_DOT_',
  ' punto ',
  '[punto]',
];

describe('looksLikeWebAddress', () => {
  it.each([
    'evil . com',
    'evil。com',
    'evil[.]com',
    'evil(.)com',
    'evil dot com',
    'ｅｖｉｌ．ｃｏｍ',
    'visita tienda [punto] es',
    'https://spam.io',
    'hxxps://spam',
    'www.spam',
    'bit.ly',
  ])('sees %j', (text) => {
    expect(looksLikeWebAddress(text)).toBe(true);
  });

  it.each(['Ana García', 'Estrella del Sur 42', 'Polka Dot', 'El Punto', 'Comando', 'J. García', 'A.J.'])(
    'lets %j through',
    (text) => {
      expect(looksLikeWebAddress(text)).toBe(false);
    },
  );

  it('sees a domain whatever dot disguises it', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    const tld = fc.constantFrom('com', 'net', 'org', 'io', 'es', 'dev', 'app', 'co', 'xyz');
    fc.assert(
      fc.property(label, fc.constantFrom(...DISGUISED_DOTS), tld, (name, dot, end) => {
        expect(looksLikeWebAddress(`${name}${dot}${end}`)).toBe(true);
        expect(looksLikeWebAddress(`Visita ${name}${dot}${end.toUpperCase()} ya`)).toBe(true);
      }),
    );
  });
});

describe('revealHiddenDots', () => {
  it('writes every disguised dot as a plain one', () => {
    expect(revealHiddenDots('evil [dot] com')).toBe('evil.com');
    expect(revealHiddenDots('ana @ correo 。 es')).toBe('ana @ correo.es');
  });
});
