/// <reference lib="dom" />
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import {
  createBot,
  createOwner,
  fitView,
  type Owner,
  openEditor,
  paletteEntry,
  signIn,
} from './editorHelpers';
import { STAND_IN_APP_URL, STAND_INS_URL } from './ports';

// The steps of e2e/nodeTypes.spec.ts: flows, palette, connections, the inspector, the simulation,
// chatting on the bot's link and reading what the stand-ins (e2e/support/standIns.mjs) received.

export type FlowNode = {
  id: string;
  type: string;
  position: { x: number; y: number };
  data: Record<string, unknown>;
};
export type FlowEdge = { id: string; source: string; target: string; sourceHandle?: string };

export const node = (
  id: string,
  type: string,
  x: number,
  y: number,
  data: Record<string, unknown>,
): FlowNode => ({
  id,
  type,
  position: { x, y },
  data,
});

/**
 * start → '¿Cómo te llamas?' (into `nombre`) [→ '¿Y tu correo?' (into `email`)], and an end saying
 * goodbye by name, not yet connected: the test puts its node between the last question and the end.
 */
export function intakeFlow(options: { email: boolean }): { nodes: FlowNode[]; edges: FlowEdge[] } {
  const nodes = [
    node('start-1', 'start', 0, 0, { label: 'Inicio' }),
    node('ask-name', 'message', 0, 150, {
      label: 'Nombre',
      message: '¿Cómo te llamas?',
      capture: { variable: 'nombre', validation: 'text' },
    }),
    node('end-1', 'end', 420, 820, { label: 'Fin', endMessage: '¡Hasta pronto, {{nombre}}!' }),
  ];
  const edges: FlowEdge[] = [
    { id: 'e-start', source: 'start-1', target: 'ask-name', sourceHandle: 'output' },
  ];
  if (options.email) {
    nodes.push(
      node('ask-email', 'message', 0, 430, {
        label: 'Correo',
        message: '¿Y tu correo, {{nombre}}?',
        capture: { variable: 'email', validation: 'email' },
      }),
    );
    edges.push({ id: 'e-name', source: 'ask-name', target: 'ask-email' });
  }
  return { nodes, edges };
}

/** A new owner and bot whose flow is `flow`, signed in, with the bot open in the editor. */
export async function openBotWithFlow(
  page: Page,
  request: APIRequestContext,
  flow: { nodes: FlowNode[]; edges: FlowEdge[] } | null,
): Promise<{ owner: Owner; botId: string; publicId: string }> {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner, 'Nova');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  if (flow) {
    const saved = await request.put(`/api/plubots/${botId}/flow`, {
      headers,
      data: { flowName: 'Recepción', viewport: { x: 0, y: 0, zoom: 1 }, ...flow, baseRevision: 1 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const bot = await request.get(`/api/plubots/${botId}`, { headers });
  const publicId = ((await bot.json()) as { plubot: { public_id: string } }).plubot.public_id;
  await signIn(page.context(), owner);
  await openEditor(page, botId);
  return { owner, botId, publicId };
}

/** The node of `type` added from the palette entry `entry`, at the middle of the view. */
export async function addFromPalette(page: Page, entry: string, type: string): Promise<Locator> {
  await paletteEntry(page, entry).click();
  const added = page.locator(`.react-flow__node-${type}`);
  await expect(added).toHaveCount(1);
  return added;
}

/** The message node saying `text`, the end node: found by what they show, as a user finds them. */
export const messageNode = (page: Page, text: string) =>
  page.locator('.react-flow__node-message').filter({ hasText: text });
export const endNode = (page: Page) => page.locator('.react-flow__node-end');
export const source = (nodeLocator: Locator, handleId?: string) =>
  nodeLocator.locator(`.react-flow__handle.source${handleId ? `[data-handleid="${handleId}"]` : ''}`).first();
export const target = (nodeLocator: Locator) => nodeLocator.locator('.react-flow__handle.target').first();

/**
 * Connects an output to an input the way a touch screen does it: a tap on the output, then a tap on
 * the input (React Flow's click-to-connect); the canvas gains one connection.
 */
export async function connect(page: Page, output: Locator, input: Locator): Promise<void> {
  const edges = page.locator('.react-flow__edge');
  const before = await edges.count();
  await output.click();
  await input.click();
  await expect(edges).toHaveCount(before + 1);
}

/** Fits the view and connects `from` → `added` → `to`, so the added node sits in the flow. */
export async function connectThrough(page: Page, from: Locator, added: Locator, to: Locator): Promise<void> {
  await fitView(page);
  await connect(page, source(from), target(added));
  await connect(page, source(added), target(to));
}

export function inspector(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** Saves by hand and waits for the confirmation. */
export async function saveFlow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Guardar', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
}

/**
 * 'Publicar' as an owner does it (issue #28): the dialog saves first, shows what changes and Bot
 * Doctor's word; the publish goes through and the title bar says "Publicado".
 */
export async function publishFlow(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Publicar/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Publicar tu bot' });
  const confirm = dialog.getByRole('button', { name: /^Publicar (ahora|de todos modos)$/ });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('publish-state')).toHaveText('Publicado');
}

/** 'Simular': the simulated chat, its effects log and its variables. */
export async function openSimulation(page: Page) {
  await page.getByRole('button', { name: 'Simular' }).click();
  const dialog = page.getByRole('dialog', { name: /^Simulación/ });
  const chat = dialog.getByRole('log');
  const box = dialog.getByRole('textbox').first();
  return {
    dialog,
    chat,
    effects: dialog.getByRole('region', { name: 'Registro' }),
    variable: (name: string) =>
      dialog
        .getByRole('region', { name: 'Variables' })
        .locator('.simulation-side__variable')
        .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }) })
        .getByRole('definition'),
    /** Waits for the bot to say `prompt`, then answers `reply`. */
    async answer(prompt: string, reply: string) {
      await expect(chat).toContainText(prompt);
      await box.fill(reply);
      await box.press('Enter');
    },
    close: () => dialog.getByRole('button', { name: 'Cerrar simulación' }).click(),
  };
}

