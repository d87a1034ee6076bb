import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ConnectorStandIn, startConnectorStandIn } from '../../../../test/connectorStandIn';
import { type SurveymonkeyCredentials, surveymonkeyConnector } from './surveymonkey';

const credentials: SurveymonkeyCredentials = {
  token: 'sm-9XkP2vQ7rT4yW1zA6bC3dE8fG0hJ5kL2mN7pQ4rS1tU6vW3xY8z',
};
const HEADERS = { authorization: `Bearer ${credentials.token}`, accept: 'application/json' };

/** SurveyMonkey's error body. */
const smError = (status: number, message: string) => ({
  error: {
    id: '1000',
    name: 'Error',
    docs: 'https://developer.surveymonkey.com/api/v3/#error-codes',
    message,
    http_status_code: status,
  },
});

/** `GET /v3/surveys/{id}`: the survey and its custom variables. */
const SURVEY = { id: '405', title: 'Qué tal te atendimos', custom_variables: { email: 'Correo', canal: '' } };

/** `GET /v3/surveys/{id}/details`: one page with a choice, a matrix, a text, a presentation block. */
const DETAILS = {
  ...SURVEY,
  pages: [
    {
      id: 'p1',
      questions: [
        { id: 'q0', family: 'presentation', headings: [{ heading: 'Gracias' }] },
        {
          id: 'q1',
          family: 'single_choice',
          headings: [{ heading: '<p>¿Te <strong>ayudamos</strong>?</p>' }],
          answers: {
            choices: [
              { id: 'c1', text: 'Sí' },
              { id: 'c2', text: 'No' },
            ],
            other: { id: 'o1', text: 'Otro' },
          },
        },
        {
          id: 'q2',
          family: 'matrix',
          headings: [{ heading: 'Valora' }],
          answers: {
            rows: [
              { id: 'r1', text: 'Rapidez' },
              { id: 'r2', text: 'Trato' },
            ],
            choices: [
              { id: 'c5', text: 'Bien' },
              { id: 'c6', text: 'Mal' },
            ],
          },
        },
        { id: 'q3', family: 'open_ended', headings: [{ heading: 'Comentarios' }] },
      ],
    },
  ],
};

