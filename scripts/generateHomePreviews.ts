/**
 * Draws the home page's two pictures of the product as small SVGs, one per language: the flow
 * editor (title bar, node palette, a flow of Inicio → Pedir correo → Decisión → Sí/No → Fin on the
 * canvas, the canvas controls) and a visitor's chat with a bot (buttons, an e-mail asked and
 * given). They copy the real screens' layout, colours (theme.css, the node colours of
 * features/editor/helpers/nodeAppearance.ts) and texts, without fonts or emoji a system may lack.
 * Deterministic: running it twice writes the same bytes.
 *
 *   npx tsx scripts/generateHomePreviews.ts
 *
 * Writes apps/web/public/home/{editor,chat}-{es,en}.svg.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUTPUT_DIR = fileURLToPath(new URL('../apps/web/public/home/', import.meta.url));

const COLORS = {
  bg: '#070b1f',
  canvas: '#0b1030',
  surface: '#101638',
  border: '#2a3370',
  text: '#e8ecff',
  muted: '#9aa3d0',
  primary: '#4facfe',
  accent: '#c653ff',
  start: '#34d399',
  message: '#4facfe',
  decision: '#fbbf24',
  option: '#22d3ee',
  end: '#f87171',
} as const;

const FONT = 'font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, sans-serif"';

interface Texts {
  readonly flowName: string;
  readonly save: string;
  readonly templates: string;
  readonly simulate: string;
  readonly share: string;
  readonly palette: string;
  readonly paletteItems: readonly string[];
  readonly nodes: {
    readonly start: readonly [string, string, string];
    readonly ask: readonly [string, string, string];
    readonly decision: readonly [string, string, string];
    readonly yes: readonly [string, string, string];
    readonly no: readonly [string, string, string];
    readonly end: readonly [string, string, string];
  };
  readonly botName: string;
  readonly online: string;
  readonly chat: readonly { from: 'bot' | 'visitor' | 'buttons'; text: string }[];
  readonly placeholder: string;
  readonly editorTitle: string;
  readonly chatTitle: string;
}

const TEXTS: Record<'es' | 'en', Texts> = {
  es: {
    flowName: 'Soporte orbital',
    save: 'Guardar',
    templates: 'Plantillas',
    simulate: 'Simular',
    share: 'Compartir',
    palette: 'Nodos',
    paletteItems: ['Inicio', 'Mensaje', 'Decisión', 'Fin', 'Acción', 'Opción'],
    nodes: {
      start: ['Inicio', 'INICIO', '¡Hola! Soy Nova.'],
      ask: ['Pedir correo', 'MENSAJE', '¿Cuál es tu correo?'],
      decision: ['¿Soporte?', 'DECISIÓN', '¿Necesitas ayuda?'],
      yes: ['Sí', 'OPCIÓN', 'Te atiende un humano.'],
      no: ['No', 'OPCIÓN', 'Te enviamos la guía.'],
      end: ['Fin', 'FIN', '¡Hasta pronto!'],
    },
    botName: 'Nova',
    online: 'En línea',
    chat: [
      { from: 'bot', text: '¡Hola! Soy Nova. ¿En qué te ayudo?' },
      { from: 'buttons', text: 'Precios|Soporte' },
      { from: 'visitor', text: 'Soporte' },
      { from: 'bot', text: '¿Cuál es tu correo?' },
      { from: 'visitor', text: 'ana@ejemplo.com' },
      { from: 'bot', text: '¡Gracias, Ana! Te escribimos hoy.' },
    ],
    placeholder: 'Escribe tu mensaje…',
    editorTitle: 'El editor de flujos de Plubot',
    chatTitle: 'Una conversación con un bot de Plubot',
  },
  en: {
    flowName: 'Orbital support',
    save: 'Save',
    templates: 'Templates',
    simulate: 'Simulate',
    share: 'Share',
    palette: 'Nodes',
    paletteItems: ['Start', 'Message', 'Decision', 'End', 'Action', 'Option'],
    nodes: {
      start: ['Start', 'START', 'Hi! I am Nova.'],
      ask: ['Ask e-mail', 'MESSAGE', 'What is your e-mail?'],
      decision: ['Support?', 'DECISION', 'Do you need help?'],
      yes: ['Yes', 'OPTION', 'A human takes over.'],
      no: ['No', 'OPTION', 'We send the guide.'],
      end: ['End', 'END', 'See you soon!'],
    },
    botName: 'Nova',
    online: 'Online',
    chat: [
      { from: 'bot', text: 'Hi! I am Nova. How can I help?' },
      { from: 'buttons', text: 'Pricing|Support' },
      { from: 'visitor', text: 'Support' },
      { from: 'bot', text: 'What is your e-mail?' },
      { from: 'visitor', text: 'ana@example.com' },
      { from: 'bot', text: 'Thanks, Ana! We will write today.' },
    ],
    placeholder: 'Type your message…',
    editorTitle: 'The Plubot flow editor',
    chatTitle: 'A conversation with a Plubot bot',
  },
};

/** Escapes a text for SVG. */
function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function text(x: number, y: number, value: string, attributes = ''): string {
  return `<text x="${x}" y="${y}" ${attributes}>${escapeXml(value)}</text>`;
}

