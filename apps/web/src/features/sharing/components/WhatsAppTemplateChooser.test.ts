import type { ChannelState, WhatsAppTemplate } from '@plubot/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../../../../public/locales/es/translation.json';
import { WhatsAppTemplateChooser, whatsAppTemplatesQueryKey } from './WhatsAppTemplateChooser';

const i18n = i18next.createInstance();
const plubotId = 'b1';

const connected = (details: Record<string, string>): ChannelState => ({
  channel: 'whatsapp-cloud',
  status: 'connected',
  error: null,
  available: true,
  details: { phoneNumberId: '106540352242922', ...details },
  connectedAt: '2026-05-12T10:00:00.000Z',
});

const templates: WhatsAppTemplate[] = [
  {
    name: 'respuesta_pendiente',
    languageCode: 'es',
    category: 'UTILITY',
    bodyText: 'Pizzería Ana te respondió: {{1}}.',
    parameterCount: 1,
    usable: true,
  },
  {
    name: 'pedido_listo',
    languageCode: 'es',
    category: 'UTILITY',
    bodyText: '{{1}}, tu pedido {{2}} está listo.',
    parameterCount: 2,
    usable: false,
  },
];

/** The chooser as the browser first paints it, with the templates already fetched. */
function render(state: ChannelState, listed: WhatsAppTemplate[] | undefined = templates): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (listed) client.setQueryData(whatsAppTemplatesQueryKey(plubotId), listed);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client },
        createElement(WhatsAppTemplateChooser, { plubotId, state, onSaved: () => {} }),
      ),
    ),
  );
}

/** The `<option>`s of the select: their text, whether selected or disabled. */
function options(html: string) {
  return [...html.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attributes = '', text]) => ({
    text,
    selected: attributes.includes('selected'),
    disabled: attributes.includes('disabled'),
  }));
}

describe('WhatsAppTemplateChooser', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'es',
      resources: { es: { translation: es } },
      interpolation: { escapeValue: false },
    });
  });

  it('says how to add the account when the number was connected without it', () => {
    const html = render(connected({}), undefined);
    expect(html).toContain('Plantilla fuera de las 24 h');
    expect(html).toContain('identificador de la cuenta de WhatsApp Business');
    expect(html).not.toContain('<select');
  });

  it('lists «Ninguna» and the approved templates, those it cannot fill disabled', () => {
    const html = render(connected({ wabaId: '102290129340398' }));
    expect(options(html)).toEqual([
      { text: 'Ninguna (no se envía nada hasta que el contacto escriba)', selected: true, disabled: false },
      { text: 'respuesta_pendiente · es', selected: false, disabled: false },
      {
        text: 'pedido_listo · es — no se puede usar (más de un parámetro, o cabecera o botones con datos)',
        selected: false,
        disabled: true,
      },
    ]);
    expect(html).toContain('Ahora no se envía ninguna plantilla.');
    expect(html).not.toContain('<blockquote>');
  });

  it('shows the chosen template selected, with its text and what fills its {{1}}', () => {
    const html = render(
      connected({
        wabaId: '102290129340398',
        templateName: 'respuesta_pendiente',
        templateLanguage: 'es',
        templateBody: 'Pizzería Ana te respondió: {{1}}.',
        templateParameters: '1',
      }),
    );
    expect(options(html).find((option) => option.selected)?.text).toBe('respuesta_pendiente · es');
    expect(html).toContain('Ahora se envía: respuesta_pendiente · es');
    expect(html).toContain('<blockquote>Pizzería Ana te respondió: {{1}}.</blockquote>');
    expect(html).toContain('Su {{1}} se rellenará con el texto del mensaje');
    // Nothing changed yet: nothing to save.
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Guardar<\/button>/);
  });
});
