import { describe, expect, it } from 'vitest';
import { renderWhatsAppText } from './renderWhatsAppText';

describe('renderWhatsAppText', () => {
  it('lists the buttons by number under the text', () => {
    const buttons = [
      { id: 'a', label: 'Opción A' },
      { id: 'b', label: 'Opción B' },
    ];
    expect(renderWhatsAppText({ text: '¿Qué prefieres?', buttons })).toBe(
      '¿Qué prefieres?\n\n1. Opción A\n2. Opción B',
    );
    expect(renderWhatsAppText({ text: '  ', buttons })).toBe('1. Opción A\n2. Opción B');
  });

  it('leaves a plain message as it is', () => {
    expect(renderWhatsAppText({ text: 'Hola' })).toBe('Hola');
    expect(renderWhatsAppText({ text: 'Hola', buttons: [] })).toBe('Hola');
  });

  it('writes a Markdown message in WhatsApp formatting', () => {
    expect(
      renderWhatsAppText({
        text: '**Menú** de hoy: [carta](https://a.co/c)',
        format: 'markdown',
        buttons: [{ id: 'a', label: 'Pizza' }],
      }),
    ).toBe('*Menú* de hoy: carta (https://a.co/c)\n\n1. Pizza');
  });
});