/** A canvas node as the editor draws it: accent bar, title, type pill and body. */
function node(
  x: number,
  y: number,
  color: string,
  [title, type, body]: readonly [string, string, string],
  width = 200,
): string {
  const pillWidth = type.length * 6 + 12;
  return [
    `<g>`,
    `<rect x="${x}" y="${y}" width="${width}" height="66" rx="8" fill="${COLORS.surface}" stroke="${color}" stroke-opacity="0.7"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="3" rx="1.5" fill="${color}"/>`,
    `<circle cx="${x + 14}" cy="${y + 20}" r="5" fill="${color}"/>`,
    text(x + 26, y + 24, title, `font-size="12" font-weight="700" fill="${COLORS.text}"`),
    `<rect x="${x + width - pillWidth - 8}" y="${y + 11}" width="${pillWidth}" height="16" rx="8" fill="${color}" fill-opacity="0.18"/>`,
    text(
      x + width - pillWidth / 2 - 8,
      y + 22.5,
      type,
      `font-size="8.5" font-weight="600" fill="${color}" text-anchor="middle" letter-spacing="0.5"`,
    ),
    `<line x1="${x}" y1="${y + 34}" x2="${x + width}" y2="${y + 34}" stroke="${COLORS.border}"/>`,
    text(x + 12, y + 53, body, `font-size="11" fill="${COLORS.muted}"`),
    `</g>`,
  ].join('');
}

function edge(x1: number, y1: number, x2: number, y2: number, color: string = COLORS.primary): string {
  const middle = (y1 + y2) / 2;
  return `<path d="M${x1} ${y1} C${x1} ${middle} ${x2} ${middle} ${x2} ${y2}" fill="none" stroke="${color}" stroke-width="1.6" stroke-opacity="0.85"/><circle cx="${x2}" cy="${y2}" r="3" fill="${color}"/>`;
}

function button(x: number, y: number, label: string, primary = false): string {
  const width = label.length * 7 + 40;
  const fill = primary ? 'url(#brand)' : '#1b2258';
  const color = primary ? '#06102a' : COLORS.text;
  return `<rect x="${x}" y="${y}" width="${width}" height="28" rx="14" fill="${fill}" stroke="${primary ? 'none' : COLORS.border}"/><circle cx="${x + 15}" cy="${y + 14}" r="4" fill="${color}" fill-opacity="0.8"/>${text(x + 25, y + 18.5, label, `font-size="12" font-weight="600" fill="${color}"`)}`;
}

function buttonWidth(label: string): number {
  return label.length * 7 + 40;
}