describe('surveymonkeyConnector', () => {
  let standIn: ConnectorStandIn;
  beforeAll(async () => {
    standIn = await startConnectorStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('checks the token with GET /v3/users/me, refused on 401 with SurveyMonkey’s words', async () => {
    standIn.reply(
      { json: { id: '1', username: 'ana' } },
      { status: 401, json: smError(401, 'The authorization token provided was invalid.') },
    );
    expect(await surveymonkeyConnector.check(standIn.ctx, credentials)).toEqual({ ok: true });
    expect(standIn.received[0]).toMatchObject({
      method: 'GET',
      url: '/v3/users/me',
      headers: HEADERS,
      body: '',
    });
    expect(await surveymonkeyConnector.check(standIn.ctx, credentials)).toEqual({
      ok: false,
      kind: 'refused',
      reason: 'HTTP 401: The authorization token provided was invalid.',
    });
  });

  it('reads and shows its token, and keeps no settings', () => {
    expect(surveymonkeyConnector.read({ token: credentials.token })).toEqual(credentials);
    expect(surveymonkeyConnector.read({ token: 'corto' })).toBeUndefined();
    expect(surveymonkeyConnector.secretOf(credentials)).toBe(credentials.token);
    expect(surveymonkeyConnector.settingsOf(credentials)).toEqual({});
  });

  it('lists the surveys, a survey’s custom variables and its questions by heading', async () => {
    standIn.reply(
      {
        json: {
          data: [
            { id: '405', title: 'Qué tal te atendimos' },
            { id: 406, title: '' },
          ],
          per_page: 100,
          page: 1,
        },
      },
      { json: SURVEY },
      { json: DETAILS },
    );
    const list = surveymonkeyConnector.choices;
    expect(await list?.surveymonkeySurvey?.(standIn.ctx, credentials, undefined)).toEqual({
      ok: true,
      choices: [
        { id: '405', label: 'Qué tal te atendimos' },
        { id: '406', label: '406' },
      ],
    });
    expect(await list?.surveymonkeyVariable?.(standIn.ctx, credentials, '405')).toEqual({
      ok: true,
      choices: [
        { id: 'email', label: 'email (Correo)' },
        { id: 'canal', label: 'canal' },
      ],
    });
    expect(await list?.surveymonkeyQuestion?.(standIn.ctx, credentials, '4 05')).toEqual({
      ok: true,
      choices: [
        { id: '¿Te ayudamos?', label: '¿Te ayudamos?', type: 'single_choice' },
        { id: 'Valora', label: 'Valora', type: 'matrix' },
        { id: 'Comentarios', label: 'Comentarios', type: 'open_ended' },
      ],
    });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v3/surveys?per_page=100&sort_by=date_modified&sort_order=DESC',
      'GET /v3/surveys/405',
      'GET /v3/surveys/4%2005/details',
    ]);
  });

  it('gives the open web link with the custom variables in the query, and the survey’s title', async () => {
    standIn.reply(
      { json: SURVEY },
      {
        json: {
          data: [
            { id: '1', type: 'email', status: 'open', url: null },
            { id: '2', type: 'weblink', status: 'closed', url: 'https://www.surveymonkey.com/r/CERRADA' },
            { id: '3', type: 'weblink', status: 'open', url: 'https://www.surveymonkey.com/r/ABC123' },
          ],
        },
      },
    );
    const outcome = await surveymonkeyConnector.actions?.surveyLink?.(standIn.ctx, credentials, {
      inputs: { surveyId: '405' },
      fields: { email: 'ana+1@example.com', canal: 'chat web', vacia: '' },
    });
    expect(outcome).toEqual({
      ok: true,
      found: true,
      outputs: {
        url: 'https://www.surveymonkey.com/r/ABC123?email=ana%2B1%40example.com&canal=chat%20web',
        title: 'Qué tal te atendimos',
      },
    });
    expect(
      standIn.received.map((request) => [`${request.method} ${request.url}`, request.headers.authorization]),
    ).toEqual([
      ['GET /v3/surveys/405', HEADERS.authorization],
      ['GET /v3/surveys/405/collectors?include=type,status,url&per_page=100', HEADERS.authorization],
    ]);
  });

  it('fails at once when the survey has no open web link, or no survey is chosen', async () => {
    standIn.reply(
      { json: SURVEY },
      {
        json: {
          data: [
            { id: '2', type: 'weblink', status: 'closed', url: 'https://www.surveymonkey.com/r/CERRADA' },
            // Never a link a visitor could be given.
            { id: '3', type: 'weblink', status: 'open', url: 'javascript:alert(1)' },
          ],
        },
      },
    );
    expect(
      await surveymonkeyConnector.actions?.surveyLink?.(standIn.ctx, credentials, {
        inputs: { surveyId: '405' },
        fields: {},
      }),
    ).toEqual({
      ok: false,
      retryable: false,
      error:
        'La encuesta no tiene un enlace web abierto: en SurveyMonkey, abre la encuesta → Recopilar respuestas y crea (o vuelve a abrir) un «Enlace web».',
    });
    expect(
      await surveymonkeyConnector.actions?.surveyLink?.(standIn.ctx, credentials, { inputs: {}, fields: {} }),
    ).toMatchObject({ ok: false, retryable: false });
    expect(standIn.received).toHaveLength(2);
  });

  it('finds the newest completed response whose custom variable holds the value, with answers by heading', async () => {
    standIn.reply(
      { json: DETAILS },
      {
        json: {
          per_page: 100,
          page: 1,
          data: [
            {
              id: 'r9',
              date_modified: '2025-06-02T10:00:00+00:00',
              custom_variables: { email: 'luis@example.com' },
              pages: [],
            },
            {
              id: 'r8',
              date_modified: '2025-06-01T09:00:00+00:00',
              custom_variables: { email: ' ANA@example.com', canal: 'chat' },
              pages: [
                {
                  id: 'p1',
                  questions: [
                    { id: 'q1', answers: [{ choice_id: 'c1' }, { other_id: 'o1', text: 'Y rápido' }] },
                    {
                      id: 'q2',
                      answers: [
                        { row_id: 'r1', choice_id: 'c5' },
                        { row_id: 'r2', choice_id: 'c6' },
                      ],
                    },
                    { id: 'q3', answers: [{ text: 'Todo bien' }] },
                    { id: 'q-vieja', answers: [{ text: 'Ya no está' }] },
                  ],
                },
              ],
            },
          ],
        },
      },
    );
    const outcome = await surveymonkeyConnector.actions?.findResponse?.(standIn.ctx, credentials, {
      inputs: { surveyId: '405', customVariable: 'email', value: 'ana@example.com' },
      fields: {},
    });
    expect(outcome).toEqual({
      ok: true,
      found: true,
      outputs: {
        '¿Te ayudamos?': 'Sí, Y rápido',
        Valora: 'Rapidez: Bien, Trato: Mal',
        Comentarios: 'Todo bien',
        'q-vieja': 'Ya no está',
        submittedAt: '2025-06-01T09:00:00+00:00',
      },
    });
    expect(standIn.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v3/surveys/405/details',
      'GET /v3/surveys/405/responses/bulk?per_page=100&status=completed&sort_by=date_modified&sort_order=DESC',
    ]);
    expect(standIn.received[1]?.headers).toMatchObject(HEADERS);
  });

  it('finds nothing when no response holds the value, and does not ask without one', async () => {
    standIn.reply({ json: DETAILS }, { json: { data: [{ id: 'r1', custom_variables: {} }] } });
    const lookup = (value: string) =>
      surveymonkeyConnector.actions?.findResponse?.(standIn.ctx, credentials, {
        inputs: { surveyId: '405', customVariable: 'email', value },
        fields: {},
      });
    expect(await lookup('nadie@example.com')).toEqual({ ok: true, found: false, outputs: {} });
    expect(await lookup('')).toEqual({ ok: true, found: false, outputs: {} });
    expect(standIn.received).toHaveLength(2);
  });

  it.each([
    [401, {}, { ok: false, retryable: false, refused: true, error: 'HTTP 401: Nope.' }],
    [404, {}, { ok: false, retryable: false, error: 'HTTP 404: Nope.' }],
    [
      429,
      { 'retry-after': '5' },
      { ok: false, retryable: true, retryAfterMs: 5000, error: 'HTTP 429: Nope.' },
    ],
    [503, {}, { ok: false, retryable: true, error: 'HTTP 503: Nope.' }],
  ])(
    'maps a %i from SurveyMonkey to the outcome the flow reads, for the link and the lookup',
    async (status, headers, expected) => {
      standIn.reply({ status, headers, json: smError(status, 'Nope.') });
      expect(
        await surveymonkeyConnector.actions?.surveyLink?.(standIn.ctx, credentials, {
          inputs: { surveyId: '405' },
          fields: {},
        }),
      ).toEqual(expected);
      standIn.reply({ json: DETAILS }, { status, headers, json: smError(status, 'Nope.') });
      expect(
        await surveymonkeyConnector.actions?.findResponse?.(standIn.ctx, credentials, {
          inputs: { surveyId: '405', customVariable: 'email', value: 'ana@example.com' },
          fields: {},
        }),
      ).toEqual(expected);
    },
  );

  it('never shows the token SurveyMonkey echoes, and gives a refused list as refused', async () => {
    standIn.reply(
      { status: 404, json: smError(404, `Survey 405 not found for ${credentials.token}`) },
      {
        status: 403,
        json: smError(403, 'Permission has not been granted by the user to make this request.'),
      },
    );
    expect(
      await surveymonkeyConnector.actions?.surveyLink?.(standIn.ctx, credentials, {
        inputs: { surveyId: '405' },
        fields: {},
      }),
    ).toEqual({ ok: false, retryable: false, error: 'HTTP 404: Survey 405 not found for ••••' });
    expect(
      await surveymonkeyConnector.choices?.surveymonkeySurvey?.(standIn.ctx, credentials, undefined),
    ).toEqual({
      ok: false,
      error: 'HTTP 403: Permission has not been granted by the user to make this request.',
      refused: true,
    });
  });
});
