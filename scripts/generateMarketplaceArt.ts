/**
 * Draws the card art of every marketplace power (the catalogue `POWERS` of @plubot/contracts) as an
 * SVG made for this project: a space scene coloured by the power's category, a star field, a
 * constellation and orbits drawn from a seed of the power's id, and the service's initials on a
 * planet. No service logo is used. The output is deterministic: running it twice writes the same
 * bytes, so the files can be committed and regenerated whenever the catalogue changes.
 *
 *   npx tsx scripts/generateMarketplaceArt.ts
 *
 * Writes apps/web/public/marketplace/{id}.svg.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { POWERS, type PowerCategory, type PowerDefinition } from '../packages/contracts/src/powers';

const OUTPUT_DIR = fileURLToPath(new URL('../apps/web/public/marketplace/', import.meta.url));
const WIDTH = 640;
const HEIGHT = 360;

/** Two colours per category: the gradient of the sky behind the planet. */
const CATEGORY_COLORS: Record<PowerCategory, readonly [string, string]> = {
  inteligencia: ['#6d28d9', '#c026d3'],
  productividad: ['#1d4ed8', '#06b6d4'],
  comunicacion: ['#0f766e', '#0ea5e9'],
  ecommerce: ['#c2410c', '#db2777'],
  pagos: ['#15803d', '#14b8a6'],
  reservas: ['#b45309', '#f59e0b'],
  analiticas: ['#4338ca', '#3b82f6'],
  marketing: ['#be185d', '#f43f5e'],
  desarrollo: ['#334155', '#6366f1'],
  crm: ['#0e7490', '#7c3aed'],
  finanzas: ['#047857', '#65a30d'],
  soporte: ['#0369a1', '#4f46e5'],
  encuestas: ['#a21caf', '#ea580c'],
  diseno: ['#e11d48', '#8b5cf6'],
};

/** A small deterministic pseudo-random generator (mulberry32), seeded from the power's id. */
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

/**
 * The two letters on the planet: the first two capitals of the name ("GitHub" → "GH",
 * "Google Sheets" → "GS"), else its first two letters ("Slack" → "Sl"). A note in brackets is not
 * part of the name ("Webhooks (Zapier, Make, n8n)" → "We").
 */
export function getPowerInitials(title: string): string {
  const name = title.replace(/\s*\(.*\)\s*$/, '');
  const capitals = name.match(/[A-Z]/g) ?? [];
  if (capitals.length >= 2) return `${capitals[0]}${capitals[1]}`;
  const letters = name.replace(/[^A-Za-z]/g, '');
  return `${letters.charAt(0).toUpperCase()}${letters.charAt(1).toLowerCase()}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

function drawStars(random: () => number): string {
  const stars: string[] = [];
  for (let index = 0; index < 70; index += 1) {
    const x = round(random() * WIDTH);
    const y = round(random() * HEIGHT);
    const r = round(0.4 + random() * 1.3);
    const opacity = round(0.35 + random() * 0.6);
    stars.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${opacity}"/>`);
  }
  return stars.join('');
}

/** A constellation of 5–7 stars in the left or right third, joined from left to right. */
function drawConstellation(random: () => number): string {
  const count = 5 + Math.floor(random() * 3);
  const left = random() < 0.5;
  const points = Array.from({ length: count }, () => ({
    x: round((left ? 40 : 430) + random() * 170),
    y: round(40 + random() * 280),
  })).sort((a, b) => a.x - b.x);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const dots = points
    .map((point) => `<circle cx="${point.x}" cy="${point.y}" r="2.6" fill="#ffffff" filter="url(#glow)"/>`)
    .join('');
  return `<path d="${path}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="1.2" stroke-dasharray="4 5"/>${dots}`;
}

/** Two or three tilted orbits around the planet, each with a moon. */
function drawOrbits(random: () => number, accent: string): string {
  const orbits: string[] = [];
  const count = 2 + Math.floor(random() * 2);
  for (let index = 0; index < count; index += 1) {
    const rx = 120 + index * 42 + round(random() * 18);
    const ry = round(rx * (0.26 + random() * 0.1));
    const tilt = round(-24 + random() * 48);
    const angle = random() * Math.PI * 2;
    const moonX = round(Math.cos(angle) * rx);
    const moonY = round(Math.sin(angle) * ry);
    orbits.push(
      `<g transform="translate(320 180) rotate(${tilt})">` +
        `<ellipse rx="${rx}" ry="${ry}" fill="none" stroke="#ffffff" stroke-opacity="${round(0.5 - index * 0.12)}" stroke-width="1.4"/>` +
        `<circle cx="${moonX}" cy="${moonY}" r="${round(4 + random() * 4)}" fill="${index === 0 ? accent : '#e0e7ff'}"/>` +
        '</g>',
    );
  }
  return orbits.join('');
}

/** The whole SVG of one power's card art. */
export function renderPowerArt(power: PowerDefinition): string {
  const random = createRandom(power.id);
  const [from, to] = CATEGORY_COLORS[power.category];
  const initials = getPowerInitials(power.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<radialGradient id="nebula" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    `<radialGradient id="planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#1e2a6b"/><stop offset="0.7" stop-color="#0b1030"/><stop offset="1" stop-color="#03050f"/></radialGradient>`,
    '<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.2" result="blur"/><feMerge><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#070b1f"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)" opacity="0.7"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#nebula)"/>`,
    drawStars(random),
    drawConstellation(random),
    drawOrbits(random, to),
    `<circle cx="320" cy="180" r="66" fill="url(#planet)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2.5"/>`,
    `<circle cx="320" cy="180" r="76" fill="none" stroke="${to}" stroke-opacity="0.55" stroke-width="6"/>`,
    `<text x="320" y="180" dy="0.35em" text-anchor="middle" font-family="Orbitron, 'Exo 2', 'Segoe UI', system-ui, sans-serif" font-size="52" font-weight="700" fill="#ffffff" letter-spacing="2">${initials}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

function main(): void {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const power of POWERS) writeFileSync(`${OUTPUT_DIR}${power.id}.svg`, renderPowerArt(power));
  console.log(`Wrote ${POWERS.length} images to ${OUTPUT_DIR}`);
}

main();
