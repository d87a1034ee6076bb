import { VISITOR_TOKEN_HEADER } from '@plubot/contracts';
import { expect } from 'vitest';
import type { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { publishDraft } from './publishing';
import { nextVisitorAddress } from './visitorAddresses';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** A flow that asks a question, answers it from the bot's knowledge, and calls a person for «No sé». */
export const KNOWLEDGE_FLOW = {
  nodes: [
    node('start', 'start'),
    node('message', 'ask', {
      message: '¿Qué quieres saber?',
      capture: { enabled: true, variable: 'pregunta' },
    }),
    node('knowledge', 'knowledge', { question: '{{pregunta}}' }),
    node('handoff', 'person', { message: 'Te paso con alguien del equipo.' }),
    node('end', 'end'),
  ],
  edges: edges('start->ask', 'ask->knowledge', 'knowledge->end', 'knowledge->person@unknown', 'person->end'),
};

/** Waits until the worker has read a knowledge source (`ready`); throws after 15 s. */
export async function waitForSource(
  app: App,
  auth: Record<string, string>,
  botId: string,
  sourceId: string,
): Promise<void> {
  // Up to 30 s by the clock: on a busy machine the worker reads and embeds slowly, and each read waits.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const read = await app.inject({
      method: 'GET',
      url: `/api/plubots/${botId}/knowledge/sources/${sourceId}`,
      headers: auth,
    });
    if (read.json().source.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the source was never ready');
}

/** What the bot said after a visitor's message, and the hand-off when it called a person. */
export interface StrangerReply {
  texts: string[];
  handoff?: { status: string };
}

/**
 * A stranger (a new address, a browser speaking `language`) opens the bot's public chat and sends
 * `text` as their first reply; answers what the bot said after it.
 */
export async function askAsStranger(
  app: App,
  publicId: string,
  text: string,
  language = 'es-ES',
): Promise<StrangerReply> {
  const started = await app.inject({
    method: 'POST',
    url: `/api/chat/${publicId}/start`,
    headers: { 'accept-language': language },
    payload: {},
    remoteAddress: nextVisitorAddress(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { sessionId, visitorToken } = started.json() as { sessionId: string; visitorToken: string };
  const answered = await app.inject({
    method: 'POST',
    url: `/api/chat/sessions/${sessionId}/reply`,
    headers: { [VISITOR_TOKEN_HEADER]: visitorToken, 'accept-language': language },
    payload: { text },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const body = answered.json() as { messages: { text: string }[]; handoff?: { status: string } };
  return {
    texts: body.messages.map((message) => message.text),
    ...(body.handoff ? { handoff: body.handoff } : {}),
  };
}

/** Saves {@link KNOWLEDGE_FLOW} as a new bot's first flow and publishes it. */
export async function publishKnowledgeFlow(
  app: App,
  auth: Record<string, string>,
  botId: string,
): Promise<void> {
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/plubots/${botId}/flow`,
    headers: auth,
    payload: { ...KNOWLEDGE_FLOW, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await publishDraft(app, auth, botId);
}
