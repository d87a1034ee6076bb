import type { BotMessage } from '@plubot/engine';
import { describe, expect, it } from 'vitest';
import { charLength, resolveMetaOptionId } from './metaText';
import {
  type MetaRenderLabels,
  metaRenderLabels,
  renderForMessenger,
  renderForMeta,
  renderForWhatsApp,
  renderWhatsAppTemplate,
} from './renderForMeta';

const labels: MetaRenderLabels = { listButton: 'Ver opciones', chooseOption: 'Elige una opción' };
const to = '34611222333';
const message = (fields: Partial<BotMessage>): BotMessage => ({
  id: '0-0',
  nodeId: 'n',
  text: '',
  ...fields,
});
const options = (count: number, label = (i: number) => `Opción ${i + 1}`) =>
  Array.from({ length: count }, (_, i) => ({ id: `o${i + 1}`, label: label(i) }));

describe('renderForWhatsApp', () => {
  it('sends text with WhatsApp’s formatting and a link preview when it has a link', () => {
    const [plain, markdown] = renderForWhatsApp(
      to,
      [
        message({ text: 'Hola' }),
        message({ id: '0-1', text: '**Hoy** abrimos: https://pizza.example', format: 'markdown' }),
      ],
      labels,
    );
    expect(plain).toEqual({
      messageId: '0-0',
      payload: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'text',
        text: { body: 'Hola', preview_url: false },
      },
    });
    expect(markdown?.payload).toMatchObject({
      text: { body: '*Hoy* abrimos: https://pizza.example', preview_url: true },
    });
  });

  it('splits text over 4096 characters and keeps the wait on each part', () => {
    const out = renderForWhatsApp(to, [message({ text: 'hola '.repeat(1000), delayMs: 800 })], labels);
    expect(out).toHaveLength(2);
    for (const item of out) {
      expect(item.delayMs).toBe(800);
      expect(charLength((item.payload as { text: { body: string } }).text.body)).toBeLessThanOrEqual(4096);
    }
  });

  it('renders up to 3 buttons as reply buttons with short unique titles and the option ids', () => {
    const buttons = [
      { id: 'reservar', label: 'Reservar una mesa para esta noche' },
      { id: 'menu', label: 'Ver el menú' },
      { id: 'x'.repeat(300), label: 'Hablar con alguien' },
    ];
    const [out] = renderForWhatsApp(to, [message({ text: '¿Qué quieres?', buttons })], labels);
    expect(out?.payload).toMatchObject({
      type: 'interactive',
      interactive: { type: 'button', body: { text: '¿Qué quieres?' } },
    });
    const sent = (
      out!.payload as { interactive: { action: { buttons: { reply: { id: string; title: string } }[] } } }
    ).interactive.action.buttons;
    expect(sent.map((button) => button.reply.title)).toEqual([
      'Reservar una mesa p…',
      'Ver el menú',
      'Hablar con alguien',
    ]);
    expect(sent[0]?.reply.id).toBe('reservar');
    expect(sent[2]?.reply.id.length).toBeLessThanOrEqual(256);
    expect(resolveMetaOptionId(sent[2]?.reply.id ?? '', buttons)).toBe('x'.repeat(300));
  });

  it('renders 4 to 10 options as a list with the whole label under a cut title', () => {
    const buttons = options(10, (i) =>
      i === 0 ? 'Pizza cuatro quesos con extra de albahaca' : `Pizza ${i + 1}`,
    );
    const [out] = renderForWhatsApp(to, [message({ text: 'Elige tu pizza', buttons })], labels);
    const interactive = (out!.payload as { interactive: Record<string, unknown> }).interactive as {
      type: string;
      action: { button: string; sections: { rows: { id: string; title: string; description?: string }[] }[] };
    };
    expect(interactive.type).toBe('list');
    expect(interactive.action.button).toBe('Ver opciones');
    const rows = interactive.action.sections[0]?.rows ?? [];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({
      id: 'o1',
      title: 'Pizza cuatro quesos con…',
      description: 'Pizza cuatro quesos con extra de albahaca',
    });
    expect(rows[1]).toEqual({ id: 'o2', title: 'Pizza 2' });
  });

  it('falls back to the numbered text for more than 10 options', () => {
    const [out, ...rest] = renderForWhatsApp(to, [message({ text: 'Elige', buttons: options(11) })], labels);
    expect(rest).toEqual([]);
    expect(out?.payload).toMatchObject({ type: 'text' });
    const body = (out!.payload as { text: { body: string } }).text.body;
    expect(body.startsWith('Elige\n\n1. Opción 1\n2. Opción 2')).toBe(true);
    expect(body.endsWith('11. Opción 11')).toBe(true);
  });

  it('puts the menu’s own words ahead when they exceed the body’s limit, and a default body when empty', () => {
    const out = renderForWhatsApp(
      to,
      [message({ text: 'palabra '.repeat(200), buttons: options(2) })],
      labels,
    );
    expect(out.map((item) => (item.payload as { type: string }).type)).toEqual(['text', 'interactive']);
    const [empty] = renderForWhatsApp(to, [message({ buttons: options(2) })], labels);
    expect(empty?.payload).toMatchObject({ interactive: { body: { text: 'Elige una opción' } } });
  });

  it('sends a card with an https image as the image and then its link; without one, as text', () => {
    const card = {
      title: 'Menú',
      subtitle: '12 €',
      url: 'https://www.canva.com/d/1',
      linkLabel: 'Abrir el diseño',
    };
    const withImage = renderForWhatsApp(
      to,
      [
        message({
          text: 'Menú\nhttps://www.canva.com/d/1',
          card: { ...card, imageUrl: 'https://img.example/m.png' },
        }),
      ],
      labels,
    );
    expect(withImage.map((item) => item.payload)).toEqual([
      expect.objectContaining({
        type: 'image',
        image: { link: 'https://img.example/m.png', caption: 'Menú\n12 €' },
      }),
      expect.objectContaining({
        type: 'text',
        text: { body: 'Abrir el diseño\nhttps://www.canva.com/d/1', preview_url: true },
      }),
    ]);
    const plain = renderForWhatsApp(
      to,
      [message({ card: { ...card, imageUrl: 'http://insecure/x.png' } })],
      labels,
    );
    expect(plain.map((item) => item.payload)).toEqual([
      expect.objectContaining({
        type: 'text',
        text: { body: 'Menú\n12 €\nhttps://www.canva.com/d/1', preview_url: true },
      }),
    ]);
  });

  it('sends nothing for an empty message', () => {
    expect(renderForWhatsApp(to, [message({ text: '  ' })], labels)).toEqual([]);
  });

  it('builds an approved template with its body parameters', () => {
    expect(
      renderWhatsAppTemplate(to, { name: 'seguimiento', languageCode: 'es', parameters: ['Lucía'] }),
    ).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: 'seguimiento',
        language: { code: 'es' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Lucía' }] }],
      },
    });
  });
});

