import { findPowerAction, type PowerActionDefinition } from '@plubot/flow';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translation.json';
import es from '../../../../public/locales/es/translation.json';
import {
  buildPowerTestBody,
  describePowerTestResult,
  fillTestValues,
  getTestButtonLabel,
  getTestVariableLabel,
  listTestVariables,
} from './powerTestData';

let t: TFunction;
let tEnglish: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    fallbackLng: false,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT('es');
  tEnglish = instance.getFixedT('en');
});

const action = (service: string, id: string): PowerActionDefinition => {
  const definition = findPowerAction(service, id);
  if (!definition) throw new Error(`${service}.${id}`);
  return definition;
};

describe('the variables a power node’s test asks a value for', () => {
  it('lists those of the inputs in the action’s order, then those of the fields, each once', () => {
    const createPage = action('notion', 'createPage');
    expect(
      listTestVariables(
        createPage,
        { title: 'Pedido de {{ nombre }} ({{email}})', databaseId: '{{base}}', stale: '{{viejo}}' },
        { Email: '{{email}}', Estado: '{{estado}} y {{nombre}}' },
      ),
    ).toEqual(['base', 'nombre', 'email', 'estado']);
  });

  it('ignores fields an action does not take, and finds none in plain texts', () => {
    const createCard = action('trello', 'createCard');
    expect(listTestVariables(createCard, { cardName: 'Pedido' }, { Email: '{{email}}' })).toEqual([]);
    expect(listTestVariables(createCard, undefined, undefined)).toEqual([]);
  });
});

describe('filling a node’s texts with the test values', () => {
  it('fills each variable as a conversation would: trimmed, unknown ones empty, blank names left out', () => {
    expect(
      fillTestValues(
        { ' cardName ': ' Pedido de {{nombre}} ', cardDescription: '{{nota}}', '  ': 'x' },
        { nombre: 'Ana' },
      ),
    ).toEqual({ cardName: 'Pedido de Ana', cardDescription: '' });
    // A test value that looks like a variable stays as typed.
    expect(fillTestValues({ value: '{{a}}' }, { a: '{{b}}', b: 'no' })).toEqual({ value: '{{b}}' });
  });

  it('builds the request with the inputs as written, for the charge’s bounds', () => {
    const body = buildPowerTestBody(
      {
        powerId: 'mercadopago',
        connectionId: 'c-1',
        action: 'charge',
        inputs: { amount: '{{precio}}', currency: 'MXN', minAmount: '10', maxAmount: '50' },
        fields: undefined,
      },
      { precio: '30' },
      'en-US',
    );
    expect(body).toEqual({
      powerId: 'mercadopago',
      connectionId: 'c-1',
      action: 'charge',
      inputs: { amount: '30', currency: 'MXN', minAmount: '10', maxAmount: '50' },
      fields: {},
      templates: { amount: '{{precio}}', currency: 'MXN', minAmount: '10', maxAmount: '50' },
      language: 'en',
    });
  });
});

describe('the words of the test', () => {
  it('names each variable’s value with its braces, and says what an action after the reply does', () => {
    expect(getTestVariableLabel(t, 'email')).toBe('Valor de prueba de {{email}}');
    expect(getTestVariableLabel(tEnglish, 'email')).toBe('Test value of {{email}}');
    expect(getTestButtonLabel(t, 'inline', 'notion', 'Notion')).toBe('Probar');
    expect(getTestButtonLabel(t, 'after', 'trello', 'Trello')).toBe('Probar (crea un dato real en Trello)');
    expect(getTestButtonLabel(t, 'after', 'gmail', 'Gmail')).toBe(
      'Probar (envía un correo real desde tu Gmail)',
    );
    expect(getTestButtonLabel(tEnglish, 'after', 'mixpanel', 'Mixpanel')).toBe(
      'Test (sends a real event to Mixpanel)',
    );
  });
});

describe('what a test’s answer says', () => {
  it('lists a lookup’s outputs by their names, and its cards with only https links', () => {
    const view = describePowerTestResult(
      t,
      {
        ok: true,
        kind: 'found',
        found: true,
        outputs: { title: 'Pedido de Ana', Estado: 'Enviado', found: true, total: null },
        cards: [
          { title: 'Taza', subtitle: '12 €', url: 'https://tienda.test/taza', linkLabel: 'Ver' },
          { title: 'Mala', url: 'javascript:alert(1)', linkLabel: 'Ver' },
        ],
      },
      'Notion',
      'es',
    );
    expect(view).toEqual({
      tone: 'ok',
      kind: 'found',
      title: 'Encontrado. El nodo guardaría:',
      outputs: [
        { name: 'title', label: t('powerActions.outputs.title'), value: 'Pedido de Ana' },
        { name: 'Estado', label: 'Estado', value: 'Enviado' },
        { name: 'found', label: t('powerActions.outputs.found'), value: 'Sí' },
        { name: 'total', label: t('powerActions.outputs.total'), value: '(vacío)' },
      ],
      cards: [
        { title: 'Taza', subtitle: '12 €', url: 'https://tienda.test/taza', linkLabel: 'Ver' },
        { title: 'Mala', subtitle: null, url: null, linkLabel: 'Ver' },
      ],
    });
    expect(
      describePowerTestResult(t, { ok: true, kind: 'found', found: false, outputs: {} }, 'Notion', 'es')
        .title,
    ).toBe('No se encontró nada: la conversación seguiría por «No encontrado».');
  });

  it('lists the slots a calendar would offer with their time zone, or says none is free', () => {
    const offered = describePowerTestResult(
      t,
      { ok: true, kind: 'options', options: [{ id: 's1', label: 'lunes 2, 09:00' }], note: 'hora de Madrid' },
      'Google Calendar',
      'es',
    );
    expect(offered).toEqual({
      tone: 'ok',
      kind: 'options',
      title: 'Ofrecería estas opciones (hora de Madrid):',
      options: [{ id: 's1', label: 'lunes 2, 09:00' }],
    });
    expect(describePowerTestResult(t, { ok: true, kind: 'options', options: [] }, 'x', 'es').title).toBe(
      'No hay ninguna opción libre: la conversación seguiría por «Nada libre».',
    );
  });

  it('gives a link to open only when https, with the amount it charges', () => {
    const link = describePowerTestResult(
      t,
      { ok: true, kind: 'link', url: 'https://mp.test/pay', amount: { minor: 2550, currency: 'EUR' } },
      'Mercado Pago',
      'es',
    );
    expect(link).toEqual({
      tone: 'ok',
      kind: 'link',
      title: 'Enlace de prueba creado con tu cuenta.',
      url: 'https://mp.test/pay',
      amount: expect.stringMatching(/^25,50\s€$/),
    });
    const unsafe = describePowerTestResult(
      t,
      { ok: true, kind: 'link', url: 'javascript:alert(1)' },
      'x',
      'es',
    );
    expect(unsafe).toMatchObject({ url: null, amount: null });
    expect(unsafe.title).toContain('no es https');
  });

  it('says the action was done, or the failure in the service’s words', () => {
    expect(describePowerTestResult(t, { ok: true, kind: 'done' }, 'Trello', 'es')).toEqual({
      tone: 'ok',
      kind: 'done',
      title: 'Hecho: la acción se realizó en Trello.',
    });
    expect(
      describePowerTestResult(tEnglish, { ok: false, error: 'HTTP 404: Not found.' }, 'Trello', 'en'),
    ).toEqual({ tone: 'error', kind: 'error', title: 'The test failed: HTTP 404: Not found.' });
  });
});
