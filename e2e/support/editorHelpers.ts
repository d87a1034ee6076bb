/// <reference lib="dom" />
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

// Shared steps of the editor's end-to-end tests: a verified owner and a bot through the API, signing
// in through localStorage, opening the editor, dragging from the palette and between handles.

export const PASSWORD = 'Orbita2024!';
export const FIXTURE = fileURLToPath(new URL('../fixtures/editor-flow.json', import.meta.url));

export interface Owner {
  email: string;
  accessToken: string;
  refreshToken: string;
}

export interface StoredFlow {
  nodes: { id: string; type: string; data: Record<string, unknown> }[];
  edges: { id: string; source: string; target: string; sourceHandle?: string }[];
  revision: number;
}

/** A verified user registered, verified through the mailed link and logged in via the API. */
export async function createOwner(request: APIRequestContext): Promise<Owner> {
  const email = `editor-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const register = await request.post('/api/auth/register', {
    data: { name: 'Lyra Editora', email, password: PASSWORD },
  });
  expect(register.status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/mail.json')).json()) as {
        mails: { to: string; links: string[] }[];
      };
      link = mails.find((mail) => mail.to === email)?.links.find((href) => href.includes('/verify-email/'));
      return link;
    })
    .toBeTruthy();
  expect((await request.get(`/api/auth/verify-email/${link!.split('/').pop()}`)).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { access_token: string; refresh_token: string };
  return { email, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** A new bot: its flow is the initial one, a lone start node. */
export async function createBot(request: APIRequestContext, owner: Owner, name = 'Orion'): Promise<string> {
  const response = await request.post('/api/plubots/create', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { name },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { plubot: { id: string } }).plubot.id;
}

export async function getFlow(request: APIRequestContext, owner: Owner, botId: string): Promise<StoredFlow> {
  const response = await request.get(`/api/plubots/${botId}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { flow: StoredFlow }).flow;
}

export async function signIn(context: BrowserContext, owner: Owner): Promise<void> {
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    [owner.accessToken, owner.refreshToken] as const,
  );
}

export async function openEditor(page: Page, botId: string): Promise<void> {
  await page.goto(`/plubot/edit/flow/${botId}`);
  await expect(page.locator('.react-flow__node-start')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Nombre del flujo' })).toBeVisible();
}

/**
 * A new owner with a new bot, signed in, with the bot open in the editor: how most editor tests
 * begin.
 */
export async function openNewBotInEditor(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
): Promise<{ owner: Owner; botId: string }> {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner);
  await signIn(context, owner);
  await openEditor(page, botId);
  return { owner, botId };
}

export function palette(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Nodos' });
}

export function paletteEntry(page: Page, name: string): Locator {
  return palette(page).getByRole('button', { name, exact: true }).first();
}

/**
 * Drags a palette entry onto the canvas, `dx`/`dy` pixels from the canvas's centre. HTML drag and
 * drop can lose its start on a starved machine (the browser never begins the drag session): the
 * drag is tried again, as a user would, when no node arrived.
 */
export async function dropFromPalette(page: Page, name: string, dx: number, dy: number): Promise<void> {
  const pane = page.locator('.react-flow__pane');
  const nodes = page.locator('.react-flow__node');
  const before = await nodes.count();
  for (let attempt = 1; ; attempt++) {
    const box = (await pane.boundingBox())!;
    await paletteEntry(page, name).dragTo(pane, {
      targetPosition: { x: box.width / 2 + dx, y: box.height / 2 + dy },
    });
    const arrived = await expect
      .poll(() => nodes.count(), { timeout: 3000 })
      .toBeGreaterThan(before)
      .then(() => true)
      .catch(() => false);
    if (arrived || attempt === 2) return;
  }
}

/** Resolves once the element's box is the same on two reads in a row (animations and layout ended). */
export async function settledBox(
  target: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous = '';
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect
    .poll(
      async () => {
        box = await target.boundingBox();
        const key = JSON.stringify(box);
        const steady = box !== null && key === previous;
        previous = key;
        return steady;
      },
      { intervals: [100, 100, 150, 250] },
    )
    .toBe(true);
  return box!;
}

/**
 * Drags from one handle to another with the mouse, as a user connects two nodes: waits until both
 * handles stand still, and lets go only once the target handle shows it is being connected to.
 */
export async function dragBetween(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await settledBox(from);
  const end = await settledBox(to);
  const endX = end.x + end.width / 2;
  const endY = end.y + end.height / 2;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move((start.x + endX) / 2, (start.y + endY) / 2, { steps: 6 });
  await page.mouse.move(endX, endY, { steps: 12 });
  // React Flow marks the handle under the pointer during a connection; a slow frame may need one
  // more pointer move to notice it.
  await expect
    .poll(
      async () => {
        const connecting = await to.evaluate((element) => element.classList.contains('connectingto'));
        if (!connecting)
          await page.mouse.move(endX + 1, endY, { steps: 2 }).then(() => page.mouse.move(endX, endY));
        return connecting;
      },
      { timeout: 3000 },
    )
    .toBe(true)
    .catch(() => undefined);
  await page.mouse.up();
}

/**
 * Connects two handles that may be connected: drags between them and, when no new edge appears (a
 * starved machine can drop the pointer's path), drags once more, as a user would.
 */
export async function connectBetween(page: Page, from: Locator, to: Locator): Promise<void> {
  const edges = page.locator('.react-flow__edge');
  const before = await edges.count();
  for (let attempt = 1; ; attempt++) {
    await dragBetween(page, from, to);
    const connected = await expect
      .poll(() => edges.count(), { timeout: 3000 })
      .toBeGreaterThan(before)
      .then(() => true)
      .catch(() => false);
    if (connected || attempt === 2) return;
  }
}

/**
 * Drags between two handles until `shown` is visible (the refusal's message of a connection the
 * rules forbid), dragging once more when a starved machine dropped the first drag.
 */
export async function dragUntilShown(page: Page, from: Locator, to: Locator, shown: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await dragBetween(page, from, to);
    const visible = await expect(shown)
      .toBeVisible({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (visible || attempt === 2) return;
  }
}

export function handle(page: Page, nodeType: string, kind: 'source' | 'target'): Locator {
  return page.locator(`.react-flow__node-${nodeType} .react-flow__handle.${kind}`).first();
}

export async function fitView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ajustar vista' }).click();
  // The fit animates for 300 ms; handles are measured where the animation ends.
  await expect
    .poll(async () => page.locator('.react-flow__viewport').getAttribute('style'), { intervals: [350, 200] })
    .toBeTruthy();
  await page.waitForTimeout(400);
}
