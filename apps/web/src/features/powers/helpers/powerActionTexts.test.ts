import { POWERS } from '@plubot/contracts';
import { ACTION_SERVICES, POWER_ACTIONS } from '@plubot/flow';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import { actsInConversations } from './actsInConversations';
import { describeIntegrationFailure } from './describeIntegrationFailure';
import {
  getPowerActionDescription,
  getPowerActionTitle,
  getPowerInputLabel,
  getPowerOutputLabel,
} from './powerActionTexts';

let t: TFunction;
let tEnglish: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false, defaultVariables: { product: 'Plubot' } },
  });
  t = instance.getFixedT('es');
  tEnglish = instance.getFixedT('en');
});

const everyAction = ACTION_SERVICES.flatMap((service) =>
  POWER_ACTIONS[service].map((action) => ({ service, action })),
);

describe('the texts of the powers’ actions', () => {
  it('gives the titles the owner reads', () => {
    expect(getPowerActionTitle(t, 'notion', 'createPage')).toBe('Crear una página en una base de datos');
    expect(getPowerActionTitle(t, 'hubspot', 'upsertContact')).toBe('Crear o actualizar un contacto');
    expect(getPowerActionTitle(tEnglish, 'mailchimp', 'subscribe')).toBe('Subscribe to an audience');
    expect(getPowerActionTitle(t, 'trello', 'createCard')).toBe('Crear una tarjeta en una lista');
    expect(getPowerActionTitle(t, 'asana', 'createTask')).toBe('Crear una tarea en un proyecto');
    expect(getPowerActionTitle(tEnglish, 'monday', 'createItem')).toBe('Create an item on a board');
    expect(getPowerActionTitle(t, 'typeform', 'formLink')).toBe('Enlace a un formulario');
    expect(getPowerActionTitle(tEnglish, 'surveymonkey', 'findResponse')).toBe('Find a response');
    expect(getPowerActionTitle(t, 'zendesk', 'openTicket')).toBe('Abrir un ticket');
    expect(getPowerActionTitle(tEnglish, 'intercom', 'openConversation')).toBe('Open a conversation');
    expect(getPowerActionTitle(t, 'github', 'openIssue')).toBe('Abrir una incidencia (issue)');
    expect(getPowerActionTitle(t, 'google-analytics', 'sendEvent')).toBe('Enviar un evento');
    expect(getPowerActionTitle(tEnglish, 'mixpanel', 'sendEvent')).toBe('Send an event');
    expect(getPowerActionTitle(t, 'salesforce', 'createLead')).toBe('Crear un lead');
    expect(getPowerInputLabel(t, 'leadSource')).toBe('Origen del lead');
    expect(getPowerInputLabel(t, 'event')).toBe('Evento');
    expect(getPowerInputLabel(t, 'includeTranscript')).toBe('Añadir la conversación con el bot');
    expect(getPowerInputLabel(t, 'hiddenField')).toBe('Campo oculto');
    expect(getPowerOutputLabel(t, 'submittedAt')).toBe('Fecha de envío');
    expect(getPowerInputLabel(t, 'listId')).toBe('Lista');
    expect(getPowerInputLabel(t, 'doubleOptIn')).toBe('Pedir confirmación por correo (doble opt-in)');
    expect(getPowerOutputLabel(t, 'found')).toBe('¿Se encontró?');
  });

  it('titles, describes and labels every action, input and output in Spanish and English', () => {
    for (const translate of [t, tEnglish]) {
      for (const { service, action } of everyAction) {
        expect(getPowerActionTitle(translate, service, action.id)).not.toBe(action.id);
        expect(getPowerActionDescription(translate, service, action.id)).not.toBe('');
        for (const input of action.inputs)
          expect(getPowerInputLabel(translate, input.key)).not.toBe(input.key);
        for (const output of action.outputs) expect(getPowerOutputLabel(translate, output)).not.toBe(output);
      }
    }
  });

  it('shows an id it has no text for, rather than nothing', () => {
    expect(getPowerActionTitle(t, 'notion', 'archivePage')).toBe('archivePage');
    expect(getPowerActionTitle(t, 'stripe', 'refund')).toBe('refund');
    expect(getPowerActionDescription(t, 'stripe', 'refund')).toBe('');
  });
});

describe('a failed power action on the bot page', () => {
  it('says which service and action failed, when, with which connection and what the service answered', () => {
    const view = describeIntegrationFailure(
      {
        id: 'f-1',
        service: 'notion',
        action: 'createPage',
        nodeId: 'power-1',
        connectionName: 'Notion del equipo',
        error: '404 Could not find database',
        attempts: 5,
        failedAt: '2025-03-10T11:55:00.000Z',
      },
      t,
      'es',
      Date.parse('2025-03-10T12:00:00.000Z'),
    );
    expect(view).toEqual({
      id: 'f-1',
      what: 'Notion · Crear una página en una base de datos',
      when: 'hace 5 min',
      at: '2025-03-10T11:55:00.000Z',
      connectionName: 'Notion del equipo',
      attempts: 5,
      error: '404 Could not find database',
    });
  });

  it('names a service the catalogue does not know by its id', () => {
    const view = describeIntegrationFailure(
      {
        id: 'f-2',
        service: 'airtable',
        action: 'createRecord',
        nodeId: null,
        connectionName: null,
        error: 'timeout',
        attempts: 3,
        failedAt: '2025-03-10T12:00:00.000Z',
      },
      t,
      'en',
      Date.parse('2025-03-10T12:00:30.000Z'),
    );
    expect(view.what).toBe('airtable · createRecord');
    expect(view.when).toBe('now');
  });
});

describe('which powers act in conversations', () => {
  it('counts the powers with a node of their own and those acting through a connection', () => {
    expect(
      POWERS.filter((power) => actsInConversations(power.id))
        .map((power) => power.id)
        .sort(),
    ).toEqual(
      [
        'asana',
        'canva',
        'discord',
        'figma',
        'github',
        'gmail',
        'google-analytics',
        'google-sheets',
        'hubspot',
        'intercom',
        'mailchimp',
        'mixpanel',
        'monday',
        'notion',
        'salesforce',
        'slack',
        'surveymonkey',
        'telegram',
        'trello',
        'typeform',
        'webhooks',
        'zendesk',
        // Issue #32: bookings, payments and shops.
        'google-calendar',
        'calendly',
        'zoom',
        'stripe',
        'mercadopago',
        'paypal',
        'shopify',
        'woocommerce',
        'quickbooks',
      ].sort(),
    );
    expect(actsInConversations('openai')).toBe(false);
    // Channels are where the bot answers, not steps of a flow.
    expect(actsInConversations('whatsapp-business')).toBe(false);
    expect(actsInConversations('instagram')).toBe(false);
  });
});
