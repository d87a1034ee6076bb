import { ACTION_SERVICES } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import {
  checkTokenConnectionForm,
  getTokenFieldPaths,
  TOKEN_VALIDATION_MESSAGES,
  type TokenService,
} from './tokenConnectionForm';

const MAILCHIMP_KEY = `${'0123456789abcdef'.repeat(2)}-us21`;
const NOTION_TOKEN = 'ntn_1234567890abcdefghijklmnop';
const HUBSPOT_TOKEN = 'pat-na1-12345678-abcd-efgh-ijkl-1234567890ab';

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
          const checked = checkTokenConnectionForm(service, name, secret);
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
});