/** The editor: title bar, palette, canvas with the flow, minimap-free canvas controls. */
function drawEditor(t: Texts): string {
  const width = 960;
  const height = 600;
  let x = 16;
  const bar = [t.save, t.templates, t.simulate, t.share]
    .map((label, index) => {
      const drawn = button(x, 52, label, index === 0);
      x += buttonWidth(label) + 8;
      return drawn;
    })
    .join('');
  const palette = t.paletteItems
    .map(
      (label, index) =>
        `<rect x="10" y="${150 + index * 44}" width="160" height="36" rx="6" fill="#10163a" stroke="${COLORS.border}"/>` +
        `<circle cx="28" cy="${168 + index * 44}" r="5" fill="${[COLORS.start, COLORS.message, COLORS.decision, COLORS.end, COLORS.accent, COLORS.option][index]}"/>` +
        text(42, 172 + index * 44, label, `font-size="12" fill="${COLORS.text}"`) +
        text(152, 172 + index * 44, '☆', `font-size="12" fill="${COLORS.muted}"`),
    )
    .join('');
  const n = t.nodes;
  const flow = [
    edge(555, 176, 555, 206),
    edge(555, 272, 555, 302),
    edge(520, 368, 430, 410, COLORS.start),
    edge(590, 368, 680, 410, COLORS.end),
    edge(430, 476, 545, 500),
    edge(680, 476, 565, 500),
    node(455, 110, COLORS.start, n.start),
    node(455, 206, COLORS.message, n.ask),
    node(455, 302, COLORS.decision, n.decision),
    node(330, 410, COLORS.option, n.yes),
    node(580, 410, COLORS.option, n.no),
    node(455, 500, COLORS.end, n.end),
  ].join('');
  const controls = ['M0 -6v12M-6 0h12', 'M-6 0h12', 'M-6 -2v-4h4M6 -2v-4h-4M-6 2v4h4M6 2v4h-4']
    .map(
      (path, index) =>
        `<path transform="translate(920 ${400 + index * 36})" d="${path}" stroke="${COLORS.text}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title" ${FONT}>`,
    `<title id="title">${escapeXml(t.editorTitle)}</title>`,
    `<defs><linearGradient id="brand" x1="0" x2="1"><stop offset="0" stop-color="${COLORS.primary}"/><stop offset="1" stop-color="${COLORS.accent}"/></linearGradient>`,
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1" fill="#2a3370"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" rx="14" fill="${COLORS.bg}"/>`,
    // Title bar: back, flow name, counts, actions.
    `<circle cx="32" cy="24" r="14" fill="none" stroke="${COLORS.border}"/>`,
    text(25, 29, '←', `font-size="14" fill="${COLORS.text}"`),
    text(60, 29, t.flowName, `font-size="15" fill="${COLORS.text}"`),
    bar,
    `<line x1="0" y1="96" x2="${width}" y2="96" stroke="${COLORS.border}"/>`,
    // Palette.
    `<rect x="0" y="97" width="180" height="${height - 111}" fill="#0a0f2b"/>`,
    text(14, 124, `⟨  ${t.palette}`, `font-size="13" fill="${COLORS.text}"`),
    palette,
    `<line x1="180" y1="97" x2="180" y2="${height - 14}" stroke="${COLORS.border}"/>`,
    // Canvas with the flow.
    `<rect x="181" y="97" width="${width - 181}" height="${height - 111}" fill="${COLORS.canvas}"/>`,
    `<rect x="181" y="97" width="${width - 181}" height="${height - 111}" fill="url(#dots)"/>`,
    flow,
    // Canvas controls.
    `<rect x="900" y="380" width="40" height="112" rx="10" fill="#141a45" stroke="${COLORS.border}"/>`,
    controls,
    `</svg>`,
  ].join('\n');
}

