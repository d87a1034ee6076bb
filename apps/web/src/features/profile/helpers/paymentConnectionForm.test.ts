import { PAYMENT_CREDENTIAL_MESSAGES } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import {
  checkTokenConnectionForm,
  getTokenExtraFields,
  getTokenFieldPaths,
  TOKEN_SETTING_FACTS,
  TOKEN_VALIDATION_MESSAGES,
} from './tokenConnectionForm';

const STRIPE_KEY = 'sk_test_51PlubotOwner0StandIn0Key0000000000abcdefABCDEF';
const MP_TOKEN = 'APP_USR-4761538092615388-112809-1d3b0f8b1c2e4a5b6c7d8e9f0a1b2c3d-1987654321';
const MP_SECRET = 'a3f1c2e4b5d60718293a4b5c6d7e8f901a2b3c4d5e6f708192a3b4c5d6e7f801';
const PAYPAL_ID = 'AeT9xPlubotStandInClientId0000000000000000000000000000000000000000000000000000';
const PAYPAL_SECRET = 'EKz7PlubotStandInClientSecret00000000000000000000000000000000000000000000000000';

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

describe('the payment accounts’ connect forms (issue #32)', () => {
  it('connects Stripe with its secret or restricted key, and says why a publishable one will not do', () => {
    expect(getTokenFieldPaths('stripe')).toEqual(['name', 'credentials.secretKey']);
    expect(checkTokenConnectionForm('stripe', '', ` ${STRIPE_KEY} `)).toEqual({
      ok: true,
      body: { service: 'stripe', credentials: { secretKey: STRIPE_KEY } },
    });
    expect(checkTokenConnectionForm('stripe', '', 'pk_test_51Plubot0000000000')).toEqual({
      ok: false,
      fields: { 'credentials.secretKey': 'connections.stripe.keyPublishable' },
      general: null,
    });
    expect(checkTokenConnectionForm('stripe', '', 'sk_test_short')).toEqual({
      ok: false,
      fields: { 'credentials.secretKey': 'connections.stripe.keyFormat' },
      general: null,
    });
  });

  it('asks Mercado Pago for the access token first, then the webhooks’ secret signature', () => {
    expect(getTokenFieldPaths('mercadopago')).toEqual([
      'name',
      'credentials.webhookSecret',
      'credentials.accessToken',
    ]);
    expect(getTokenExtraFields('mercadopago')).toEqual([
      { key: 'accessToken', secret: true, maxLength: 300 },
    ]);
    expect(
      checkTokenConnectionForm('mercadopago', 'Tienda', MP_SECRET, { accessToken: ` ${MP_TOKEN}` }),
    ).toEqual({
      ok: true,
      body: {
        service: 'mercadopago',
        name: 'Tienda',
        credentials: { accessToken: MP_TOKEN, webhookSecret: MP_SECRET },
      },
    });
    expect(checkTokenConnectionForm('mercadopago', '', '', { accessToken: 'APP_USR-short' })).toEqual({
      ok: false,
      fields: {
        'credentials.accessToken': 'connections.mercadopago.tokenFormat',
        'credentials.webhookSecret': 'connections.mercadopago.webhookSecretRequired',
      },
      general: null,
    });
  });

  it('asks PayPal for Live or Sandbox (Live unless chosen) and the app’s Client ID besides its Secret', () => {
    expect(getTokenFieldPaths('paypal')).toEqual([
      'name',
      'credentials.clientSecret',
      'credentials.environment',
      'credentials.clientId',
    ]);
    expect(checkTokenConnectionForm('paypal', '', PAYPAL_SECRET, { clientId: PAYPAL_ID })).toEqual({
      ok: true,
      body: {
        service: 'paypal',
        credentials: { environment: 'live', clientId: PAYPAL_ID, clientSecret: PAYPAL_SECRET },
      },
    });
    expect(
      checkTokenConnectionForm('paypal', '', PAYPAL_SECRET, { clientId: PAYPAL_ID, environment: 'sandbox' }),
    ).toMatchObject({ ok: true, body: { credentials: { environment: 'sandbox' } } });
    expect(
      checkTokenConnectionForm('paypal', '', 'short', { clientId: 'not an id', environment: 'mars' }),
    ).toEqual({
      ok: false,
      fields: {
        'credentials.environment': 'connections.paypal.environmentInvalid',
        'credentials.clientId': 'connections.paypal.clientIdFormat',
        'credentials.clientSecret': 'connections.paypal.secretTooShort',
      },
      general: null,
    });
  });

  it('knows, says and explains everything of the three forms in Spanish and English', () => {
    expect(TOKEN_VALIDATION_MESSAGES).toEqual(expect.arrayContaining([...PAYMENT_CREDENTIAL_MESSAGES]));
    const keys: string[] = [...PAYMENT_CREDENTIAL_MESSAGES];
    for (const service of ['stripe', 'mercadopago', 'paypal'] as const) {
      for (const text of [
        'title',
        'text',
        'safety',
        'secretLabel',
        'secretHelp',
        'namePlaceholder',
        'nameHelp',
      ])
        keys.push(`connections.${service}.${text}`);
      for (const step of ['title', 'step1', 'step2', 'step3', 'link'])
        keys.push(`connections.${service}.howTo.${step}`);
      for (const text of [
        'submitting',
        'failed',
        'limitReached',
        'listTitle',
        'empty',
        'testOk',
        'removeText',
        'secretFact',
      ])
        keys.push(`connections.${service}.${text}`);
      for (const field of getTokenExtraFields(service)) {
        keys.push(
          `connections.${service}.fields.${field.key}.label`,
          `connections.${service}.fields.${field.key}.help`,
        );
        for (const option of field.options ?? [])
          keys.push(`connections.${service}.fields.${field.key}.options.${option}`);
      }
      for (const fact of TOKEN_SETTING_FACTS[service] ?? [])
        keys.push(`connections.${service}.facts.${fact}`);
    }
    for (const texts of [es, en]) {
      expect(
        keys.filter((key) => typeof textOf(texts, key) !== 'string' || textOf(texts, key) === ''),
      ).toEqual([]);
    }
    // Where the webhooks' secret signature comes from, told where the owner pastes it.
    expect(textOf(es, 'connections.mercadopago.secretHelp')).toContain('Tus integraciones');
    expect(textOf(en, 'connections.mercadopago.secretHelp')).toContain('Your integrations');
  });
});
