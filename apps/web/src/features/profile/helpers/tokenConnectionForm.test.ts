import { ACTION_SERVICES } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import {
  checkTokenConnectionForm,
  getTokenExtraFields,
  getTokenFieldPaths,
  TOKEN_VALIDATION_MESSAGES,
  type TokenService,
} from './tokenConnectionForm';

const MAILCHIMP_KEY = `${'0123456789abcdef'.repeat(2)}-us21`;
const NOTION_TOKEN = 'ntn_1234567890abcdefghijklmnop';
const HUBSPOT_TOKEN = 'pat-na1-12345678-abcd-efgh-ijkl-1234567890ab';
const TRELLO_KEY = '0123456789abcdef'.repeat(2);
const TRELLO_TOKEN = `ATTA${'0123456789abcdef'.repeat(4)}A1B2C3D4`;
const ASANA_TOKEN = '2/1204567890123456/1209876543210987:0a1b2c3d4e5f6071';
const TYPEFORM_TOKEN = 'tfp_5kQ8mZ2xW9vB4nL7pR3tY6uA1sD0fG8hJ2kL4zX';
const SURVEYMONKEY_TOKEN = 'Xw3.kP9-vQ7rT4yW1zA6bC3dE8fG0hJ5kL2mN7pQ4rS1tU6vW3xY8z';
const MONDAY_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${'eyJ0aWQiOjEyMzQ1Njc4OX0'.repeat(3)}.c2lnbmF0dXJl`;
const GITHUB_TOKEN = 'github_pat_11ABCDEFG0123456789_abcdefghijklmnop';
const ZENDESK_TOKEN = 'Abc123def456GHI789jkl012MNO345pqr678STU9';
const INTERCOM_TOKEN = 'dG9rOmFiY2RlZjEyMzQ1Njc4OTA6OjE6MA==';
const GA4_SECRET = 'Xy9-aBcD_eFgHiJkLmNoPq';
const MIXPANEL_TOKEN = '9a8b7c6d5e4f30211203948576afbecd';

/** A text of a translation tree by its dotted key. */
function textOf(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

describe('a token service’s connect form', () => {
  it('sends the secret under each service’s own credential name, without a blank name', () => {
    expect(checkTokenConnectionForm('notion', '  ', ` ${NOTION_TOKEN} `)).toEqual({
      ok: true,
      body: { service: 'notion', credentials: { token: NOTION_TOKEN } },
    });
    expect(checkTokenConnectionForm('hubspot', 'Ventas', HUBSPOT_TOKEN)).toEqual({
      ok: true,
      body: { service: 'hubspot', name: 'Ventas', credentials: { token: HUBSPOT_TOKEN } },
    });
    expect(checkTokenConnectionForm('mailchimp', '', MAILCHIMP_KEY)).toEqual({
      ok: true,
      body: { service: 'mailchimp', credentials: { apiKey: MAILCHIMP_KEY } },
    });
  });

  it('puts the contract’s message on the secret’s field, by the path the server uses too', () => {
    expect(getTokenFieldPaths('mailchimp')).toEqual(['name', 'credentials.apiKey']);
    expect(checkTokenConnectionForm('notion', '', '')).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.notion.tokenRequired' },
      general: null,
    });
    expect(checkTokenConnectionForm('hubspot', '', 'pat-short')).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.hubspot.tokenTooShort' },
      general: null,
    });
    expect(checkTokenConnectionForm('mailchimp', 'x'.repeat(61), `${'g'.repeat(32)}-us21`)).toEqual({
      ok: false,
      fields: { name: 'connections.nameTooLong', 'credentials.apiKey': 'connections.mailchimp.keyFormat' },
      general: null,
    });
  });

  it('asks Trello for its API key besides the token, each under its own credential name', () => {
    expect(getTokenFieldPaths('trello')).toEqual(['name', 'credentials.token', 'credentials.apiKey']);
    expect(getTokenExtraFields('notion')).toEqual([]);
    expect(
      checkTokenConnectionForm('trello', 'Soporte', ` ${TRELLO_TOKEN} `, { apiKey: TRELLO_KEY }),
    ).toEqual({
      ok: true,
      body: { service: 'trello', name: 'Soporte', credentials: { apiKey: TRELLO_KEY, token: TRELLO_TOKEN } },
    });
    expect(checkTokenConnectionForm('trello', '', TRELLO_TOKEN)).toEqual({
      ok: false,
      fields: { 'credentials.apiKey': 'connections.trello.keyRequired' },
      general: null,
    });
    expect(checkTokenConnectionForm('trello', '', 'ATTA-short', { apiKey: 'g'.repeat(32) })).toEqual({
      ok: false,
      fields: {
        'credentials.apiKey': 'connections.trello.keyFormat',
        'credentials.token': 'connections.trello.tokenTooShort',
      },
      general: null,
    });
  });

  it('connects Asana and Monday with their tokens', () => {
    expect(checkTokenConnectionForm('asana', '', ASANA_TOKEN)).toEqual({
      ok: true,
      body: { service: 'asana', credentials: { token: ASANA_TOKEN } },
    });
    expect(checkTokenConnectionForm('monday', '', MONDAY_TOKEN)).toEqual({
      ok: true,
      body: { service: 'monday', credentials: { token: MONDAY_TOKEN } },
    });
    expect(checkTokenConnectionForm('monday', '', 'eyJ-short')).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.monday.tokenTooShort' },
      general: null,
    });
  });

  it('connects Typeform and SurveyMonkey with their tokens', () => {
    expect(checkTokenConnectionForm('typeform', 'Encuestas', ` ${TYPEFORM_TOKEN}`)).toEqual({
      ok: true,
      body: { service: 'typeform', name: 'Encuestas', credentials: { token: TYPEFORM_TOKEN } },
    });
    expect(getTokenFieldPaths('surveymonkey')).toEqual(['name', 'credentials.token']);
    expect(checkTokenConnectionForm('surveymonkey', '', SURVEYMONKEY_TOKEN)).toEqual({
      ok: true,
      body: { service: 'surveymonkey', credentials: { token: SURVEYMONKEY_TOKEN } },
    });
    expect(checkTokenConnectionForm('typeform', '', 'tfp_short')).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.typeform.tokenTooShort' },
      general: null,
    });
    expect(checkTokenConnectionForm('surveymonkey', '', 'un token con espacios que no vale')).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.surveymonkey.tokenInvalidCharacters' },
      general: null,
    });
  });

  it('connects GitHub and Intercom with their tokens', () => {
    expect(checkTokenConnectionForm('github', '', ` ${GITHUB_TOKEN}`)).toEqual({
      ok: true,
      body: { service: 'github', credentials: { token: GITHUB_TOKEN } },
    });
    expect(checkTokenConnectionForm('intercom', 'Inbox', INTERCOM_TOKEN)).toEqual({
      ok: true,
      body: { service: 'intercom', name: 'Inbox', credentials: { token: INTERCOM_TOKEN } },
    });
    expect(checkTokenConnectionForm('github', '', 'ghp_short')).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.github.tokenTooShort' },
      general: null,
    });
  });

  it('asks Zendesk for the account’s subdomain and the agent’s e-mail besides the token', () => {
    expect(getTokenFieldPaths('zendesk')).toEqual([
      'name',
      'credentials.token',
      'credentials.subdomain',
      'credentials.email',
    ]);
    // The account's whole address pasted reads as its subdomain.
    expect(
      checkTokenConnectionForm('zendesk', '', ZENDESK_TOKEN, {
        subdomain: 'https://Empresa.zendesk.com/agent',
        email: ' Soporte@Empresa.com ',
      }),
    ).toEqual({
      ok: true,
      body: {
        service: 'zendesk',
        credentials: { subdomain: 'empresa', email: 'soporte@empresa.com', token: ZENDESK_TOKEN },
      },
    });
    expect(checkTokenConnectionForm('zendesk', '', ZENDESK_TOKEN)).toEqual({
      ok: false,
      fields: {
        'credentials.subdomain': 'connections.zendesk.subdomainRequired',
        'credentials.email': 'connections.zendesk.emailRequired',
      },
      general: null,
    });
    expect(
      checkTokenConnectionForm('zendesk', '', 'short', {
        subdomain: 'empresa.example.com/x',
        email: 'soporte',
      }),
    ).toEqual({
      ok: false,
      fields: {
        'credentials.subdomain': 'connections.zendesk.subdomainFormat',
        'credentials.email': 'connections.zendesk.emailFormat',
        'credentials.token': 'connections.zendesk.tokenTooShort',
      },
      general: null,
    });
  });

  it('asks Google Analytics for the stream’s measurement id besides its API secret', () => {
    expect(getTokenFieldPaths('google-analytics')).toEqual([
      'name',
      'credentials.apiSecret',
      'credentials.measurementId',
    ]);
    expect(
      checkTokenConnectionForm('google-analytics', 'Web', ` ${GA4_SECRET} `, {
        measurementId: ' g-ab12cd34ef ',
      }),
    ).toEqual({
      ok: true,
      body: {
        service: 'google-analytics',
        name: 'Web',
        credentials: { measurementId: 'G-AB12CD34EF', apiSecret: GA4_SECRET },
      },
    });
    expect(checkTokenConnectionForm('google-analytics', '', 'corto')).toEqual({
      ok: false,
      fields: {
        'credentials.measurementId': 'connections.google-analytics.measurementIdRequired',
        'credentials.apiSecret': 'connections.google-analytics.secretTooShort',
      },
      general: null,
    });
    expect(
      checkTokenConnectionForm('google-analytics', '', GA4_SECRET, { measurementId: 'UA-12345-1' }),
    ).toEqual({
      ok: false,
      fields: { 'credentials.measurementId': 'connections.google-analytics.measurementIdFormat' },
      general: null,
    });
  });

  it('connects Mixpanel with its project token and data residency, the United States unless chosen', () => {
    expect(getTokenFieldPaths('mixpanel')).toEqual(['name', 'credentials.token', 'credentials.region']);
    expect(getTokenExtraFields('mixpanel')).toEqual([
      { key: 'region', secret: false, maxLength: 2, options: ['us', 'eu', 'in'] },
    ]);
    expect(checkTokenConnectionForm('mixpanel', '', MIXPANEL_TOKEN)).toEqual({
      ok: true,
      body: { service: 'mixpanel', credentials: { token: MIXPANEL_TOKEN, region: 'us' } },
    });
    expect(checkTokenConnectionForm('mixpanel', '', MIXPANEL_TOKEN, { region: 'eu' })).toEqual({
      ok: true,
      body: { service: 'mixpanel', credentials: { token: MIXPANEL_TOKEN, region: 'eu' } },
    });
    expect(checkTokenConnectionForm('mixpanel', '', 'not-a-token', { region: 'mars' })).toEqual({
      ok: false,
      fields: {
        'credentials.token': 'connections.mixpanel.tokenFormat',
        'credentials.region': 'connections.mixpanel.regionInvalid',
      },
      general: null,
    });
  });

  it('asks Zoom for the app’s account and client ids besides its secret, and Calendly for its token', () => {
    const zoom = { accountId: ' Xq3LmN8vRk2TzW5yBa1CdE ', clientId: 'nDKRmzgzQeKQ4V5Wtq8Fbw' };
    const zoomSecret = 'Zs9XqL2mP7vB4nK8wT1yR6cF3hJ5dG0a';
    expect(getTokenFieldPaths('zoom')).toEqual([
      'name',
      'credentials.clientSecret',
      'credentials.accountId',
      'credentials.clientId',
    ]);
    expect(checkTokenConnectionForm('zoom', 'Consultas', ` ${zoomSecret} `, zoom)).toEqual({
      ok: true,
      body: {
        service: 'zoom',
        name: 'Consultas',
        credentials: {
          accountId: 'Xq3LmN8vRk2TzW5yBa1CdE',
          clientId: zoom.clientId,
          clientSecret: zoomSecret,
        },
      },
    });
    expect(checkTokenConnectionForm('zoom', '', 'corto', { accountId: 'a b', clientId: '' })).toEqual({
      ok: false,
      fields: {
        'credentials.accountId': 'connections.zoom.accountIdFormat',
        'credentials.clientId': 'connections.zoom.clientIdRequired',
        'credentials.clientSecret': 'connections.zoom.secretTooShort',
      },
      general: null,
    });
    const calendlyToken = `eyJraWQiOiIxY2UxZTEzNjE3ZGNm.${'eyJpc3MiOiJodHRwcyJ9'.repeat(4)}.c2ln`;
    expect(checkTokenConnectionForm('calendly', '', calendlyToken)).toEqual({
      ok: true,
      body: { service: 'calendly', credentials: { token: calendlyToken } },
    });
    expect(checkTokenConnectionForm('calendly', '', 'eyJ corto')).toEqual({
      ok: false,
      fields: { 'credentials.token': 'connections.calendly.tokenTooShort' },
      general: null,
    });
  });

  it('knows every message the schemas give for a wrong secret or name', () => {
    const badSecrets = [
      '',
      'short',
      'x'.repeat(400),
      'has spaces in the middle of the token',
      'ñ'.repeat(40),
    ];
    const given = new Set<string>();
    for (const service of ACTION_SERVICES as readonly TokenService[]) {
      for (const secret of badSecrets) {
        for (const name of ['', 'x'.repeat(61)]) {
          const checked = checkTokenConnectionForm(service, name, secret, { apiKey: secret });
          if (checked.ok) continue;
          for (const message of Object.values(checked.fields)) given.add(message);
          if (checked.general) given.add(checked.general);
        }
      }
    }
    expect([...given].filter((message) => message === 'connections.form.invalid')).toEqual([]);
    expect(given.size).toBeGreaterThan(10);
  });

  it('says every validation message in Spanish and English', () => {
    for (const texts of [es, en]) {
      const missing = TOKEN_VALIDATION_MESSAGES.filter((key) => {
        const text = textOf(texts, key);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    }
  });

  it('labels and explains every extra field in Spanish and English', () => {
    const keys = (ACTION_SERVICES as readonly TokenService[]).flatMap((service) =>
      getTokenExtraFields(service).flatMap((field) =>
        ['label', 'help'].map((text) => `connections.${service}.fields.${field.key}.${text}`),
      ),
    );
    const optionKeys = (ACTION_SERVICES as readonly TokenService[]).flatMap((service) =>
      getTokenExtraFields(service).flatMap((field) =>
        (field.options ?? []).map((option) => `connections.${service}.fields.${field.key}.options.${option}`),
      ),
    );
    keys.push(...optionKeys);
    expect(keys).toContain('connections.trello.fields.apiKey.label');
    expect(keys).toContain('connections.mixpanel.fields.region.options.eu');
    for (const texts of [es, en]) {
      expect(keys.filter((key) => typeof textOf(texts, key) !== 'string')).toEqual([]);
    }
  });
});
