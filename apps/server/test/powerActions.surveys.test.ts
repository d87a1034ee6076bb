import { connectionResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { createBotOf, createPublishedBot } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { edges, node } from './flowSpecs';
import type { ReceivedRequest } from './localHttpReceiver';
import { SURVEY_WEB_LINK, SURVEYMONKEY_TOKEN, startSurveymonkeyStandIn } from './surveymonkeyStandIn';
import { testDatabaseKinds } from './testDatabases';
import { startTypeformStandIn, TYPEFORM_FORM, TYPEFORM_TOKEN } from './typeformStandIn';
import { nextVisitorAddress } from './visitorAddresses';

const FAREWELL = 'Fin de la conversación';
const LINK_FAILED = 'No pudimos preparar la encuesta.';
const NOT_YET = 'Aún no vemos tu respuesta.';
const SERVICE_DOWN = 'El servicio de encuestas no responde ahora.';

/** What a stand-in received: `[method and path, auth header]` per request. */
const sent = (requests: ReceivedRequest[]) =>
  requests.map(({ method, url, headers }) => [`${method} ${url}`, headers.authorization]);

/** The requests of a Typeform lookup of `email` on the stand-in's form. */
const typeformLookup = (email: string) => [
  `GET /forms/${TYPEFORM_FORM.id}`,
  `GET /forms/${TYPEFORM_FORM.id}/responses?query=${encodeURIComponent(email)}&page_size=25&sort=submitted_at%2Cdesc`,
];

// Issue #31: the Typeform and SurveyMonkey powers act with the owner's connections, through the
// public chat, against local stand-ins speaking each service's API: the bot gives the visitor the
// form's link with a hidden field (a custom variable) filled from the conversation, then looks the
// visitor's response up — found, not found, or the service failing — and shows its answers.
describe.each(testDatabaseKinds)('Typeform and SurveyMonkey powers on %s', (kind) => {
  let typeform: Awaited<ReturnType<typeof startTypeformStandIn>>;
  let surveymonkey: Awaited<ReturnType<typeof startSurveymonkeyStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let typeformId: string;
  let surveymonkeyId: string;
  let formBot: { id: string; publicId: string };
  let surveyBot: { id: string; publicId: string };

  beforeAll(async () => {
    typeform = await startTypeformStandIn();
    surveymonkey = await startSurveymonkeyStandIn();
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${typeform.port},127.0.0.1:${surveymonkey.port}`,
      TYPEFORM_API_URL: typeform.url,
      SURVEYMONKEY_API_URL: surveymonkey.url,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `powers-surveys-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `powers-surveys-other-${kind}@plubot.test`);
    // SurveyMonkey is a Pro power: a free account may not save a flow that uses it.
    for (const account of [owner, stranger])
      await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, account.user.id));
    const form = await connect({ service: 'typeform', credentials: { token: TYPEFORM_TOKEN } });
    const survey = await connect({
      service: 'surveymonkey',
      name: 'Atención',
      credentials: { token: SURVEYMONKEY_TOKEN },
    });
    expect(form.statusCode, form.body).toBe(201);
    expect(survey.statusCode, survey.body).toBe(201);
    const formConnection = connectionResponseSchema.parse(form.json()).connection;
    const surveyConnection = connectionResponseSchema.parse(survey.json()).connection;
    expect(formConnection).toMatchObject({
      name: 'Typeform',
      status: 'active',
      maskedSecret: '••••TYPE',
      settings: {},
    });
    expect(surveyConnection).toMatchObject({ name: 'Atención', status: 'active', maskedSecret: '••••MONK' });
    typeformId = formConnection.id;
    surveymonkeyId = surveyConnection.id;
    formBot = await publishedBot('Encuesta en Typeform', {
      link: {
        powerId: 'typeform',
        connectionId: typeformId,
        action: 'formLink',
        inputs: { formId: TYPEFORM_FORM.id },
        fields: { email: '{{email}}', origen: 'chat' },
      },
      find: {
        powerId: 'typeform',
        connectionId: typeformId,
        action: 'findResponse',
        inputs: { formId: TYPEFORM_FORM.id, hiddenField: 'email', value: '{{email}}' },
        outputs: {
          found: 'respondio',
          '¿Qué nota nos das?': 'nota',
          '¿Qué mejorarías?': 'mejora',
          submittedAt: 'enviada',
        },
      },
      thanks: 'Gracias: nos diste un {{nota}} («{{mejora}}»), el {{enviada}}.',
    });
    surveyBot = await publishedBot('Encuesta en SM', {
      link: {
        powerId: 'surveymonkey',
        connectionId: surveymonkeyId,
        action: 'surveyLink',
        inputs: { surveyId: '405' },
        fields: { email: '{{email}}' },
      },
      find: {
        powerId: 'surveymonkey',
        connectionId: surveymonkeyId,
        action: 'findResponse',
        inputs: { surveyId: '405', customVariable: 'email', value: '{{email}}' },
        outputs: { '¿Te ayudamos?': 'ayudo', Comentarios: 'comentario', submittedAt: 'enviada' },
      },
      thanks: '¿Te ayudamos? {{ayudo}}. «{{comentario}}» ({{enviada}})',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await typeform?.close();
    await surveymonkey?.close();
  });

  const connect = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/connections', headers: owner.auth, payload });
  const choices = (connectionId: string, query: string, auth = owner.auth) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/connections/${connectionId}/choices?${query}`,
      headers: auth,
    });

  type PowerData = Parameters<typeof node<'power'>>[2];

  /**
   * A published bot: ask the e-mail → the link (its error way: say so) → «Completa…» with the link,
   * waiting for the visitor → look the response up → thanks / not yet / the service is down.
   */
  function publishedBot(name: string, bot: { link: PowerData; find: PowerData; thanks: string }) {
    return createPublishedBot(ctx.app, owner.auth, name, {
      nodes: [
        node('start', 'start'),
        node('message', 'ask', {
          message: '¿Tu correo?',
          capture: { variable: 'email', validation: 'email' },
        }),
        node('power', 'link', { ...bot.link, outputs: { url: 'enlace', title: 'titulo' } }),
        node('message', 'give', {
          message: 'Completa «{{titulo}}»: {{enlace}}',
          capture: { variable: 'listo' },
        }),
        node('message', 'linkFailed', { message: LINK_FAILED }),
        node('power', 'find', bot.find),
        node('message', 'thanks', { message: bot.thanks }),
        node('message', 'missing', { message: NOT_YET }),
        node('message', 'down', { message: SERVICE_DOWN }),
        node('end', 'end'),
      ],
      edges: edges(
        'start->ask',
        'ask->link',
        'link->give@found',
        'link->linkFailed@onError',
        'give->find',
        'find->thanks@found',
        'find->missing@notFound',
        'find->down@onError',
        'thanks->end',
        'missing->end',
        'down->end',
        'linkFailed->end',
      ),
    });
  }

  /** A stranger's conversation on the bot's public link: each `say` answers the bot's texts after it. */
  async function visit(bot: { publicId: string }) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    return async (text: string): Promise<string[]> => {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${started.json().sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: { text },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      return (answered.json().messages as { text: string }[])
        .map((message) => message.text)
        .filter((message) => message !== FAREWELL);
    };
  }

  it('refuses a token the service does not accept, and offers forms, surveys and their fields to the owner only', async () => {
    const wrong = await connect({
      service: 'typeform',
      credentials: { token: 'tfp_no-vale-0123456789abcdef' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      'Typeform no aceptó la clave (HTTP 401: Authentication credentials not found on the Request Headers). Revisa que la copiaste completa y que sigue activa.',
    );
    const wrongSurvey = await connect({
      service: 'surveymonkey',
      credentials: { token: 'sm-no-vale-0123456789abcdef' },
    });
    expect(wrongSurvey.json().message).toContain(
      'SurveyMonkey no aceptó la clave (HTTP 401: The authorization token provided was invalid.)',
    );
    expect(sent(typeform.received)).toEqual([
      ['GET /forms?page_size=1', `Bearer ${TYPEFORM_TOKEN}`],
      ['GET /forms?page_size=1', 'Bearer tfp_no-vale-0123456789abcdef'],
    ]);
    expect(sent(surveymonkey.received).map(([path]) => path)).toEqual([
      'GET /v3/users/me',
      'GET /v3/users/me',
    ]);

    const lists: [string, string, unknown][] = [
      [typeformId, 'kind=typeformForm', [{ id: 'Ab12Cd', label: 'Encuesta de satisfacción' }]],
      [
        typeformId,
        'kind=typeformHiddenField&parent=Ab12Cd',
        [
          { id: 'email', label: 'email' },
          { id: 'origen', label: 'origen' },
        ],
      ],
      [
        typeformId,
        'kind=typeformQuestion&parent=Ab12Cd',
        [
          { id: '¿Qué nota nos das?', label: '¿Qué nota nos das?', type: 'opinion_scale' },
          { id: '¿Qué mejorarías?', label: '¿Qué mejorarías?', type: 'long_text' },
        ],
      ],
      [surveymonkeyId, 'kind=surveymonkeySurvey', [{ id: '405', label: 'Qué tal te atendimos' }]],
      [
        surveymonkeyId,
        'kind=surveymonkeyVariable&parent=405',
        [{ id: 'email', label: 'email (Correo del visitante)' }],
      ],
      [
        surveymonkeyId,
        'kind=surveymonkeyQuestion&parent=405',
        [
          { id: '¿Te ayudamos?', label: '¿Te ayudamos?', type: 'single_choice' },
          { id: 'Comentarios', label: 'Comentarios', type: 'open_ended' },
        ],
      ],
    ];
    for (const [connectionId, query, expected] of lists) {
      const listed = await choices(connectionId, query);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().choices).toEqual(expected);
      expect((await choices(connectionId, query, stranger.auth)).statusCode).toBe(404);
    }
    // A list of another service is no list of this connection's.
    expect((await choices(typeformId, 'kind=surveymonkeySurvey')).statusCode).toBe(422);
  });

  it('gives the Typeform link with the hidden fields filled, then finds the newest response of that e-mail', async () => {
    typeform.received.length = 0;
    const say = await visit(formBot);
    expect(await say('ana@example.com')).toEqual([
      'Completa «Encuesta de satisfacción»: https://form.typeform.com/to/Ab12Cd#email=ana%40example.com&origen=chat',
    ]);
    // Ana answers the form (twice); someone else answers too.
    typeform.respond({ email: 'ana@example.com', origen: 'chat' }, '2025-05-01T08:00:00Z', 3, 'Todo');
    typeform.respond({ email: 'ana@example.com', origen: 'chat' }, '2025-05-02T09:30:00Z', 9, 'Nada');
    typeform.respond(
      { email: 'luis@example.com', origen: 'web' },
      '2025-05-03T10:00:00Z',
      5,
      'ana@example.com',
    );
    expect(await say('listo')).toEqual(['Gracias: nos diste un 9 («Nada»), el 2025-05-02T09:30:00Z.']);
    expect(sent(typeform.received)).toEqual(
      [`GET /forms/${TYPEFORM_FORM.id}`, ...typeformLookup('ana@example.com')].map((path) => [
        path,
        `Bearer ${TYPEFORM_TOKEN}`,
      ]),
    );

    const other = await visit(formBot);
    expect(await other('eva@example.com')).toEqual([
      'Completa «Encuesta de satisfacción»: https://form.typeform.com/to/Ab12Cd#email=eva%40example.com&origen=chat',
    ]);
    expect(await other('ya está')).toEqual([NOT_YET]);
  });

  it('takes the error way when Typeform fails, or when the form no longer exists', async () => {
    typeform.failResponsesNext(500);
    const say = await visit(formBot);
    expect(await say('ana@example.com')).toHaveLength(1);
    expect(await say('listo')).toEqual([SERVICE_DOWN]);

    typeform.removeForm();
    try {
      const gone = await visit(formBot);
      expect(await gone('ana@example.com')).toEqual([LINK_FAILED]);
    } finally {
      typeform.removeForm(false);
    }
  });

  it('gives the SurveyMonkey web link with the custom variable, then finds the completed response', async () => {
    surveymonkey.received.length = 0;
    const say = await visit(surveyBot);
    expect(await say('ana@example.com')).toEqual([
      `Completa «Qué tal te atendimos»: ${SURVEY_WEB_LINK}?email=ana%40example.com`,
    ]);
    surveymonkey.respond({ email: 'ana@example.com' }, '2025-06-01T09:00:00+00:00', 'Sí', 'Muy amables');
    // A newer response left half done is not an answer yet.
    surveymonkey.respond(
      { email: 'ana@example.com' },
      '2025-06-02T09:00:00+00:00',
      'No',
      'a medias',
      'partial',
    );
    expect(await say('listo')).toEqual(['¿Te ayudamos? Sí. «Muy amables» (2025-06-01T09:00:00+00:00)']);
    expect(sent(surveymonkey.received)).toEqual(
      [
        'GET /v3/surveys/405',
        'GET /v3/surveys/405/collectors?include=type,status,url&per_page=100',
        'GET /v3/surveys/405/details',
        'GET /v3/surveys/405/responses/bulk?per_page=100&status=completed&sort_by=date_modified&sort_order=DESC',
      ].map((path) => [path, `Bearer ${SURVEYMONKEY_TOKEN}`]),
    );

    const other = await visit(surveyBot);
    await other('luis@example.com');
    expect(await other('listo')).toEqual([NOT_YET]);

    surveymonkey.failResponsesNext(503);
    const third = await visit(surveyBot);
    await third('ana@example.com');
    expect(await third('listo')).toEqual([SERVICE_DOWN]);
  });

  it("never acts with another owner's connection, and never lets a token out", async () => {
    typeform.received.length = 0;
    surveymonkey.received.length = 0;
    const theirs = await createBotOf(ctx.app, stranger.auth, 'Ajeno');
    for (const [powerId, connectionId, action, inputs] of [
      ['typeform', typeformId, 'formLink', { formId: TYPEFORM_FORM.id }],
      [
        'surveymonkey',
        surveymonkeyId,
        'findResponse',
        { surveyId: '405', customVariable: 'email', value: 'ana@example.com' },
      ],
    ] as const) {
      const lookup = await ctx.app.inject({
        method: 'POST',
        url: `/api/plubots/${theirs.id}/power-lookup`,
        headers: stranger.auth,
        payload: { powerId, connectionId, action, inputs },
      });
      expect(lookup.statusCode, lookup.body).toBe(200);
      expect(lookup.json()).toEqual({
        ok: false,
        error: 'La conexión de este poder ya no existe: elige otra en el nodo.',
      });
    }
    expect(typeform.received).toEqual([]);
    expect(surveymonkey.received).toEqual([]);

    const everything = [
      await ctx.app.inject({ method: 'GET', url: '/api/connections', headers: owner.auth }),
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${formBot.id}/flow`, headers: owner.auth }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/export', headers: owner.auth }),
    ];
    for (const response of everything) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(TYPEFORM_TOKEN);
      expect(response.body).not.toContain(SURVEYMONKEY_TOKEN);
    }
  });
});
