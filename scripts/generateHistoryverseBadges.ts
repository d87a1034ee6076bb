/**
 * Draws the Historyverse badge of every character (`HISTORYVERSE_CHARACTERS` of @plubot/contracts)
 * as an SVG made for this project: a medal with a gradient rim in the character's colours, a star
 * field, an emblem of what they gave to computing (a gear for Ada Lovelace's Analytical Engine, a
 * tape for Alan Turing's machine …) and their initials. No portrait or third-party artwork is used.
 * Also draws `locked.svg`, the silhouette shown in place of a character not unlocked yet. The output
 * is deterministic, so the files can be committed and regenerated.
 *
 *   npx tsx scripts/generateHistoryverseBadges.ts
 *
 * Writes apps/web/public/historyverse/{id}.svg and locked.svg.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  HISTORYVERSE_CHARACTERS,
  type HistoryverseCharacterId,
} from '../packages/contracts/src/gamification';

const OUTPUT_DIR = fileURLToPath(new URL('../apps/web/public/historyverse/', import.meta.url));
const SIZE = 256;
const CENTER = SIZE / 2;
const INK = '#f8fafc';

interface BadgeDesign {
  initials: string;
  colors: readonly [string, string];
  emblem: string;
}

const stroke = (width = 6) =>
  `fill="none" stroke="${INK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** A gear of `teeth` teeth around the centre, as one path. */
function gear(teeth: number, outer: number, inner: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / (teeth * 4);
  for (let index = 0; index < teeth * 4; index += 1) {
    const radius = index % 4 < 2 ? outer : inner;
    const angle = index * step - Math.PI / 2;
    points.push(
      `${(CENTER + radius * Math.cos(angle)).toFixed(1)},${(CENTER - 8 + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(' ')}" ${stroke(5)}/><circle cx="${CENTER}" cy="${CENTER - 8}" r="${inner / 2.4}" ${stroke(5)}/>`;
}

const DESIGNS: Record<HistoryverseCharacterId, BadgeDesign> = {
  'ada-lovelace': { initials: 'AL', colors: ['#7c3aed', '#db2777'], emblem: gear(10, 46, 36) },
  'alan-turing': {
    initials: 'AT',
    colors: ['#2563eb', '#0d9488'],
    emblem: `${[0, 1, 2, 3, 4]
      .map((cell) => `<rect x="${68 + cell * 24}" y="112" width="24" height="28" ${stroke(4)}/>`)
      .join(
        '',
      )}<text x="104" y="132" font-size="16" fill="${INK}" text-anchor="middle" font-family="monospace">1</text><text x="128" y="132" font-size="16" fill="${INK}" text-anchor="middle" font-family="monospace">0</text><text x="152" y="132" font-size="16" fill="${INK}" text-anchor="middle" font-family="monospace">1</text><path d="M128 78 L142 100 L114 100 Z" ${stroke(4)}/>`,
  },
  'grace-hopper': {
    initials: 'GH',
    colors: ['#0f766e', '#2563eb'],
    emblem: `<ellipse cx="${CENTER}" cy="118" rx="8" ry="28" ${stroke(5)}/><ellipse cx="100" cy="104" rx="22" ry="14" transform="rotate(-25 100 104)" ${stroke(4)}/><ellipse cx="156" cy="104" rx="22" ry="14" transform="rotate(25 156 104)" ${stroke(4)}/><ellipse cx="104" cy="134" rx="16" ry="10" transform="rotate(20 104 134)" ${stroke(4)}/><ellipse cx="152" cy="134" rx="16" ry="10" transform="rotate(-20 152 134)" ${stroke(4)}/><path d="M122 90 L112 74 M134 90 L144 74" ${stroke(4)}/>`,
  },
  'hedy-lamarr': {
    initials: 'HL',
    colors: ['#be123c', '#f59e0b'],
    emblem: `<path d="M66 132 H86 V96 H106 V140 H126 V84 H146 V124 H166 V104 H190" ${stroke(5)}/><path d="M78 156 Q128 172 178 156" ${stroke(3)}/>`,
  },
  'joseph-weizenbaum': {
    initials: 'JW',
    colors: ['#0891b2', '#6366f1'],
    emblem: `<path d="M70 84 H150 Q158 84 158 92 V118 Q158 126 150 126 H96 L80 140 V126 H70 Q62 126 62 118 V92 Q62 84 70 84 Z" ${stroke(4)}/><path d="M186 108 H124 Q116 108 116 116 V140 Q116 148 124 148 H166 L182 160 V148 H186 Q194 148 194 140 V116 Q194 108 186 108 Z" ${stroke(4)}/><circle cx="140" cy="128" r="3" fill="${INK}"/><circle cx="155" cy="128" r="3" fill="${INK}"/><circle cx="170" cy="128" r="3" fill="${INK}"/>`,
  },
  'margaret-hamilton': {
    initials: 'MH',
    colors: ['#1e3a8a', '#9333ea'],
    emblem: `<path d="M150 72 A40 40 0 1 0 170 138 A32 32 0 1 1 150 72 Z" ${stroke(4)}/><path d="M70 168 L82 140 H106 L118 168 M78 150 H110 M86 140 V130 H102 V140" ${stroke(4)}/>`,
  },
  'claude-shannon': {
    initials: 'CS',
    colors: ['#15803d', '#0ea5e9'],
    emblem: `<path d="M62 118 Q78 86 94 118 T126 118 T158 118 T190 118" ${stroke(5)}/><text x="${CENTER}" y="158" font-size="20" fill="${INK}" text-anchor="middle" font-family="monospace" letter-spacing="6">0 1 1 0</text>`,
  },
  'katherine-johnson': {
    initials: 'KJ',
    colors: ['#b45309', '#7c3aed'],
    emblem: `<circle cx="${CENTER}" cy="118" r="20" ${stroke(5)}/><ellipse cx="${CENTER}" cy="118" rx="62" ry="26" transform="rotate(-20 128 118)" ${stroke(4)}/><circle cx="184" cy="98" r="6" fill="${INK}"/>`,
  },
  'john-mccarthy': {
    initials: 'JM',
    colors: ['#4338ca', '#0d9488'],
    emblem: `<path d="M92 76 Q68 118 92 160 M164 76 Q188 118 164 160" ${stroke(6)}/><text x="${CENTER}" y="136" font-size="52" fill="${INK}" text-anchor="middle" font-family="serif">λ</text>`,
  },
  'karen-sparck-jones': {
    initials: 'KSJ',
    colors: ['#c2410c', '#be185d'],
    emblem: `<path d="M66 88 H140 M66 106 H124 M66 124 H112 M66 142 H104" ${stroke(4)}/><circle cx="150" cy="118" r="26" ${stroke(5)}/><path d="M169 137 L190 158" ${stroke(8)}/>`,
  },
  'tim-berners-lee': {
    initials: 'TBL',
    colors: ['#0369a1', '#16a34a'],
    emblem: `<circle cx="${CENTER}" cy="118" r="42" ${stroke(5)}/><ellipse cx="${CENTER}" cy="118" rx="18" ry="42" ${stroke(4)}/><path d="M86 118 H170 M92 98 H164 M92 138 H164" ${stroke(3)}/>`,
  },
};

/** A small deterministic pseudo-random generator (mulberry32), seeded from a text. */
function createRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stars inside the medal's inner disc, placed from the seed. */
function stars(seed: string): string {
  const random = createRandom(seed);
  const dots: string[] = [];
  while (dots.length < 26) {
    const x = 40 + random() * 176;
    const y = 40 + random() * 176;
    if (Math.hypot(x - CENTER, y - CENTER) > 86) continue;
    const radius = (0.6 + random() * 1.4).toFixed(1);
    const opacity = (0.35 + random() * 0.5).toFixed(2);
    dots.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius}" fill="#fff" opacity="${opacity}"/>`,
    );
  }
  return dots.join('');
}