/** A bubble of the chat, wrapped on words to `maxChars` a line. */
function bubble(y: number, value: string, from: 'bot' | 'visitor', canvasWidth: number): [string, number] {
  const words = value.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 24) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const longest = Math.max(...lines.map((line) => line.length));
  const width = Math.min(250, longest * 7.9 + 28);
  const height = lines.length * 18 + 16;
  const x = from === 'bot' ? 16 : canvasWidth - 16 - width;
  const fill = from === 'bot' ? '#1b2258' : 'url(#brand)';
  const color = from === 'bot' ? COLORS.text : '#06102a';
  const body = lines
    .map((line, index) => text(x + 14, y + 23 + index * 18, line, `font-size="13" fill="${color}"`))
    .join('');
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${fill}"/>${body}`,
    height,
  ];
}

/** The chat: header with the bot's name, the exchange, the input. */
function drawChat(t: Texts): string {
  const width = 340;
  const height = 480;
  let y = 84;
  const parts: string[] = [];
  for (const line of t.chat) {
    if (line.from === 'buttons') {
      let x = 16;
      for (const label of line.text.split('|')) {
        const buttonWidthPx = label.length * 7.5 + 28;
        parts.push(
          `<rect x="${x}" y="${y}" width="${buttonWidthPx}" height="30" rx="15" fill="none" stroke="${COLORS.primary}"/>`,
          text(
            x + buttonWidthPx / 2,
            y + 19.5,
            label,
            `font-size="12.5" fill="${COLORS.primary}" text-anchor="middle"`,
          ),
        );
        x += buttonWidthPx + 8;
      }
      y += 42;
      continue;
    }
    const [drawn, bubbleHeight] = bubble(y, line.text, line.from, width);
    parts.push(drawn);
    y += bubbleHeight + 12;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title" ${FONT}>`,
    `<title id="title">${escapeXml(t.chatTitle)}</title>`,
    `<defs><linearGradient id="brand" x1="0" x2="1"><stop offset="0" stop-color="${COLORS.primary}"/><stop offset="1" stop-color="${COLORS.accent}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="18" fill="${COLORS.bg}" stroke="${COLORS.border}"/>`,
    // Header: the bot's avatar, name and state.
    `<path d="M0 18a18 18 0 0 1 18-18h${width - 36}a18 18 0 0 1 18 18v46H0z" fill="#10163a"/>`,
    `<circle cx="36" cy="33" r="17" fill="url(#brand)"/>`,
    `<rect x="26" y="26" width="20" height="14" rx="4" fill="#06102a"/><circle cx="32" cy="33" r="2" fill="${COLORS.primary}"/><circle cx="40" cy="33" r="2" fill="${COLORS.primary}"/>`,
    text(62, 30, t.botName, `font-size="15" font-weight="700" fill="${COLORS.text}"`),
    `<circle cx="66" cy="44" r="3.5" fill="${COLORS.start}"/>`,
    text(74, 48, t.online, `font-size="11" fill="${COLORS.muted}"`),
    `<line x1="0" y1="64" x2="${width}" y2="64" stroke="${COLORS.border}"/>`,
    ...parts,
    // Input.
    `<rect x="12" y="${height - 58}" width="${width - 70}" height="40" rx="20" fill="#0b1030" stroke="${COLORS.border}"/>`,
    text(30, height - 33, t.placeholder, `font-size="12.5" fill="${COLORS.muted}"`),
    `<circle cx="${width - 34}" cy="${height - 38}" r="20" fill="url(#brand)"/>`,
    `<path d="M${width - 42} ${height - 46}l16 8-16 8 3-8z" fill="#06102a"/>`,
    `</svg>`,
  ].join('\n');
}

mkdirSync(OUTPUT_DIR, { recursive: true });
for (const language of ['es', 'en'] as const) {
  writeFileSync(`${OUTPUT_DIR}editor-${language}.svg`, `${drawEditor(TEXTS[language])}\n`);
  writeFileSync(`${OUTPUT_DIR}chat-${language}.svg`, `${drawChat(TEXTS[language])}\n`);
}
console.log(`Wrote the home previews to ${OUTPUT_DIR}`);
