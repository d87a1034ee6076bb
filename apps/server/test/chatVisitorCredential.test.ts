import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitorToken } from '../src/modules/chat/visitorToken';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { createBotWithNameAndChoiceFlow, type VisitorSession, visitorHeaders } from './chatFixtures';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

// Issue #29: a visitor's conversation is authorised by its own secret (the start's `visitorToken`,
// sent as `x-visitor-token`), never by its id alone; a refusal looks exactly like an unknown session.
describe.each(testDatabaseKinds)('a visitor’s credential on reply and transcript on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let bot: { id: string; publicId: string };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    const owner = await createVerifiedUser(ctx.app, `credential-${kind}@plubot.com`);
    bot = await createBotWithNameAndChoiceFlow(ctx.app, owner.auth, {
      name: 'Nova',
      initial_message: 'Hola',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const start = async (): Promise<VisitorSession> => {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: { channel: 'web' },
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode).toBe(200);
    return started.json();
  };
  const reply = (sessionId: string, headers: Record<string, string>, query = '') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${sessionId}/reply${query}`,
      headers,
      payload: { text: 'Ana' },
    });
  const transcript = (sessionId: string, headers: Record<string, string>, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/chat/sessions/${sessionId}?publicId=${bot.publicId}${query.replace('?', '&')}`,
      headers,
    });
  /** What an unknown session answers, asked with the right credential for its id. */
  const unknownAnswer = async (call: typeof reply) => {
    const sessionId = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
    const answer = await call(
      sessionId,
      visitorHeaders({ visitorToken: createVisitorToken(ctx.config.JWT_SECRET, sessionId) }),
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, code: 'CHAT_SESSION_NOT_FOUND' });
    return answer.json();
  };

  it.each([
    ['reply', reply],
    ['transcript', transcript],
  ] as const)(
    'answers a %s without its own credential exactly as an unknown session',
    async (_name, call) => {
      const unknown = await unknownAnswer(call);
      const session = await start();
      const other = await start();
      const right = visitorHeaders(session);
      const refusals: [string, Record<string, string>, string?][] = [
        ['no credential', {}],
        ['an empty one', { 'x-visitor-token': '' }],
        ['a wrong one', { 'x-visitor-token': 'nope' }],
        ['one of its length', { 'x-visitor-token': 'A'.repeat(right['x-visitor-token']?.length ?? 0) }],
        ['another conversation’s', visitorHeaders(other)],
        ['its own, in another header', { authorization: `Bearer ${session.visitorToken}` }],
        ['its own, in the query only', {}, `?token=${encodeURIComponent(session.visitorToken ?? '')}`],
      ];
      for (const [what, headers, query] of refusals) {
        const refused = await call(session.sessionId, headers, query);
        expect(refused.statusCode, what).toBe(404);
        expect(refused.json(), what).toEqual(unknown);
      }
      expect((await call(session.sessionId, right)).statusCode).toBe(200);
    },
  );

  it('runs no turn for a refused reply: the conversation holds only what its visitor said', async () => {
    const session = await start();
    const other = await start();
    expect((await reply(session.sessionId, visitorHeaders(other))).statusCode).toBe(404);
    expect((await reply(session.sessionId, {})).statusCode).toBe(404);
    const before = await transcript(session.sessionId, visitorHeaders(session));
    expect(before.json().messages.map((m: { from: string }) => m.from)).toEqual(['bot', 'bot']);
    expect(before.json().input).toMatchObject({ kind: 'text', nodeId: 'ask-name' });

    const answered = await reply(session.sessionId, visitorHeaders(session));
    expect(answered.statusCode).toBe(200);
    expect(answered.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Encantado, Ana. ¿Qué necesitas?',
    ]);
  });

  it('answers the refusal in the visitor’s language, like an unknown session', async () => {
    const session = await start();
    const refused = await transcript(session.sessionId, { 'accept-language': 'en-GB' });
    expect(refused.json().message).toBe('This conversation does not exist. Start a new one.');
  });
});
