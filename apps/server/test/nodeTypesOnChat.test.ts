import { type ChatTurnResponse, chatTurnResponseSchema } from '@plubot/contracts';
import { ENGINE_MESSAGES } from '@plubot/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../src/lib/webhookSignature';
import { buildTestApp } from './buildTestApp';
import { type Edge, edges, node } from './flowSpecs';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { startLocalOpenAiServer } from './localOpenAiServer';
import { startLocalSmtpCatcher } from './localSmtpCatcher';

/** The start node, greeting with 'Hola'. */
function greet() {
  return node('start', 'start-1', { dynamicContent: 'Hola' });
}

/** A message that waits for a reply and stores it in `variable`. */
function ask(id: string, message: string, variable: string, validation = 'text') {
  return node('message', id, { message, capture: { variable, validation } });
}

// Every node type that acts on the world, run through the public chat (the link, and the widget
// where it differs) against local stand-ins speaking the real protocols: an OpenAI-compatible
// server, an SMTP server and an HTTP receiver. The webhook node, database node, complex condition,
// Discord node and the Slack/Telegram/Discord powers are covered the same way in
// dataStepNodes.test.ts and discordIntegrations.test.ts; the HTTP node's happy path in
// editorTools.test.ts.
describe('every node type on the public chat', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: Awaited<ReturnType<typeof startLocalSmtpCatcher>>;
  let ai: Awaited<ReturnType<typeof startLocalOpenAiServer>>;
  let api: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let owner: { email: string; auth: Record<string, string> };
  /** The receiver by its allowed host name; `127.0.0.1` itself is a private address not allowed. */
  let apiBase: string;

  beforeAll(async () => {
    smtp = await startLocalSmtpCatcher();
    ai = await startLocalOpenAiServer();
    api = await startLocalHttpReceiver((request) => {
      if (request.url.startsWith('/clima?ciudad=Atlantis'))
        return {
          status: 404,
          headers: { 'content-type': 'application/json' },
          body: '{"error":"desconocida"}',
        };
      if (request.url.startsWith('/clima')) return { body: 'soleado' };
      return { body: 'ok' };
    });
    apiBase = `http://localhost:${api.port}`;
    ctx = await buildTestApp('pglite', {
      RATE_LIMIT_CHAT_MAX: '100000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Plubot <bots@plubot.test>',
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-nodos',
      AI_MODEL: 'modelo-nodos',
      HTTP_ALLOWED_HOSTS: 'localhost',
    });
    owner = await createOwner('nodos@plubot.test');
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([smtp?.close(), ai?.close(), api?.close()]);
  });

  /** Registers through the real mail (over SMTP), verifies with the mailed link and logs in. */
  async function createOwner(email: string) {
    const password = 'Secreta123!';
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nora Nodos', email, password },
    });
    expect(register.statusCode).toBe(201);
    const link = smtp
      .mailsTo(email)
      .at(-1)
      ?.text.match(/\/auth\/verify-email\/([\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    const verify = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${link}` });
    expect(verify.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    return { email, auth: { authorization: `Bearer ${login.json().access_token}` } };
  }

  /** A bot of the owner whose saved flow is `nodes` + `links`: its id and public id. */
  async function botWithFlow(name: string, nodes: unknown[], links: Edge[]) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral' },
    });
    expect(created.statusCode).toBe(201);
    const bot = created.json().plubot as { id: string; public_id: string };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { nodes, edges: links, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    return { id: bot.id, publicId: bot.public_id };
  }

  /**
   * Opens a conversation on `channel` and sends `replies` one by one, as the chat page does; every
   * answer must be a well-formed turn. Returns the session and each turn's answer.
   */
  async function chat(publicId: string, replies: string[], channel: 'web' | 'widget' = 'web') {
    const turns: ChatTurnResponse[] = [];
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${publicId}/start`,
      payload: { channel },
    });
    expect(started.statusCode).toBe(200);
    turns.push(chatTurnResponseSchema.parse(started.json()));
    const sessionId = turns[0]!.sessionId;
    for (const text of replies) {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        payload: { text },
      });
      expect(answered.statusCode).toBe(200);
      turns.push(chatTurnResponseSchema.parse(answered.json()));
    }
    const last = turns.at(-1)!;
    return { sessionId, turns, last, said: last.messages.map((message) => message.text) };
  }

  describe('AI nodes', () => {
    it('asks the AI with the prompt and system message filled in, shows the answer and stores it', async () => {
      const bot = await botWithFlow(
        'Poeta',
        [
          greet(),
          ask('ask', '¿Cómo te llamas?', 'nombre'),
          node('ai', 'ai-1', {
            promptTemplate: 'Escribe un saludo para {{nombre}}',
            systemMessage: 'Eres el asistente de {{nombre}}. Responde en español.',
            temperature: 0.3,
            maxTokens: 80,
            responseVariable: 'saludo',
          }),
          node('message', 'echo', { message: 'Guardé: {{saludo}}' }),
          node('end', 'end-1', { endMessage: 'Adiós' }),
        ],
        edges('start-1->ask@output', 'ask->ai-1', 'ai-1->echo', 'echo->end-1'),
      );
      const before = ai.received.length;
      const { said, last } = await chat(bot.publicId, ['Lucía']);
      expect(said).toEqual([
        'Eco: Escribe un saludo para Lucía',
        'Guardé: Eco: Escribe un saludo para Lucía',
        'Adiós',
      ]);
      expect(last.ended).toBe(true);
      expect(ai.received).toHaveLength(before + 1);
      expect(ai.received.at(-1)).toEqual({
        authorization: 'Bearer sk-nodos',
        body: {
          model: 'modelo-nodos',
          temperature: 0.3,
          max_tokens: 80,
          messages: [
            { role: 'system', content: 'Eres el asistente de Lucía. Responde en español.' },
            { role: 'user', content: 'Escribe un saludo para Lucía' },
          ],
        },
      });
    });

    it('runs AI Pro with its own prompt field and keeps temperature and tokens within its ranges', async () => {
      const bot = await botWithFlow(
        'Experto',
        [
          greet(),
          ask('ask', '¿Qué necesitas?', 'pedido'),
          // Out-of-range settings from an imported flow: AI Pro allows 0.2–1 and 50–500 tokens.
          node('aiNodePro', 'pro', {
            prompt: 'Resume: {{pedido}}',
            promptTemplate: 'No se usa',
            systemMessage: 'Sé breve',
            temperature: 1.7,
            maxTokens: 9000,
          }),
          node('message', 'echo', { message: '({{ai_response}})' }),
          node('end', 'end-1', { endMessage: 'Fin' }),
        ],
        edges('start-1->ask@output', 'ask->pro', 'pro->echo@output', 'echo->end-1'),
      );
      const { said } = await chat(bot.publicId, ['una mesa para dos']);
      expect(said).toEqual(['Eco: Resume: una mesa para dos', '(Eco: Resume: una mesa para dos)', 'Fin']);
      expect(ai.received.at(-1)?.body).toMatchObject({
        temperature: 1,
        max_tokens: 500,
        messages: [
          { role: 'system', content: 'Sé breve' },
          { role: 'user', content: 'Resume: una mesa para dos' },
        ],
      });
    });

    it('says so in Spanish, and goes on, when this server has no AI service', async () => {
      const bot = await botWithFlow(
        'Sin IA',
        [
          greet(),
          node('ai', 'ai-1', { promptTemplate: 'Hola' }),
          node('aiNodePro', 'pro', { prompt: 'Hola' }),
          node('end', 'end-1', { endMessage: 'Sigo aquí' }),
        ],
        edges('start-1->ai-1@output', 'ai-1->pro', 'pro->end-1@output'),
      );
      const before = ai.received.length;
      // The operator has not configured AI_BASE_URL: the chat reads the configuration on every turn.
      const configured = ctx.app.config.AI_BASE_URL;
      ctx.app.config.AI_BASE_URL = undefined;
      try {
        const { said, last } = await chat(bot.publicId, []);
        expect(said).toEqual([
          'Hola',
          'La inteligencia artificial no está configurada para este bot.',
          'La inteligencia artificial no está configurada para este bot.',
          'Sigo aquí',
        ]);
        expect(last.ended).toBe(true);
      } finally {
        ctx.app.config.AI_BASE_URL = configured;
      }
      expect(ai.received).toHaveLength(before);
    });
  });

  describe('emotion detection', () => {
    let publicId: string;
    beforeAll(async () => {
      const reaction = (emotion: string, text: string) =>
        node('message', `say-${emotion}`, { message: `${text} ({{animo}})` });
      const emotions = ['happy', 'sad', 'angry', 'frustrated', 'surprised', 'neutral'];
      ({ publicId } = await botWithFlow(
        'Empático',
        [
          greet(),
          ask('ask', '¿Cómo te sientes hoy?', 'sentir'),
          node('emotionDetection', 'emo', { inputText: '{{sentir}}', outputVariable: 'animo' }),
          reaction('happy', 'Me alegra'),
          reaction('sad', 'Lo siento'),
          reaction('angry', 'Entiendo tu enojo'),
          reaction('frustrated', 'Vamos a resolverlo'),
          reaction('surprised', '¡Qué sorpresa!'),
          reaction('neutral', 'Gracias por contarlo'),
          node('end', 'end-1', { endMessage: 'Hasta luego' }),
        ],
        edges(
          'start-1->ask@output',
          'ask->emo',
          ...emotions.flatMap((emotion) => [
            `emo->say-${emotion}@output-${emotion}`,
            `say-${emotion}->end-1`,
          ]),
        ),
      ));
    });

    // Detection is Spanish keyword matching in the engine (no AI call): the same on every channel.
    it.each([
      ['¡Estoy muy feliz hoy!', 'Me alegra (happy)'],
      ['No estoy bien', 'Lo siento (sad)'],
      ['Tengo mucha rabia con esto', 'Entiendo tu enojo (angry)'],
      ['Estoy harto, otra vez no funciona', 'Vamos a resolverlo (frustrated)'],
      ['¡Wow, en serio!', '¡Qué sorpresa! (surprised)'],
      ['Quiero información de precios', 'Gracias por contarlo (neutral)'],
    ])('“%s” takes its emotion’s output: %s', async (reply, expected) => {
      const before = ai.received.length;
      const { said } = await chat(publicId, [reply]);
      expect(said).toEqual([expected, 'Hasta luego']);
      expect(ai.received).toHaveLength(before);
    });
  });

  describe('actions', () => {
    let leadBot: { id: string; publicId: string };
    beforeAll(async () => {
      leadBot = await botWithFlow(
        'Captador',
        [
          greet(),
          ask('ask-name', '¿Cómo te llamas?', 'nombre'),
          ask('ask-email', '¿Tu correo?', 'email', 'email'),
          node('action', 'save', { actionType: 'saveData', parameters: { fields: ['nombre', 'email'] } }),
          node('action', 'notify', {
            actionType: 'sendNotification',
            parameters: { message: 'Nuevo contacto: {{nombre}} <{{email}}>' },
          }),
          node('action', 'mail', {
            actionType: 'sendEmail',
            parameters: {
              to: '{{email}}',
              subject: 'Gracias, {{nombre}}',
              body: 'Hola {{nombre}}:\n\nTe escribiremos pronto a {{email}}.',
            },
          }),
          node('end', 'end-1', { endMessage: 'Listo, {{nombre}}' }),
        ],
        edges(
          'start-1->ask-name@output',
          'ask-name->ask-email',
          'ask-email->save',
          'save->notify',
          'notify->mail',
          'mail->end-1',
        ),
      );
    });

    // The widget is the chat page in an iframe: same endpoints, its conversations filed as 'widget'.
    it.each([
      ['web', 'Lucía', 'lucia@example.com'],
      ['widget', 'Tomás', 'tomas@example.com'],
    ] as const)(
      'on the %s channel, saves the lead, notifies the owner and mails the visitor',
      async (channel, name, email) => {
        const ownerMails = smtp.mailsTo(owner.email).length;
        const { sessionId, said, last } = await chat(leadBot.publicId, [name, email], channel);
        expect(said).toEqual([`Listo, ${name}`]);
        expect(last.ended).toBe(true);

        const leads = await ctx.app.inject({
          method: 'GET',
          url: `/api/plubots/${leadBot.id}/leads`,
          headers: owner.auth,
        });
        expect(leads.statusCode).toBe(200);
        const lead = leads.json().leads.find((row: { session_id: string }) => row.session_id === sessionId);
        expect(lead?.data).toEqual({ nombre: name, email });

        const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: owner.auth });
        expect(bell.json().notifications).toContainEqual(
          expect.objectContaining({
            kind: 'bot_notification',
            title: 'Captador te envía un aviso',
            body: `Nuevo contacto: ${name} <${email}>`,
            plubotId: leadBot.id,
          }),
        );
        const toOwner = smtp.mailsTo(owner.email);
        expect(toOwner).toHaveLength(ownerMails + 1);
        expect(toOwner.at(-1)).toMatchObject({
          from: 'bots@plubot.test',
          subject: 'Notificación de Captador',
        });
        expect(toOwner.at(-1)?.text).toContain(`Nuevo contacto: ${name} <${email}>`);

        const toVisitor = smtp.mailsTo(email);
        expect(toVisitor).toHaveLength(1);
        expect(toVisitor[0]).toMatchObject({ from: 'bots@plubot.test', subject: `Gracias, ${name}` });
        expect(toVisitor[0]?.text).toContain(`Hola ${name}:`);
        expect(toVisitor[0]?.text).toContain(`Te escribiremos pronto a ${email}.`);

        const listed = await ctx.app.inject({
          method: 'GET',
          url: `/api/plubots/${leadBot.id}/conversations`,
          headers: owner.auth,
        });
        const conversation = listed.json().conversations.find((row: { id: string }) => row.id === sessionId);
        expect(conversation).toMatchObject({ channel, ended: true });
      },
    );

    it('calls an API with the variables and branches on its answer, then posts a signed webhook', async () => {
      const bot = await botWithFlow(
        'Meteo',
        [
          greet(),
          ask('ask', '¿De qué ciudad?', 'ciudad'),
          node('action', 'api', {
            actionType: 'apiCall',
            parameters: {
              method: 'POST',
              url: `${apiBase}/clima?ciudad={{ciudad}}`,
              headers: { 'X-Ciudad': '{{ciudad}}' },
              body: '{"ciudad": "{{ciudad}}"}',
              responseVariable: 'clima',
            },
          }),
          node('message', 'ok', { message: 'Clima: {{clima}} ({{clima_status}})' }),
          node('message', 'ko', { message: 'Sin clima ({{clima_status}})' }),
          node('action', 'hook', { actionType: 'webhook', parameters: { url: `${apiBase}/hooks/visita` } }),
          node('end', 'end-1', { endMessage: 'Fin' }),
        ],
        edges(
          'start-1->ask@output',
          'ask->api',
          'api->ok@onSuccess',
          'api->ko@onError',
          'ok->hook',
          'ko->hook',
          'hook->end-1',
        ),
      );
      expect((await chat(bot.publicId, ['Lima'])).said).toEqual(['Clima: soleado (200)', 'Fin']);
      const [call] = api.to('/clima?ciudad=Lima');
      expect(call).toMatchObject({ method: 'POST', body: '{"ciudad": "Lima"}' });
      expect(call?.headers['x-ciudad']).toBe('Lima');

      const [post] = api.to('/hooks/visita');
      expect(post?.method).toBe('POST');
      expect(post?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(post?.body ?? '')).toEqual({
        variables: { ciudad: 'Lima', last_reply: 'Lima', clima: 'soleado', clima_status: 200 },
      });
      const secret = await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${bot.id}/webhook-secret`,
        headers: owner.auth,
      });
      const { secret: key, signatureHeader, timestampHeader } = secret.json();
      expect(
        verifyWebhook(
          key,
          Number(post?.headers[timestampHeader]),
          post?.body ?? '',
          String(post?.headers[signatureHeader]),
        ),
      ).toBe(true);

      expect((await chat(bot.publicId, ['Atlantis'])).said).toEqual(['Sin clima (404)', 'Fin']);
      expect(api.to('/hooks/visita')).toHaveLength(2);
    });

    it('runs an API call and a pause as the editor saves them: the method and seconds it shows, replies escaped', async () => {
      // The form shows 'POST' and 2 seconds until the owner changes them, and then stores nothing.
      const bot = await botWithFlow(
        'Tickets',
        [
          greet(),
          ask('ask', '¿Sobre qué es tu consulta?', 'motivo'),
          node('action', 'api', {
            actionType: 'apiCall',
            parameters: { url: `${apiBase}/tickets?tema={{motivo}}`, body: '{ "motivo": "{{motivo}}" }' },
          }),
          node('action', 'wait', { actionType: 'delay', parameters: {} }),
          node('message', 'ok', { message: 'Ticket: {{api_response}}' }),
          node('message', 'ko', { message: 'No se pudo' }),
          node('end', 'end-1', { endMessage: 'Fin' }),
        ],
        edges(
          'start-1->ask@output',
          'ask->api',
          'api->wait@onSuccess',
          'api->ko@onError',
          'wait->ok',
          'ok->end-1',
          'ko->end-1',
        ),
      );
      const reply = 'Precio "especial" & descuento=1';
      const { last } = await chat(bot.publicId, [reply]);
      expect(last.messages).toEqual([
        expect.objectContaining({ text: 'Ticket: ok', delayMs: 2000 }),
        expect.objectContaining({ text: 'Fin' }),
      ]);
      const [call] = api.to('/tickets');
      expect(call?.method).toBe('POST');
      expect(new URL(call?.url ?? '', apiBase).searchParams.get('tema')).toBe(reply);
      expect([...new URL(call?.url ?? '', apiBase).searchParams.keys()]).toEqual(['tema']);
      expect(call?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(call?.body ?? '')).toEqual({ motivo: reply });
    });

    describe('transform, condition and delay', () => {
      let publicId: string;
      beforeAll(async () => {
        ({ publicId } = await botWithFlow(
          'Portero',
          [
            greet(),
            ask('ask-name', '¿Tu nombre?', 'nombre'),
            node('action', 'upper', {
              actionType: 'transformData',
              parameters: { variable: 'nombre', transform: 'uppercase' },
            }),
            node('action', 'greeting', {
              actionType: 'transformData',
              parameters: { variable: 'saludo', value: 'bienvenido, {{nombre}}', transform: 'capitalize' },
            }),
            ask('ask-age', '{{saludo}}. ¿Cuántos años tienes?', 'edad', 'number'),
            node('action', 'check', {
              actionType: 'conditional',
              parameters: { variable: 'edad', operator: 'greaterThan', value: '17' },
            }),
            node('action', 'wait', { actionType: 'delay', parameters: { seconds: 30 } }),
            node('message', 'adult', { message: 'Adelante, {{nombre}}.' }),
            node('message', 'minor', { message: 'Vuelve con un adulto, {{nombre}}.' }),
            node('end', 'end-1', { endMessage: 'Fin' }),
          ],
          edges(
            'start-1->ask-name@output',
            'ask-name->upper',
            'upper->greeting',
            'greeting->ask-age',
            'ask-age->check',
            'check->wait@true',
            'check->minor@false',
            'wait->adult',
            'adult->end-1',
            'minor->end-1',
          ),
        ));
      });

      it('transforms variables and takes the true output; the message after the pause carries it, nothing sleeps', async () => {
        const began = Date.now();
        const { turns } = await chat(publicId, ['ana', '34']);
        expect(Date.now() - began).toBeLessThan(10_000);
        expect(turns[1]?.messages.map((message) => message.text)).toEqual([
          'Bienvenido, ANA. ¿Cuántos años tienes?',
        ]);
        expect(turns[2]?.messages).toEqual([
          expect.objectContaining({ text: 'Adelante, ANA.', delayMs: 30_000 }),
          expect.objectContaining({ text: 'Fin' }),
        ]);
        expect(turns[2]?.messages[1]?.delayMs).toBeUndefined();
      });

      it('takes the false output without a pause', async () => {
        const { last } = await chat(publicId, ['ana', '12']);
        expect(last.messages.map((message) => message.text)).toEqual(['Vuelve con un adulto, ANA.', 'Fin']);
        expect(last.messages.some((message) => message.delayMs !== undefined)).toBe(false);
      });
    });
  });

  it('refuses every outgoing request to a private address not in HTTP_ALLOWED_HOSTS, by the node’s error path', async () => {
    // The receiver is reachable as 'localhost' (allowed) but not as 127.0.0.1 (private, not allowed).
    const blocked = `http://127.0.0.1:${api.port}/interno`;
    const bot = await botWithFlow(
      'Curioso',
      [
        greet(),
        node('httpRequest', 'http', { method: 'GET', url: `${blocked}/http` }),
        node('message', 'http-ok', { message: 'HTTP pasó' }),
        node('message', 'http-ko', { message: 'HTTP rechazado' }),
        node('action', 'api', {
          actionType: 'apiCall',
          parameters: { method: 'GET', url: `${blocked}/api`, responseVariable: 'datos' },
        }),
        node('message', 'api-ok', { message: 'API pasó' }),
        node('message', 'api-ko', { message: 'API rechazada: [{{datos}}]' }),
        node('action', 'hook', { actionType: 'webhook', parameters: { url: `${blocked}/hook` } }),
        node('webhookNode', 'hook-node', { url: `${blocked}/hook-node` }),
        node('power', 'slack', { powerId: 'slack', powerMessage: 'Hola', powerUrl: `${blocked}/slack` }),
        node('action', 'metadata', {
          actionType: 'apiCall',
          parameters: { url: 'http://169.254.169.254/latest/meta-data/', responseVariable: 'meta' },
        }),
        node('message', 'meta-ko', { message: 'Metadatos rechazados' }),
        node('end', 'end-1', { endMessage: 'Fin seguro' }),
      ],
      edges(
        'start-1->http@output',
        'http->http-ok@onSuccess',
        'http->http-ko@onError',
        'http-ok->api',
        'http-ko->api',
        'api->api-ok@onSuccess',
        'api->api-ko@onError',
        'api-ok->hook',
        'api-ko->hook',
        'hook->hook-node',
        'hook-node->slack',
        'slack->metadata',
        'metadata->meta-ko@onError',
        'metadata->end-1@onSuccess',
        'meta-ko->end-1',
      ),
    );
    const { said, last } = await chat(bot.publicId, []);
    expect(said).toEqual([
      'Hola',
      'HTTP rechazado',
      'API rechazada: []',
      'Metadatos rechazados',
      'Fin seguro',
    ]);
    expect(last.ended).toBe(true);
    expect(api.to('/interno')).toEqual([]);
    expect(said.join(' ')).not.toContain(ENGINE_MESSAGES.internalError);
  });
});
