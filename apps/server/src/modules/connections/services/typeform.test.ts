import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type TypeformCredentials, typeformConnector } from './typeform';

const credentials: TypeformCredentials = { token: 'tfp_5kQ8mZ2xW9vB4nL7pR3tY6uA1sD0fG8hJ2kL4zX' };
const HEADERS = { authorization: `Bearer ${credentials.token}`, accept: 'application/json' };

/** A form's definition as `GET /forms/{id}` gives it: a group with two questions, a statement, a choice. */
const FORM = {
  id: 'Ab12Cd',
  title: 'Encuesta de satisfacción',
  hidden: ['email', 'origen'],
  fields: [
    { id: 'st1', ref: 'hola', title: 'Gracias por venir', type: 'statement' },
    {
      id: 'g1',
      ref: 'grupo',
      title: 'Sobre ti',
      type: 'group',
      properties: {
        fields: [
          { id: 'f1', ref: 'nombre', title: '¿Cómo te llamas?', type: 'short_text' },
          { id: 'f2', ref: 'edad', title: '¿Cuántos años   tienes?', type: 'number' },
        ],
      },
    },
    { id: 'f3', ref: 'nota', title: '¿Qué nota nos das?', type: 'opinion_scale' },
    { id: 'f4', ref: 'temas', title: '¿Qué temas te interesan?', type: 'multiple_choice' },
    { id: 'f5', ref: 'vuelves', title: '¿Volverías?', type: 'yes_no' },
    { id: 'f6', ref: 'sin-titulo', title: '', type: 'long_text' },
  ],
};

/** Typeform's error body. */
const typeformError = (code: string, description: string) => ({ code, description });

/** One response as `GET /forms/{id}/responses` lists it. */
const response = (email: string, submittedAt: string, answers: unknown[]) => ({
  landing_id: `l-${submittedAt}`,
  token: `t-${submittedAt}`,
  submitted_at: submittedAt,
  hidden: { email, origen: 'chat' },
  answers,
});

