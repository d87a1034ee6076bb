import { type ChatTurnResponse, chatTurnResponseSchema } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../src/lib/webhookSignature';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { type Edge, edges, node } from './flowSpecs';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { publishDraft } from './publishing';

/** A webhooks power node posting to `powerUrl`, with `powerMessage` when given. */
function webhooksPower(id: string, powerUrl: string, powerMessage?: string) {
  return node('power', id, {
    powerId: 'webhooks',
    powerTitle: 'Webhooks (Zapier, Make, n8n)',
    powerUrl,
    ...(powerMessage === undefined ? {} : { powerMessage }),
  });
}

// The webhooks power (Zapier "Catch Hook", Make "Custom webhook", n8n "Webhook") on the public chat:
// it posts the conversation's variables and its message as signed JSON to the owner's URL, through
// the SSRF-guarded client, and the conversation goes on whatever the receiver answers.
describe('the webhooks power on the public chat', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let receiver: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  /** The receiver by its allowed host name; `127.0.0.1` itself is a private address not allowed. */
  let allowed: string;

  beforeAll(async () => {
    receiver = await startLocalHttpReceiver((request) =>
      request.url.startsWith('/falla') ? { status: 500, body: 'caído' } : { body: 'ok' },
    );
    allowed = `http://localhost:${receiver.port}`;
    ctx = await buildTestApp('pglite', {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: `localhost:${receiver.port}`,
    });
    owner = await createVerifiedUser(ctx.app, 'webhooks@plubot.test');
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  /** A bot of the owner with the webhooks power, answering with `nodes` + `links`. */
  async function botWithFlow(name: string, nodes: unknown[], links: Edge[]) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'neutral', powers: ['webhooks'] },
    });
    expect(created.statusCode).toBe(201);
    const bot = created.json().plubot as { id: string; public_id: string; powers: string[] };
    // A free plan may give a bot this power.
    expect(bot.powers).toEqual(['webhooks']);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { nodes, edges: links, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    return { id: bot.id, publicId: bot.public_id };
  }

  /** Opens a conversation and sends `replies` one by one; returns what the bot said last. */
  async function chat(publicId: string, replies: string[]) {
    const started = await ctx.app.inject({ method: 'POST', url: `/api/chat/${publicId}/start`, payload: {} });
    expect(started.statusCode).toBe(200);
    let last: ChatTurnResponse = chatTurnResponseSchema.parse(started.json());
    for (const text of replies) {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${last.sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: { text },
      });
      expect(answered.statusCode).toBe(200);
      last = chatTurnResponseSchema.parse(answered.json());
    }
    return { last, said: last.messages.map((message) => message.text) };
  }

  it('posts the variables and the message as signed JSON to the URL, with the variables filled in', async () => {
    const bot = await botWithFlow(
      'Avisador',
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        node('message', 'ask', {
          message: '¿Cómo te llamas?',
          capture: { variable: 'nombre', validation: 'text' },
        }),
        webhooksPower('zap', `${allowed}/zap/catch?lead={{nombre}}`, 'Nuevo lead: {{nombre}}'),
        // No message: the variables alone are posted. The receiver fails; the visitor never notices.
        webhooksPower('make', `${allowed}/falla`),
        node('end', 'end-1', { endMessage: 'Gracias, {{nombre}}' }),
      ],
      edges('start-1->ask@output', 'ask->zap', 'zap->make', 'make->end-1'),
    );
    const { said, last } = await chat(bot.publicId, ['Ana']);
    expect(said).toEqual(['Gracias, Ana']);
    expect(last.ended).toBe(true);

    const [post, ...others] = receiver.to('/zap/');
    expect(others).toEqual([]);
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('/zap/catch?lead=Ana');
    expect(post?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(post?.body ?? '');
    expect(body).toEqual({
      event: 'plubot.power',
      bot: { id: bot.id, name: 'Avisador' },
      message: 'Nuevo lead: Ana',
      variables: { nombre: 'Ana', last_reply: 'Ana' },
      sentAt: expect.any(String),
    });

    // Signed like the webhook node: the owner's secret verifies the raw body at its timestamp, which
    // is the second of `sentAt`; a changed body does not verify.
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/webhook-secret`,
      headers: owner.auth,
    });
    expect(answer.statusCode).toBe(200);
    const { secret, signatureHeader, timestampHeader } = answer.json();
    const timestamp = Number(post?.headers[timestampHeader]);
    const signature = String(post?.headers[signatureHeader]);
    expect(Math.floor(Date.parse(body.sentAt) / 1000)).toBe(timestamp);
    expect(verifyWebhook(secret, timestamp, post?.body ?? '', signature)).toBe(true);
    expect(verifyWebhook(secret, timestamp, (post?.body ?? '').replace('Ana', 'Eva'), signature)).toBe(false);

    const [failed] = receiver.to('/falla');
    expect(JSON.parse(failed?.body ?? '')).toMatchObject({
      event: 'plubot.power',
      message: '',
      variables: { nombre: 'Ana' },
    });
  });

  it('refuses a private address not in HTTP_ALLOWED_HOSTS and the conversation goes on', async () => {
    // The receiver is reachable as 'localhost' (allowed) but not as 127.0.0.1 (private, not allowed).
    const bot = await botWithFlow(
      'Prudente',
      [
        node('start', 'start-1', { dynamicContent: 'Hola' }),
        webhooksPower('blocked', `http://127.0.0.1:${receiver.port}/interno`, 'No debería salir'),
        webhooksPower('metadata', 'http://169.254.169.254/latest/meta-data/', 'Tampoco'),
        webhooksPower('open', `${allowed}/permitido`, 'Sí sale'),
        node('end', 'end-1', { endMessage: 'Fin seguro' }),
      ],
      edges('start-1->blocked@output', 'blocked->metadata', 'metadata->open', 'open->end-1'),
    );
    const { said, last } = await chat(bot.publicId, []);
    expect(said).toEqual(['Hola', 'Fin seguro']);
    expect(last.ended).toBe(true);
    expect(receiver.to('/interno')).toEqual([]);
    const posted = receiver.to('/permitido');
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]?.body ?? '')).toMatchObject({ message: 'Sí sale' });
  });
});
