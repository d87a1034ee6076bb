/**
 * Whether `text` holds a web address, also when its dots are disguised: spaced out (`evil . com`),
 * look-alikes (`evil。com`, `evil．com`, `ｅｖｉｌ．ｃｏｍ`), bracketed (`evil[.]com`, `evil(.)com`,
 * `evil{.}com`) or spelled out (`evil dot com`, `evil [dot] com`, `evil punto com`).
 * @example looksLikeWebAddress('Ana García') // false
 * @example looksLikeWebAddress('evil [.] com') // true
 */
export function looksLikeWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(revealHiddenDots(text));
}

/**
 * `text` with every disguised dot written as a plain `.` and no spaces around dots, after NFKC
 * (full-width letters and dots become ASCII), so contact data can be checked for what it says.
 * @example revealHiddenDots('evil [dot] com') // 'evil.com'
 */
export function revealHiddenDots(text: string): string {
  return text
    .normalize('NFKC')
    .replace(DOT_LOOK_ALIKES, '.')
    .replace(SPELLED_DOT, '.')
    .replace(/\s*\.\s*/g, '.');
}

const TOP_LEVEL_DOMAINS = [
  'com',
  'net',
  'org',
  'io',
  'es',
  'dev',
  'app',
  'me',
  'info',
  'co',
  'xyz',
  'ly',
  'ai',
  'gg',
  'tv',
  'cc',
  'biz',
  'shop',
  'store',
  'site',
  'online',
  'top',
  'link',
  'live',
  'club',
  'ru',
  'mx',
  'ar',
  'br',
  'uk',
  'edu',
  'gov',
];
const WEB_ADDRESS = new RegExp(
  `(h(?:tt|xx)ps?://|www\\.)|\\b[a-z0-9-]+\\.(${TOP_LEVEL_DOMAINS.join('|')})\\b`,
  'i',
);
/** Dot-shaped characters NFKC leaves alone: the ideographic full stop and the one-dot leader's kin. */
const DOT_LOOK_ALIKES = /[\u3002\uFF61\uFF0E\u2024\u2027\uFE52]/g;
const DOT_WORD = '(?:\\.|dot|punto)';
/** `[.]`, `(dot)`, `{punto}`, `<.>`, ` dot `, `-dot-`, `_dot_` and the like. */
const SPELLED_DOT = new RegExp(
  `\\s*(?:\\[\\s*${DOT_WORD}\\s*\\]|\\(\\s*${DOT_WORD}\\s*\\)|\\{\\s*${DOT_WORD}\\s*\\}|<\\s*${DOT_WORD}\\s*>|(?<=\\S)\\s+(?:dot|punto)\\s+(?=\\S)|[-_](?:dot|punto)[-_])\\s*`,
  'gi',
);
