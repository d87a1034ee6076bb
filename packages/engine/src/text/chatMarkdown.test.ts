import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseChatMarkdown, toWhatsAppText } from './chatMarkdown';

describe('parseChatMarkdown', () => {
  it('reads bold, italic, links and list items', () => {
    expect(parseChatMarkdown('**Hola** *Ana*, mira [la web](https://plubot.com)')).toEqual([
      {
        kind: 'paragraph',
        spans: [
          { text: 'Hola', bold: true },
          { text: ' ' },
          { text: 'Ana', italic: true },
          { text: ', mira ' },
          { text: 'la web', href: 'https://plubot.com' },
        ],
      },
    ]);
    expect(parseChatMarkdown('- uno\n2. dos')).toEqual([
      { kind: 'bullet', spans: [{ text: 'uno' }] },
      { kind: 'numbered', number: 2, spans: [{ text: 'dos' }] },
    ]);
  });

  it('links bare addresses without their trailing punctuation', () => {
    expect(parseChatMarkdown('Ve a https://plubot.com.')[0]?.spans).toEqual([
      { text: 'Ve a ' },
      { text: 'https://plubot.com', href: 'https://plubot.com' },
      { text: '.' },
    ]);
  });

  it('keeps anything else as plain text: HTML, javascript links, underscores inside words', () => {
    expect(parseChatMarkdown('<b>x</b> [y](javascript:alert(1)) mi_variable_x')[0]?.spans).toEqual([
      { text: '<b>x</b> [y](javascript:alert(1)) mi_variable_x' },
    ]);
  });

  it('property: every link is http(s) and the visible text never loses a character of plain input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const blocks = parseChatMarkdown(text);
        for (const block of blocks)
          for (const span of block.spans) if (span.href) expect(span.href).toMatch(/^https?:\/\//);
        const plain = text.replace(/[*_[\]()#\-•\d.]/g, '');
        if (plain === text) {
          expect(blocks.map((block) => block.spans.map((span) => span.text).join('')).join('\n')).toBe(text);
        }
      }),
    );
  });
});

describe('toWhatsAppText', () => {
  it('turns the Markdown into WhatsApp text', () => {
    expect(toWhatsAppText('**Menú**\n- *Pizza*\n1. Ver [carta](https://a.co/c)')).toBe(
      '*Menú*\n• _Pizza_\n1. Ver carta (https://a.co/c)',
    );
  });
});