describe('typeformConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token by listing one form, and is refused with Typeform’s words on 401', async () => {
    standIn.reply(
      { json: { total_items: 0, page_count: 1, items: [] } },
      {
        status: 401,
        json: typeformError(
          'AUTHENTICATION_FAILED',
          'Authentication credentials not found on the Request Headers',
        ),
      },
      { status: 503, json: typeformError('SERVICE_UNAVAILABLE', 'Try later') },
    );
    expect(await typeformConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/forms?page_size=1',
      headers: HEADERS,
      body: '',
    });
    expect(await typeformConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: Authentication credentials not found on the Request Headers',
    });
    expect(await typeformConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'HTTP 503: Try later',
    });
  });

  it('reads and shows its token, and keeps no settings', () => {
    expect(typeformConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(typeformConnector.read({ token: 'tfp_short' })).toBeUndefined();
    expect(typeformConnector.secretOf(credentials)).toBe(credentials.token);
    expect(typeformConnector.settingsOf(credentials)).toEqual({});
  });

  it('lists the forms by title, then a form’s hidden fields and questions (groups opened, statements left out)', async () => {
    standIn.reply(
      {
        json: {
          total_items: 2,
          page_count: 1,
          items: [
            { id: 'Ab12Cd', title: 'Encuesta de satisfacción' },
            { id: 'Zz99', title: '  ' },
          ],
        },
      },
      { json: FORM },
      { json: FORM },
    );
    expect(await typeformConnector.choices?.typeformForm?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [
        { id: 'Ab12Cd', label: 'Encuesta de satisfacción' },
        { id: 'Zz99', label: 'Zz99' },
      ],
    });
    expect(
      await typeformConnector.choices?.typeformHiddenField?.(standIn.ctx, credentials, 'Ab12Cd'),
    ).toEqual({
      ok: true,
      choices: [
        { id: 'email', label: 'email' },
        { id: 'origen', label: 'origen' },
      ],
    });
    expect(await typeformConnector.choices?.typeformQuestion?.(standIn.ctx, credentials, 'Ab/12')).toEqual({
      ok: true,
      choices: [
        { id: '¿Cómo te llamas?', label: '¿Cómo te llamas?', type: 'short_text' },
        { id: '¿Cuántos años tienes?', label: '¿Cuántos años tienes?', type: 'number' },
        { id: '¿Qué nota nos das?', label: '¿Qué nota nos das?', type: 'opinion_scale' },
        { id: '¿Qué temas te interesan?', label: '¿Qué temas te interesan?', type: 'multiple_choice' },
        { id: '¿Volverías?', label: '¿Volverías?', type: 'yes_no' },
        { id: 'sin-titulo', label: 'sin-titulo', type: 'long_text' },
      ],
    });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /forms?page_size=200',
      'GET /forms/Ab12Cd',
      'GET /forms/Ab%2F12',
    ]);
    expect(await typeformConnector.choices?.typeformQuestion?.(standIn.ctx, credentials, ' ')).toMatchObject({
      ok: false,
    });
  });

  it('gives the form’s link with the hidden fields after #, encoded, and its title', async () => {
    standIn.reply({ json: FORM });
    const outcome = await typeformConnector.actions?.formLink?.(standIn.ctx, credentials, {
      inputs: { formId: ' Ab12Cd ' },
      fields: {
        email: 'ana+bots@example.com',
        origen: 'chat web',
        vacio: '',
        'nombre completo': 'Ana & Luis',
      },
    });
    expect(outcome).toEqual({
      ok: true,
      found: true,
      outputs: {
        url: 'https://form.typeform.com/to/Ab12Cd#email=ana%2Bbots%40example.com&origen=chat%20web&nombre%20completo=Ana%20%26%20Luis',
        title: 'Encuesta de satisfacción',
      },
    });
    expect(
      standIn.received.map((request) => [request.method, request.url, request.headers.authorization]),
    ).toEqual([['GET', '/forms/Ab12Cd', HEADERS.authorization]]);
  });

  it('gives the bare link without fields, and fails at once without a form', async () => {
    standIn.reply({ json: FORM });
    expect(
      await typeformConnector.actions?.formLink?.(standIn.ctx, credentials, {
        inputs: { formId: 'Ab12Cd' },
        fields: {},
      }),
    ).toMatchObject({ ok: true, outputs: { url: 'https://form.typeform.com/to/Ab12Cd' } });
    expect(
      await typeformConnector.actions?.formLink?.(standIn.ctx, credentials, { inputs: {}, fields: {} }),
    ).toEqual({ ok: false, retryable: false, error: 'Falta un dato obligatorio de la acción: formId.' });
    expect(standIn.received).toHaveLength(1);
  });

  it('finds the newest response whose hidden field holds the value, with each answer under its question', async () => {
    standIn.reply(
      { json: FORM },
      {
        json: {
          total_items: 3,
          page_count: 1,
          items: [
            // Mentions the e-mail in an answer, but its hidden field is someone else's.
            response('luis@example.com', '2025-05-03T10:00:00Z', [
              {
                field: { id: 'f1', type: 'short_text', ref: 'nombre' },
                type: 'text',
                text: 'ana@example.com',
              },
            ]),
            response('Ana@Example.com ', '2025-05-02T09:30:00Z', [
              { field: { id: 'f1', type: 'short_text', ref: 'nombre' }, type: 'text', text: 'Ana' },
              { field: { id: 'f2', type: 'number', ref: 'edad' }, type: 'number', number: 34 },
              { field: { id: 'f3', type: 'opinion_scale', ref: 'nota' }, type: 'number', number: 9 },
              {
                field: { id: 'f4', type: 'multiple_choice', ref: 'temas' },
                type: 'choices',
                choices: { labels: ['Bots', 'IA'], other: 'Diseño' },
              },
              { field: { id: 'f5', type: 'yes_no', ref: 'vuelves' }, type: 'boolean', boolean: true },
              {
                field: { id: 'gone', type: 'dropdown', ref: 'antigua' },
                type: 'choice',
                choice: { label: 'Sí' },
              },
            ]),
            response('ana@example.com', '2025-04-01T08:00:00Z', []),
          ],
        },
      },
    );
    const outcome = await typeformConnector.actions?.findResponse?.(standIn.ctx, credentials, {
      inputs: { formId: 'Ab12Cd', hiddenField: 'email', value: 'ana@example.com' },
      fields: {},
    });
    expect(outcome).toEqual({
      ok: true,
      found: true,
      outputs: {
        '¿Cómo te llamas?': 'Ana',
        '¿Cuántos años tienes?': '34',
        '¿Qué nota nos das?': '9',
        '¿Qué temas te interesan?': 'Bots, IA, Diseño',
        '¿Volverías?': 'true',
        antigua: 'Sí',
        submittedAt: '2025-05-02T09:30:00Z',
      },
    });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /forms/Ab12Cd',
      'GET /forms/Ab12Cd/responses?query=ana%40example.com&page_size=25&sort=submitted_at%2Cdesc',
    ]);
    expect(standIn.received[1]?.headers).toMatchObject(HEADERS);
  });

  it('finds nothing when no response holds the value, and does not ask without a value', async () => {
    standIn.reply({ json: FORM }, { json: { total_items: 0, page_count: 1, items: [] } });
    const request = {
      inputs: { formId: 'Ab12Cd', hiddenField: 'email', value: 'nadie@example.com' },
      fields: {},
    };
    expect(await typeformConnector.actions?.findResponse?.(standIn.ctx, credentials, request)).toEqual({
      ok: true,
      found: false,
      outputs: {},
    });
    const blank = { inputs: { formId: 'Ab12Cd', hiddenField: 'email', value: ' ' }, fields: {} };
    expect(await typeformConnector.actions?.findResponse?.(standIn.ctx, credentials, blank)).toEqual({
      ok: true,
      found: false,
      outputs: {},
    });
    expect(standIn.received).toHaveLength(2);
    const noField = { inputs: { formId: 'Ab12Cd', value: 'x' }, fields: {} };
    expect(await typeformConnector.actions?.findResponse?.(standIn.ctx, credentials, noField)).toEqual({
      ok: false,
      retryable: false,
      error: 'Falta un dato obligatorio de la acción: hiddenField.',
    });
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: Nope.' }],
    [
      429,
      { 'retry-after': '2' },
      { ok: false, retryable: true, retryAfterMs: 2000, error: 'HTTP 429: Nope.' },
    ],
    [500, {}, { ok: false, retryable: true, error: 'HTTP 500: Nope.' }],
  ])(
    'maps a %i from Typeform to the outcome the flow reads, for the link and the lookup',
    async (status, headers, expected) => {
      standIn.reply({ status, headers, json: typeformError('ERR', 'Nope.') });
      expect(
        await typeformConnector.actions?.formLink?.(standIn.ctx, credentials, {
          inputs: { formId: 'Ab12Cd' },
          fields: {},
        }),
      ).toEqual(expected);
      standIn.reply({ json: FORM }, { status, headers, json: typeformError('ERR', 'Nope.') });
      expect(
        await typeformConnector.actions?.findResponse?.(standIn.ctx, credentials, {
          inputs: { formId: 'Ab12Cd', hiddenField: 'email', value: 'ana@example.com' },
          fields: {},
        }),
      ).toEqual(expected);
    },
  );

  it('says a deleted form is not found at once, never showing the token Typeform echoes', async () => {
    standIn.reply({
      status: 404,
      json: typeformError('FORM_NOT_FOUND', `Non existing form with uid Ab12Cd for ${credentials.token}`),
    });
    expect(
      await typeformConnector.actions?.formLink?.(standIn.ctx, credentials, {
        inputs: { formId: 'Ab12Cd' },
        fields: {},
      }),
    ).toEqual({ ok: false, retryable: false, error: 'HTTP 404: Non existing form with uid Ab12Cd for ••••' });
  });

  it('gives a refused choice list as refused', async () => {
    standIn.reply({ status: 403, json: typeformError('FORBIDDEN', 'Missing scope forms:read') });
    expect(await typeformConnector.choices?.typeformForm?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: false,
      error: 'HTTP 403: Missing scope forms:read',
      refused: true,
    });
  });
});