/** The whole badge of one character. */
function drawBadge(id: HistoryverseCharacterId, design: BadgeDesign): string {
  const [from, to] = design.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
<defs>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="sky" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#1b1f4b"/><stop offset="1" stop-color="#05071a"/></radialGradient>
</defs>
<circle cx="${CENTER}" cy="${CENTER}" r="124" fill="url(#rim)"/>
<circle cx="${CENTER}" cy="${CENTER}" r="104" fill="url(#sky)"/>
<circle cx="${CENTER}" cy="${CENTER}" r="112" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="2 8"/>
${stars(id)}
${design.emblem}
<rect x="${CENTER - 40}" y="178" width="80" height="30" rx="15" fill="url(#rim)"/>
<text x="${CENTER}" y="199" font-size="18" font-weight="700" fill="#fff" text-anchor="middle" font-family="system-ui, sans-serif" letter-spacing="2">${design.initials}</text>
</svg>
`;
}

/** The silhouette of a character not unlocked yet: a bust behind a dim medal. */
function drawLocked(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
<circle cx="${CENTER}" cy="${CENTER}" r="124" fill="#1e2448"/>
<circle cx="${CENTER}" cy="${CENTER}" r="104" fill="#0b0e26"/>
<circle cx="${CENTER}" cy="${CENTER}" r="112" fill="none" stroke="#7480b0" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="2 8"/>
<circle cx="${CENTER}" cy="100" r="30" fill="#2b3366"/>
<path d="M72 196 Q72 140 128 140 Q184 140 184 196 Z" fill="#2b3366"/>
<text x="${CENTER}" y="112" font-size="34" font-weight="700" fill="#7480b0" text-anchor="middle" font-family="system-ui, sans-serif">?</text>
</svg>
`;
}

mkdirSync(OUTPUT_DIR, { recursive: true });
for (const { id } of HISTORYVERSE_CHARACTERS) {
  writeFileSync(`${OUTPUT_DIR}${id}.svg`, drawBadge(id, DESIGNS[id]));
}
writeFileSync(`${OUTPUT_DIR}locked.svg`, drawLocked());
console.log(`historyverse: ${HISTORYVERSE_CHARACTERS.length} badges and locked.svg written to ${OUTPUT_DIR}`);
