import { expect, vi } from 'vitest';
import type { App } from '../src/app';
import type { createVerifiedUser } from './authHelpers';
import { publishDraft } from './publishing';
import type { FakeWhatsApp } from './whatsappFakeTransport';

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

/** How long to wait for what the bot does in the background (replies, reconnections). */
export const EVENTUALLY = { timeout: 5_000, interval: 20 };

/**
 * start → decision '¿En qué te ayudo?' with 'Horarios' and 'Precios' (each through its option node
 * to a message) → end. Condition handles follow packages/flow: `output-{conditionId}`.
 */
export function createMenuFlow() {
  const at = (x: number, y: number) => ({ x, y });
  return {
    flowName: 'Menú WhatsApp',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start-1', type: 'start', position: at(100, 0), data: { label: 'Inicio' } },
      {
        id: 'menu',
        type: 'decision',
        position: at(100, 200),
        data: {
          label: 'Menú',
          question: '¿En qué te ayudo?',
          conditions: [
            { id: 'menu-cond-1', text: 'Horarios', color: '#4facfe' },
            { id: 'menu-cond-2', text: 'Precios', color: '#ef4444' },
          ],
        },
      },
      {
        id: 'opt-horarios',
        type: 'option',
        position: at(0, 400),
        data: {
          label: 'Horarios',
          text: 'Horarios',
          sourceNode: 'menu',
          sourceHandle: 'menu-cond-1',
          conditionId: 'menu-cond-1',
        },
      },
      {
        id: 'opt-precios',
        type: 'option',
        position: at(250, 400),
        data: {
          label: 'Precios',
          text: 'Precios',
          sourceNode: 'menu',
          sourceHandle: 'menu-cond-2',
          conditionId: 'menu-cond-2',
        },
      },
      {
        id: 'say-horarios',
        type: 'message',
        position: at(0, 550),
        data: { label: 'H', message: 'Abrimos de 9 a 18.' },
      },
      {
        id: 'say-precios',
        type: 'message',
        position: at(250, 550),
        data: { label: 'P', message: 'El plan Pro cuesta 10 €.' },
      },
      {
        id: 'end-1',
        type: 'end',
        position: at(100, 750),
        data: { label: 'Fin', endMessage: '¡Hasta pronto!' },
      },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'menu', sourceHandle: 'output' },
      {
        id: 'e2',
        source: 'menu',
        target: 'opt-horarios',
        sourceHandle: 'output-menu-cond-1',
        type: 'eliteEdge',
      },
      {
        id: 'e3',
        source: 'menu',
        target: 'opt-precios',
        sourceHandle: 'output-menu-cond-2',
        type: 'eliteEdge',
      },
      { id: 'e4', source: 'opt-horarios', target: 'say-horarios', type: 'eliteEdge' },
      { id: 'e5', source: 'opt-precios', target: 'say-precios', type: 'eliteEdge' },
      { id: 'e6', source: 'say-horarios', target: 'end-1' },
      { id: 'e7', source: 'say-precios', target: 'end-1' },
    ],
  };
}

/** What the menu bot says when a conversation starts, as WhatsApp shows it. */
export const MENU_GREETING = ['¡Hola! Soy Nova.', '¿En qué te ayudo?\n\n1. Horarios\n2. Precios'];

/** Creates a bot for `owner`, optionally with the menu flow; returns its id. */
export async function createBot(
  app: App,
  owner: Owner,
  options: { name?: string; initialMessage?: string; menu?: boolean } = {},
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/plubots/create',
    headers: owner.auth,
    payload: {
      name: options.name ?? 'Nova',
      tone: 'servicial',
      initial_message: options.initialMessage ?? '¡Hola! Soy Nova.',
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().plubot.id as string;
  if (options.menu !== false) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { ...createMenuFlow(), baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(app, owner.auth, id);
  }
  return id;
}

export const whatsappStatus = (app: App, owner: Owner, plubotId: string) =>
  app.inject({ method: 'GET', url: `/api/whatsapp/status/${plubotId}`, headers: owner.auth });
export const initiateWhatsApp = (app: App, owner: Owner, plubotId: string) =>
  app.inject({ method: 'POST', url: '/api/whatsapp/initiate', headers: owner.auth, payload: { plubotId } });
export const disconnectWhatsApp = (app: App, owner: Owner, plubotId: string) =>
  app.inject({ method: 'POST', url: '/api/whatsapp/disconnect', headers: owner.auth, payload: { plubotId } });

/** Pairs `phoneNumber` (digits) with the bot as a user would: QR, scan, connected. Returns the open socket. */
export async function linkNumber(
  app: App,
  owner: Owner,
  fake: FakeWhatsApp,
  plubotId: string,
  phoneNumber: string,
) {
  const initiated = await initiateWhatsApp(app, owner, plubotId);
  expect(initiated.statusCode).toBe(200);
  await fake.latest().scan(phoneNumber);
  await vi.waitFor(async () => {
    expect((await whatsappStatus(app, owner, plubotId)).json()).toMatchObject({ status: 'connected' });
  }, EVENTUALLY);
  return fake.openedAs(phoneNumber);
}
