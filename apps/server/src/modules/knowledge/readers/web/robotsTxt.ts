export interface RobotsRule {
  allow: boolean;
  pattern: string;
}

export interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
}

/** A parsed robots.txt: its groups of rules per user agent (RFC 9309) and its sitemaps. */
export interface RobotsTxt {
  groups: RobotsGroup[];
  sitemaps: string[];
}

/** robots.txt that allows everything (a 4xx answer, or no file). */
export const ALLOW_ALL: RobotsTxt = { groups: [], sitemaps: [] };

/**
 * robots.txt as groups: consecutive `User-agent` lines open a group, the `Allow` and `Disallow`
 * lines after them are its rules (an empty `Disallow` is none), comments and unknown lines are
 * ignored, `Sitemap` lines are collected.
 * @example parseRobotsTxt('User-agent: *\nDisallow: /admin').groups // [{ agents: ['*'], rules: [{ allow: false, pattern: '/admin' }] }]
 */
export function parseRobotsTxt(text: string): RobotsTxt {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let group: RobotsGroup | null = null;
  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!group || group.rules.length > 0) {
        group = { agents: [], rules: [] };
        groups.push(group);
      }
      group.agents.push(value.toLowerCase());
    } else if ((key === 'allow' || key === 'disallow') && group) {
      if (value) group.rules.push({ allow: key === 'allow', pattern: normalizePath(value) });
    } else if (key === 'sitemap' && value) {
      sitemaps.push(value);
    }
  }
  return { groups, sitemaps };
}

/**
 * Whether robots.txt lets `userAgent` fetch `pathAndQuery`: the groups naming its product token
 * (case-insensitive, merged), else the `*` groups; of the rules matching the path (`*` any
 * characters, a final `$` the end), the longest wins, and Allow wins a tie. /robots.txt itself is
 * always allowed.
 * @example isAllowedByRobots(parseRobotsTxt('User-agent: *\nDisallow: /\nAllow: /faq$'), 'Plubot', '/faq') // true
 */
export function isAllowedByRobots(robots: RobotsTxt, userAgent: string, pathAndQuery: string): boolean {
  const path = normalizePath(pathAndQuery || '/');
  if (path === '/robots.txt') return true;
  const token = userAgent.toLowerCase().split('/')[0]!.trim();
  const named = robots.groups.filter((group) =>
    group.agents.some((agent) => agent.split('/')[0]!.trim() === token),
  );
  const groups = named.length > 0 ? named : robots.groups.filter((group) => group.agents.includes('*'));
  let best: RobotsRule | null = null;
  for (const rule of groups.flatMap((group) => group.rules)) {
    if (!matchesPattern(rule.pattern, path)) continue;
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    ) {
      best = rule;
    }
  }
  return best?.allow ?? true;
}

function matchesPattern(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}${anchored ? '$' : ''}`, 's').test(path);
}

/**
 * A path as robots.txt rules and URLs are compared: characters outside printable ASCII
 * percent-encoded as UTF-8, escapes in upper case, so `/señal` and `/se%c3%b1al` are the same.
 */
export function normalizePath(path: string): string {
  return path
    .replace(/[^\x21-\x7E]/gu, (char) =>
      char.length === 1 && /[\uD800-\uDFFF]/.test(char) ? '' : encodeURIComponent(char),
    )
    .replace(/%[0-9a-f]{2}/gi, (encoded) => encoded.toUpperCase());
}
