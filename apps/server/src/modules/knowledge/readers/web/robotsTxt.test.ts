import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedByRobots, normalizePath, parseRobotsTxt } from './robotsTxt';

const ROBOTS = `# Plubot's own rules win over the others
User-agent: Googlebot
User-agent: PLUBOT
Disallow: /privado
Allow: /privado/publico
Disallow: /*.pdf$
Disallow: /buscar?

User-agent: *
Disallow: /

Sitemap: https://mitienda.es/sitemap.xml
`;

describe('robots.txt', () => {
  const robots = parseRobotsTxt(ROBOTS);

  it.each([
    ['/', true],
    ['/privado', false],
    ['/privado/x', false],
    ['/privado/publico/y', true],
    ['/catalogo.pdf', false],
    ['/catalogo.pdf?v=2', true],
    ['/buscar?q=1', false],
    ['/buscar', true],
    ['/robots.txt', true],
  ])('for Plubot, %s is allowed: %s', (path, allowed) => {
    expect(isAllowedByRobots(robots, 'Plubot/1.0', path)).toBe(allowed);
  });

  it('falls back to the * group and collects sitemaps', () => {
    expect(isAllowedByRobots(robots, 'OtroBot', '/')).toBe(false);
    expect(robots.sitemaps).toEqual(['https://mitienda.es/sitemap.xml']);
    expect(isAllowedByRobots(parseRobotsTxt(''), 'Plubot', '/x')).toBe(true);
    expect(isAllowedByRobots(parseRobotsTxt('User-agent: *\nDisallow:\n'), 'Plubot', '/x')).toBe(true);
  });

  it('lets Allow win a tie and compares paths percent-encoded', () => {
    const tie = parseRobotsTxt('User-agent: *\nDisallow: /a\nAllow: /a\nDisallow: /señal');
    expect(isAllowedByRobots(tie, 'Plubot', '/a')).toBe(true);
    expect(isAllowedByRobots(tie, 'Plubot', new URL('https://x.es/señal/1').pathname)).toBe(false);
    expect(normalizePath('/se%c3%b1al')).toBe('/se%C3%B1al');
  });

  it('treats a rule without wildcards as a path prefix', () => {
    const segment = fc.stringMatching(/^[a-z0-9._~-]{1,6}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.array(segment, { maxLength: 3 }),
        (rule, rest) => {
          const prefix = `/${rule.join('/')}`;
          const robots = parseRobotsTxt(`User-agent: *\nDisallow: ${prefix}`);
          expect(isAllowedByRobots(robots, 'Plubot', `${prefix}${rest.map((s) => `/${s}`).join('')}`)).toBe(
            false,
          );
          expect(isAllowedByRobots(robots, 'Plubot', `/Otra${prefix}`)).toBe(true);
        },
      ),
    );
  });
});
