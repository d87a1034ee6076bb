import type { FunnelResponse } from '@plubot/contracts';
import i18next, { type i18n } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import { ChannelBreakdown } from './ChannelBreakdown';
import { ChannelPicker } from './ChannelPicker';

let instance: i18n;

beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

/** The markup a component renders in Spanish, as a document to query. */
function render(element: ReactElement) {
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: instance }, element));
  return {
    html,
    /** Each option's value, text and whether it is selected, in order. */
    options: [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(
      ([, value, selected, text]) => ({ value, text, selected: selected !== undefined }),
    ),
  };
}

const channels: FunnelResponse['channels'] = [
  { channel: 'web', opened: 3, started: 2, completed: 1, leads: 1 },
  { channel: 'telegram', opened: 2, started: 2, completed: 1, leads: 1 },
  { channel: 'whatsapp-cloud', opened: 1, started: 1, completed: 0, leads: 0 },
];

describe('ChannelPicker', () => {
  it('offers every channel together, then each channel people came through, with their conversations', () => {
    const { html, options } = render(
      createElement(ChannelPicker, { channels, value: undefined, onChange: () => {} }),
    );
    // A labelled control: the label points at the select.
    const id = /<label for="([^"]+)">Canal<\/label><select id="([^"]+)"/.exec(html);
    expect(id?.[1]).toBeTruthy();
    expect(id?.[1]).toBe(id?.[2]);
    expect(options).toEqual([
      { value: '', text: 'Todos los canales (5 conversaciones)', selected: true },
      { value: 'web', text: 'Chat web · 2 conversaciones', selected: false },
      { value: 'telegram', text: 'Telegram · 2 conversaciones', selected: false },
      { value: 'whatsapp-cloud', text: 'WhatsApp Cloud API (oficial) · 1 conversación', selected: false },
    ]);
  });

  it('shows the channel chosen, even when the range has none of its conversations', () => {
    const chosen = render(createElement(ChannelPicker, { channels, value: 'telegram', onChange: () => {} }));
    expect(chosen.options.filter((option) => option.selected)).toEqual([
      { value: 'telegram', text: 'Telegram · 2 conversaciones', selected: true },
    ]);
    const absent = render(createElement(ChannelPicker, { channels, value: 'whatsapp', onChange: () => {} }));
    expect(absent.options.at(-1)).toEqual({
      value: 'whatsapp',
      text: 'WhatsApp (QR) · 0 conversaciones',
      selected: true,
    });
  });
});

describe('ChannelBreakdown', () => {
  it('lists each channel’s figures and its share of the conversations, the chosen one marked', () => {
    const { html } = render(createElement(ChannelBreakdown, { channels, selected: 'telegram' }));
    const rows = [...html.matchAll(/<tr( class="[^"]*")?><th scope="row"[^>]*>(.*?)<\/tr>/g)].map(
      ([, selected, row]) => ({
        selected: selected !== undefined,
        text: (row ?? '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      }),
    );
    expect(rows).toEqual([
      { selected: false, text: 'Chat web 40 % de las conversaciones 3 2 1 1' },
      { selected: true, text: 'Telegram (elegido) 40 % de las conversaciones 2 2 1 1' },
      { selected: false, text: 'WhatsApp Cloud API (oficial) 20 % de las conversaciones 1 1 0 0' },
    ]);
    expect(html).toContain('<caption');
    expect(html).toContain('<th scope="col">Canal</th>');
  });
});
