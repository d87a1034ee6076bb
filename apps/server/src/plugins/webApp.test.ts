import { describe, expect, it } from 'vitest';
import { withChatPreview } from './webApp';

const PAGE = '<!doctype html><head><title>Plubot</title><script src="/assets/app.js"></script></head>';
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

describe('withChatPreview', () => {
  it.each([
    ["Bot $'", 'Hola'],
    ['Bot $`', 'Hola'],
    ['Bot $&', 'Hola'],
    ['Bot', "Hola $& y $' y $` y $$ y $1 y $<n>"],
  ])('keeps replacement patterns as text (%j, %j)', (name, greeting) => {
    const html = withChatPreview(PAGE, { name, greeting }, 'https://plubot.test/chat/x', 'es');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.startsWith('<!doctype html><head><title>')).toBe(true);
    expect(html).toContain(`<title>${escaped(name)} · Plubot</title>`);
    expect(html).toContain(`<meta property="og:description" content="${escaped(`${name}: ${greeting}`)}" />`);
  });
});