/** Simulates the intake flow to its end: Luz gives her name and `email`; the bot says goodbye. */
export async function simulateIntake(page: Page, email: string) {
  const simulation = await openSimulation(page);
  await simulation.answer('¿Cómo te llamas?', 'Luz');
  await simulation.answer('¿Y tu correo, Luz?', email);
  await expect(simulation.chat).toContainText('¡Hasta pronto, Luz!');
  return simulation;
}

/**
 * A visitor on the bot's link, in a browser of their own: answers each [prompt, reply] in turn and
 * waits for `farewell`.
 */
export async function chatOnLink(
  browser: Browser,
  publicId: string,
  turns: [prompt: string, reply: string][],
  farewell: string,
  baseURL = STAND_IN_APP_URL,
): Promise<void> {
  const visitor = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await visitor.newPage();
  await page.goto(`/chat/${publicId}`);
  const log = page.getByRole('log');
  const box = page.getByRole('textbox').first();
  for (const [prompt, reply] of turns) {
    await expect(log).toContainText(prompt);
    await box.fill(reply);
    await box.press('Enter');
  }
  await expect(log).toContainText(farewell);
  await visitor.close();
}

export interface StandInRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  rawBody: string;
  body: unknown;
}

/** Every request the stand-ins got at `path` so far. */
export async function receivedAt(request: APIRequestContext, path: string): Promise<StandInRequest[]> {
  const response = await request.get(`${STAND_INS_URL}/received`);
  expect(response.ok()).toBe(true);
  const { requests } = (await response.json()) as { requests: StandInRequest[] };
  return requests.filter((entry) => entry.path === path);
}

export interface Completion {
  messages: { role: string; content: string }[];
}

/** The chat completions the AI stand-in got whose last message is `prompt`. */
export async function completionsFor(request: APIRequestContext, prompt: string) {
  const all = await receivedAt(request, '/v1/chat/completions');
  return all.filter((entry) => (entry.body as Completion).messages.at(-1)?.content === prompt);
}

/** The e-mails of the server's local outbox addressed to `to`. */
export async function mailsTo(request: APIRequestContext, to: string) {
  const { mails } = (await (await request.get('/dev/mail.json')).json()) as {
    mails: { to: string; subject: string; text: string }[];
  };
  return mails.filter((mail) => mail.to === to);
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