describe('renderForMessenger', () => {
  it('sends plain text with quick replies as a response', () => {
    const [out] = renderForMessenger(
      'messenger',
      'PSID1',
      [
        message({
          text: '**¿Qué** quieres?',
          format: 'markdown',
          buttons: [{ id: 'menu', label: 'Ver el menú de hoy completo' }],
        }),
      ],
      labels,
    );
    expect(out?.payload).toEqual({
      recipient: { id: 'PSID1' },
      messaging_type: 'RESPONSE',
      message: {
        text: '¿Qué quieres?',
        quick_replies: [{ content_type: 'text', title: 'Ver el menú de hoy…', payload: 'menu' }],
      },
    });
  });

  it('splits at 2000 characters on Messenger and 1000 on Instagram, quick replies on the last part', () => {
    const text = 'palabra '.repeat(400);
    const messenger = renderForMessenger('messenger', 'P', [message({ text, buttons: options(2) })], labels);
    const instagram = renderForMeta('instagram', 'I', [message({ text, buttons: options(2) })], labels);
    expect(messenger).toHaveLength(2);
    expect(instagram).toHaveLength(4);
    for (const item of [...messenger, ...instagram])
      expect(charLength((item.payload as { message: { text: string } }).message.text)).toBeLessThanOrEqual(
        item.payload && 'recipient' in item.payload && item.payload.recipient.id === 'I' ? 1000 : 2000,
      );
    const last = instagram.at(-1)?.payload as { message: { quick_replies?: unknown[] } };
    expect(last.message.quick_replies).toHaveLength(2);
    expect(
      (instagram[0]!.payload as { message: { quick_replies?: unknown[] } }).message.quick_replies,
    ).toBeUndefined();
  });

  it("counts Instagram's 1000 in UTF-8 bytes, so accented texts and emoji are never refused", () => {
    const text = 'canción 😀 '.repeat(80); // 800 characters, 1120 bytes
    const instagram = renderForMeta('instagram', 'I', [message({ text })], labels);
    expect(instagram).toHaveLength(2);
    for (const item of instagram) {
      const sent = (item.payload as { message: { text: string } }).message.text;
      expect(Buffer.byteLength(sent, 'utf8')).toBeLessThanOrEqual(1000);
    }
    expect(
      instagram.map((item) => (item.payload as { message: { text: string } }).message.text).join(' '),
    ).toBe(text.trim());
  });

  it('sends up to 13 quick replies, more as a numbered text', () => {
    const [thirteen] = renderForMessenger(
      'messenger',
      'P',
      [message({ text: 'Elige', buttons: options(13) })],
      labels,
    );
    expect((thirteen?.payload.message.quick_replies ?? []).length).toBe(13);
    const [fourteen] = renderForMessenger(
      'messenger',
      'P',
      [message({ text: 'Elige', buttons: options(14) })],
      labels,
    );
    expect(fourteen?.payload.message.quick_replies).toBeUndefined();
    expect(fourteen?.payload.message.text.endsWith('14. Opción 14')).toBe(true);
  });

  it('sends a card as its title, subtitle and link', () => {
    const card = {
      title: 'Menú',
      url: 'https://www.canva.com/d/1',
      linkLabel: 'Abrir',
      imageUrl: 'https://img/x.png',
    };
    const [out] = renderForMessenger('instagram', 'I', [message({ card })], labels);
    expect(out?.payload.message).toEqual({ text: 'Menú\nhttps://www.canva.com/d/1' });
  });

  it('tags a person’s reply outside the window with HUMAN_AGENT', () => {
    const [out] = renderForMessenger('messenger', 'P', [message({ text: 'Te respondo yo' })], labels, {
      humanAgent: true,
    });
    expect(out?.payload).toEqual({
      recipient: { id: 'P' },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
      message: { text: 'Te respondo yo' },
    });
  });
});

describe('metaRenderLabels', () => {
  it('has the words in Spanish and English, the list button within WhatsApp’s 20 characters', () => {
    for (const language of ['es', 'en'] as const) {
      const words = metaRenderLabels(language);
      expect(words.listButton).not.toMatch(/^metaChannels\./);
      expect(words.chooseOption).not.toMatch(/^metaChannels\./);
      expect(charLength(words.listButton)).toBeLessThanOrEqual(20);
    }
    expect(metaRenderLabels('es')).toEqual({ listButton: 'Ver opciones', chooseOption: 'Elige una opción:' });
  });
});
