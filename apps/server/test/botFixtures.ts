import { expect } from 'vitest';
import type { App } from '../src/app';
import { visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';
import { nextVisitorAddress } from './visitorAddresses';

/** A new bot of the caller's (`auth`), named `name`; its id and its public id. */
export async function createBotOf(
  app: App,
  auth: Record<string, string>,
  name: string,
): Promise<{ id: string; publicId: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/plubots/create',
    headers: auth,
    payload: { name, tone: 'neutral' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const plubot = created.json().plubot as { id: string; public_id: string };
  return { id: plubot.id, publicId: plubot.public_id };
}

/** A new bot whose first flow is `flow`, saved and published as its owner would; its ids. */
export async function createPublishedBot(
  app: App,
  auth: Record<string, string>,
  name: string,
  flow: { nodes: unknown[]; edges: unknown[] },
): Promise<{ id: string; publicId: string }> {
  const bot = await createBotOf(app, auth, name);
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/plubots/${bot.id}/flow`,
    headers: auth,
    payload: { ...flow, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await publishDraft(app, auth, bot.id);
  return bot;
}

/**
 * A stranger's conversation on the bot's link, from a visitor address of their own: it starts and
 * each of `replies` is sent in turn. Answers the bot's texts after the last reply.
 */
export async function chatAsStranger(
  app: App,
  publicId: string,
  replies: readonly string[],
): Promise<string[]> {
  const started = await app.inject({
    method: 'POST',
    url: `/api/chat/${publicId}/start`,
    payload: {},
    remoteAddress: nextVisitorAddress(),
  });
  expect(started.statusCode, started.body).toBe(200);
  let texts: string[] = [];
  for (const text of replies) {
    const answered = await app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${started.json().sessionId}/reply`,
      headers: visitorHeaders(started.json()),
      payload: { text },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    texts = (answered.json().messages as { text: string }[]).map((message) => message.text);
  }
  return texts;
}

/** Waits until `check` holds — what a server worker does off the request — at most 30 s. */
export async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}
