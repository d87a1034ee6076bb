import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_POWERS,
  type DesignPower,
  isDesignPower,
  MAX_DESIGN_LINK_LENGTH,
  parseDesignImage,
  parseDesignLink,
} from './designPowers';

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const word = (alphabet: string, maxLength = 30) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: 1, maxLength });
/** A query or fragment a share link may carry: printable, without `#` in the query. */
const query = fc.option(
  word(`${ALNUM}=&_-.%`, 40).map((text) => `?${text}`),
  { nil: '' },
);
const fragment = fc.option(
  word(`${ALNUM}=&_-.%?`, 20).map((text) => `#${text}`),
  { nil: '' },
);

/** Every Figma share link of the documented shapes. */
const figmaLink = fc
  .record({
    host: fc.constantFrom('www.figma.com', 'figma.com', 'WWW.Figma.com'),
    kind: fc.constantFrom('file', 'design', 'proto'),
    key: word(ALNUM, 40),
    name: fc.option(
      word(`${ALNUM}-_`, 30).map((text) => `/${text}`),
      { nil: '' },
    ),
    query,
    fragment,
  })
  .map(({ host, kind, key, name, query, fragment }) => ({
    link: `https://${host}/${kind}/${key}${name}${query}${fragment}`,
    expected: `https://${host.toLowerCase()}/${kind}/${key}${name}${query}${fragment}`,
  }));

/** Every Canva view-only link of the documented shapes. */
const canvaLink = fc
  .record({
    host: fc.constantFrom('www.canva.com', 'canva.com'),
    id: word(`${ALNUM}_-`, 20),
    token: fc.option(
      word(`${ALNUM}_-`, 30).map((text) => `/${text}`),
      { nil: '' },
    ),
    slash: fc.constantFrom('', '/'),
    query,
    fragment,
  })
  .map(({ host, id, token, slash, query, fragment }) => {
    const link = `https://${host}/design/${id}${token}/view${slash}${query}${fragment}`;
    return { link, expected: link };
  });

describe('parseDesignLink', () => {
  it('never throws, whatever it is given, and gives back only an https link of the service', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DESIGN_POWERS), fc.anything(), (power, value) => {
        const link = parseDesignLink(power, value);
        if (link !== undefined) expect(link).toMatch(new RegExp(`^https://(www\\.)?${power}\\.com/`));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...DESIGN_POWERS), fc.string({ maxLength: 300 }), (power, text) => {
        const link = parseDesignLink(power, text);
        // What it accepts it accepts again unchanged.
        if (link !== undefined) expect(parseDesignLink(power, link)).toBe(link);
      }),
    );
  });

  it('accepts every documented shape of each service, trimmed, host in lower case', () => {
    fc.assert(
      fc.property(figmaLink, fc.constantFrom('', ' ', '\n '), ({ link, expected }, pad) => {
        expect(parseDesignLink('figma', `${pad}${link}${pad}`)).toBe(expected);
        expect(parseDesignLink('canva', link)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(canvaLink, ({ link, expected }) => {
        expect(parseDesignLink('canva', link)).toBe(expected);
        expect(parseDesignLink('figma', link)).toBeUndefined();
      }),
    );
  });

  it('refuses a link once any documented part of it is wrong', () => {
    const spoil = (link: string) =>
      fc.constantFrom(
        link.replace('https://', 'http://'),
        link.replace('https://', 'https://user@'),
        link.replace(/\.com\//, '.com:8443/'),
        link.replace(/\.com\//, '.com.evil.test/'),
        link.replace(/\.com\//, '.co/'),
        `${link.slice(0, 12)} ${link.slice(12)}`,
        `${link}\u00e9`,
        `javascript:${link}`,
      );
    fc.assert(
      fc.property(
        figmaLink.chain(({ link }) => spoil(link)),
        (bad) => {
          expect(parseDesignLink('figma', bad)).toBeUndefined();
        },
      ),
    );
    fc.assert(
      fc.property(
        canvaLink.chain(({ link }) => spoil(link)),
        (bad) => {
          expect(parseDesignLink('canva', bad)).toBeUndefined();
        },
      ),
    );
  });

  it('wants the design itself: a key for Figma, the view-only link for Canva', () => {
    const refused: [DesignPower, string][] = [
      ['figma', 'https://www.figma.com/'],
      ['figma', 'https://www.figma.com/file/'],
      ['figma', 'https://www.figma.com/board/abc123/Pizarra'],
      ['figma', 'https://www.figma.com/community/file/123'],
      ['figma', 'https://www.figma.com/file/ab-c/Nombre'],
      ['canva', 'https://www.canva.com/design/DAF123/edit'],
      ['canva', 'https://www.canva.com/design/DAF123/abc/def/view'],
      ['canva', 'https://www.canva.com/design/view'],
      ['canva', 'https://canva.link/abc123'],
      ['canva', 'https://www.canva.com/design/DAF 123/view'],
    ];
    for (const [power, link] of refused) expect(parseDesignLink(power, link), link).toBeUndefined();
    expect(parseDesignLink('figma', 'https://www.figma.com/design/Ab12Cd/Tienda?node-id=0-1&t=x')).toBe(
      'https://www.figma.com/design/Ab12Cd/Tienda?node-id=0-1&t=x',
    );
    expect(
      parseDesignLink('canva', 'https://www.canva.com/design/DAF_1-a/Tok-en_2/view?utm_source=share'),
    ).toBe('https://www.canva.com/design/DAF_1-a/Tok-en_2/view?utm_source=share');
  });

  it('refuses a link past the longest one kept', () => {
    const long = `https://www.figma.com/file/abc/${'x'.repeat(MAX_DESIGN_LINK_LENGTH)}`;
    expect(parseDesignLink('figma', long)).toBeUndefined();
  });
});

describe('parseDesignImage', () => {
  it('keeps only https addresses with a plain host', () => {
    expect(parseDesignImage('https://s3-alpha.figma.com/thumbnails/a.png?x=1')).toBe(
      'https://s3-alpha.figma.com/thumbnails/a.png?x=1',
    );
    expect(parseDesignImage(' HTTPS://Media.Canva.com/a.jpg ')).toBe('https://media.canva.com/a.jpg');
    for (const bad of [
      'http://s3-alpha.figma.com/a.png',
      'https://user@evil.test/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//evil.test/a.png',
      'https://evil.test/a b.png',
      '',
      42,
    ]) {
      expect(parseDesignImage(bad), String(bad)).toBeUndefined();
    }
  });

  it('never throws and never gives back anything but https', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const image = parseDesignImage(value);
        if (image !== undefined) expect(image.startsWith('https://')).toBe(true);
      }),
    );
  });
});

describe('isDesignPower', () => {
  it('names Figma and Canva only', () => {
    expect(DESIGN_POWERS.filter(isDesignPower)).toEqual(['figma', 'canva']);
    expect(['notion', 'slack', 'instagram', undefined, 3].some(isDesignPower)).toBe(false);
  });
});
