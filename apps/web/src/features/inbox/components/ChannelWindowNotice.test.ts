import type { ChannelWindow } from '@plubot/contracts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../../../public/locales/es/translation.json';
import { ChannelWindowNotice } from './ChannelWindowNotice';

const i18n = i18next.createInstance();
const HOUR = 3_600_000;
const window = (overrides: Partial<ChannelWindow>): ChannelWindow => ({
  open: false,
  closesAt: new Date(Date.now() - HOUR).toISOString(),
  reply: 'none',
  template: null,
  humanAgentUntil: null,
  ...overrides,
});
const render = (channelWindow: ChannelWindow) =>
  renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(ChannelWindowNotice, { channelWindow })),
  );

describe('ChannelWindowNotice', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: es } },
      interpolation: { escapeValue: false },
    });
  });

  it('tells the person that the chosen template goes instead, with their message', () => {
    const html = render(
      window({ reply: 'template', template: { name: 'respuesta_pendiente', carriesText: true } }),
    );
    expect(html).toContain('role="note"');
    expect(html).toContain('Pasaron más de 24 horas');
    expect(html).toContain('plantilla aprobada «respuesta_pendiente» con tu mensaje dentro');
  });

  it('tells them nothing goes without a template, and nothing while the window is open', () => {
    expect(render(window({}))).toContain('no le entregará nada de lo que escribas');
    expect(
      render(window({ open: true, reply: 'free', closesAt: new Date(Date.now() + 20 * HOUR).toISOString() })),
    ).toBe('');
  });

  it('tells them until when a Messenger reply still goes', () => {
    const html = render(window({ reply: 'humanAgent', humanAgentUntil: '2030-05-18T06:00:00.000Z' }));
    expect(html).toContain('tus respuestas le siguen llegando');
    expect(html).toContain('2030');
  });
});
