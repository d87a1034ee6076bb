/// <reference lib="dom" />
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
} from '@playwright/test';
import { VISITOR_TOKEN_HEADER } from '@plubot/contracts';

// Shared set-up of the chat and sharing end-to-end tests: an owner, a bot and its flow, created
// through the real API the way the app does it.

export const PASSWORD = 'Orbita2024!';

export interface Owner {
  email: string;
  accessToken: string;
  refreshToken: string;
}

export interface Bot {
  id: string;
  publicId: string;
  name: string;
}

/**
 * The header of a visitor's credential (`x-visitor-token`) from a chat start's answer: the API's
 * replies and the transcript need it, as the chat page sends it.
 * @example api.post(`/api/chat/sessions/${started.sessionId}/reply`, { data, headers: visitorHeaders(started) })
 */
export function visitorHeaders(started: { visitorToken?: string }): Record<string, string> {
  expect(started.visitorToken, 'the start answers the visitor’s credential').toBeTruthy();
  return { [VISITOR_TOKEN_HEADER]: started.visitorToken ?? '' };
}

/** The XSS probe one branch of the fixture flow says; it must show as text. */
export const XSS_TEXT = '<img src=x onerror=alert(1)>';

/** Registers, verifies through the mailed link and logs in a new owner. */
export async function createOwner(api: APIRequestContext, prefix: string): Promise<Owner> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const register = await api.post('/api/auth/register', {
    data: { name: 'Vega Estelar', email, password: PASSWORD },
  });
  expect(register.status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await api.get('/dev/mail.json')).json()) as {
        mails: { to: string; links: string[] }[];
      };
      link = mails.find((mail) => mail.to === email)?.links.find((l) => l.includes('/verify-email/'));
      return link;
    })
    .toBeTruthy();
  const token = (link as string).split('/').pop() as string;
  expect((await api.get(`/api/auth/verify-email/${token}`)).ok()).toBe(true);
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { access_token: string; refresh_token: string };
  return { email, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Creates a bot greeting '¡Hola! Soy {name}.'; its flow is the initial one, a lone start node. */
export async function createBot(api: APIRequestContext, owner: Owner, name = 'Nova'): Promise<Bot> {
  const created = await api.post('/api/plubots/create', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { name, tone: 'servicial', color: '#A855F7', initial_message: `¡Hola! Soy ${name}.` },
  });
  expect(created.ok()).toBe(true);
  const { plubot } = (await created.json()) as { plubot: { id: string; public_id: string } };
  return { id: plubot.id, publicId: plubot.public_id, name };
}

/** Creates a bot greeting '¡Hola! Soy {name}.' and saves the fixture flow as its flow. */
export async function createBotWithFlow(api: APIRequestContext, owner: Owner, name = 'Nova'): Promise<Bot> {
  const bot = await createBot(api, owner, name);
  const saved = await api.put(`/api/plubots/${bot.id}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { ...createFixtureFlow(), baseRevision: 1 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await publishBot(api, owner, bot.id);
  return bot;
}

/** Publishes the bot's saved draft, as 'Publicar' does: visitors' new conversations get it. */
export async function publishBot(api: APIRequestContext, owner: Owner, botId: string): Promise<void> {
  const published = await api.post(`/api/plubots/${botId}/publish`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {},
  });
  expect(published.ok(), await published.text()).toBe(true);
}

/** A browser context signed in as `owner` (tokens in localStorage before any page script runs). */
export async function signedInContext(
  browser: Browser,
  owner: Owner,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ({ access, refresh }) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    { access: owner.accessToken, refresh: owner.refreshToken },
  );
  return context;
}

/**
 * start → ask the name (captured into `nombre`) → a decision with two options:
 * 'Precios' says the XSS probe, 'Soporte' asks an e-mail (validated) and saves a lead → end.
 */
export function createFixtureFlow() {
  const at = (y: number, x = 100) => ({ x, y });
  return {
    flowName: 'Bienvenida',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start-1', type: 'start', position: at(0), data: { label: 'Inicio' } },
      {
        id: 'ask-name',
        type: 'message',
        position: at(150),
        data: {
          label: 'Nombre',
          message: '¿Cómo te llamas?',
          capture: { variable: 'nombre', validation: 'text' },
        },
      },
      {
        id: 'menu',
        type: 'decision',
        position: at(300),
        data: {
          label: 'Menú',
          question: 'Encantado, {{nombre}}. ¿Qué necesitas?',
          conditions: [
            { id: 'menu-cond-1', text: 'Precios', color: '#4facfe' },
            { id: 'menu-cond-2', text: 'Soporte', color: '#ef4444' },
          ],
        },
      },
      {
        id: 'opt-precios',
        type: 'option',
        position: at(450, 0),
        data: {
          label: 'Precios',
          sourceNode: 'menu',
          sourceHandle: 'menu-cond-1',
          conditionId: 'menu-cond-1',
        },
      },
      {
        id: 'opt-soporte',
        type: 'option',
        position: at(450, 250),
        data: {
          label: 'Soporte',
          sourceNode: 'menu',
          sourceHandle: 'menu-cond-2',
          conditionId: 'menu-cond-2',
        },
      },
      {
        id: 'say-precios',
        type: 'message',
        position: at(600, 0),
        data: { label: 'Precios', message: `${XSS_TEXT} El plan Pro cuesta 10 €.` },
      },
      {
        id: 'ask-email',
        type: 'message',
        position: at(600, 250),
        data: {
          label: 'Email',
          message: '¿Cuál es tu email, {{nombre}}?',
          capture: { variable: 'email', validation: 'email' },
        },
      },
      {
        id: 'save-lead',
        type: 'action',
        position: at(750, 250),
        data: { label: 'Guardar', actionType: 'saveData', parameters: { fields: 'nombre, email' } },
      },
      {
        id: 'end-1',
        type: 'end',
        position: at(900),
        data: { label: 'Fin', endMessage: '¡Hasta pronto, {{nombre}}!' },
      },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask-name', sourceHandle: 'output' },
      { id: 'e2', source: 'ask-name', target: 'menu' },
      { id: 'e3', source: 'menu', target: 'opt-precios', sourceHandle: 'output-menu-cond-1' },
      { id: 'e4', source: 'menu', target: 'opt-soporte', sourceHandle: 'output-menu-cond-2' },
      { id: 'e5', source: 'opt-precios', target: 'say-precios' },
      { id: 'e6', source: 'opt-soporte', target: 'ask-email' },
      { id: 'e7', source: 'say-precios', target: 'end-1' },
      { id: 'e8', source: 'ask-email', target: 'save-lead' },
      { id: 'e9', source: 'save-lead', target: 'end-1' },
    ],
  };
}

/**
 * Opens a global modal the way other parts of the page do, with the `plubot-open-modal` window
 * event. `dispatch` runs in the page; it is repeated until `dialog` shows, since the page's
 * listener only exists once the app has mounted.
 */
export async function openModalByEvent(dialog: Locator, dispatch: () => Promise<unknown>): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await dispatch();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
}
