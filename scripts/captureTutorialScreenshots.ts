/**
 * Takes the screenshots of the tutorials (/tutoriales) from the real app and saves them as PNG files
 * in apps/web/public/tutorials/.
 *
 * Run against a running server (development mode, so /dev/mail.json exists):
 *
 *   PORT=3311 HOST=127.0.0.1 DATA_DIR=/tmp/tutorial-data NODE_ENV=development node apps/server/dist/main.js &
 *   BASE_URL=http://127.0.0.1:3311 npx tsx scripts/captureTutorialScreenshots.ts
 *
 * BASE_URL defaults to http://127.0.0.1:3000. It registers a new user through the API, verifies the
 * email with the link of the development mailbox, logs in, creates a bot and opens its flow editor.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, chromium, type Page, request } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUTPUT_DIR = fileURLToPath(new URL('../apps/web/public/tutorials/', import.meta.url));
const PASSWORD = 'Orbita2024!';
const MAX_BYTES = 250 * 1024;

interface Session {
  accessToken: string;
  refreshToken: string;
}

async function expectOk(response: { ok(): boolean; status(): number; url(): string }, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${response.url()}`);
}

/** Polls `read` until it returns a value, for up to `timeoutMs`. */
async function poll<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new user: registered, verified through the mailed link and logged in. */
async function createOwner(api: APIRequestContext): Promise<Session> {
  const email = `tutorial-${Date.now().toString(36)}@example.com`;
  const register = await api.post('/api/auth/register', {
    data: { name: 'Lyra Tutorial', email, password: PASSWORD },
  });
  await expectOk(register, 'Register');
  const link = await poll(async () => {
    const { mails } = (await (await api.get('/dev/mail.json')).json()) as {
      mails: { to: string; links: string[] }[];
    };
    return mails.find((mail) => mail.to === email)?.links.find((href) => href.includes('/verify-email/'));
  });
  const token = link.split('/').pop() ?? '';
  await expectOk(await api.get(`/api/auth/verify-email/${token}`), 'Email verification');
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  await expectOk(login, 'Login');
  const body = (await login.json()) as { access_token: string; refresh_token: string };
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

async function createBot(api: APIRequestContext, session: Session): Promise<string> {
  const response = await api.post('/api/plubots/create', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { name: 'Orion' },
  });
  await expectOk(response, 'Bot creation');
  return ((await response.json()) as { plubot: { id: string } }).plubot.id;
}

/** Stores the example flow of the end-to-end tests, plus a Discord node (it has no palette entry). */
async function storeExampleFlow(api: APIRequestContext, session: Session, botId: string) {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const fixture = JSON.parse(
    readFileSync(new URL('../e2e/fixtures/editor-flow.json', import.meta.url), 'utf8'),
  ) as { nodes: unknown[]; edges: unknown[] };
  const current = await api.get(`/api/plubots/${botId}/flow`, { headers });
  await expectOk(current, 'Flow load');
  const { flow } = (await current.json()) as { flow: { revision: number } };
  const discord = {
    id: 'discord-1',
    type: 'discord',
    position: { x: 700, y: 160 },
    data: { label: 'Avisar en Discord', icon: '🎮', discordToken: '', channelId: '', messageContent: '' },
  };
  const response = await api.put(`/api/plubots/${botId}/flow`, {
    headers,
    data: {
      baseRevision: flow.revision,
      flowName: 'Soporte orbital',
      nodes: [...fixture.nodes, discord],
      edges: fixture.edges,
    },
  });
  await expectOk(response, 'Flow save');
}

/**
 * A full-colour shot of the dark gradients weighs ~400 KB. Rounding each colour channel to 16 levels
 * (drawn on a canvas in the browser) keeps the picture readable and makes it compress well.
 */
async function posterize(page: Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 0; index < pixels.data.length; index++) {
        if (index % 4 !== 3)
          pixels.data[index] = Math.min(255, Math.round((pixels.data[index] ?? 0) / 17) * 17);
      }
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/png');
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function save(page: Page, file: string) {
  const path = `${OUTPUT_DIR}${file}`;
  // Let transitions and the particle background settle before the shot.
  await page.waitForTimeout(600);
  await page.screenshot({ path, animations: 'disabled' });
  if (statSync(path).size > MAX_BYTES) writeFileSync(path, await posterize(page, readFileSync(path)));
  const size = statSync(path).size;
  console.log(`${file}: ${Math.round(size / 1024)} KB`);
  if (size > MAX_BYTES) console.warn(`  ${file} is over ${MAX_BYTES / 1024} KB`);
}

/** Adds a node by clicking its palette entry (it lands in the canvas's centre). */
async function addFromPalette(page: Page, name: string, nodeType: string) {
  const nodes = page.locator(`.react-flow__node-${nodeType}`);
  const before = await nodes.count();
  await page
    .getByRole('complementary', { name: 'Nodos' })
    .getByRole('button', { name, exact: true })
    .first()
    .click();
  await poll(async () => ((await nodes.count()) > before ? true : undefined));
  return nodes.last();
}

async function fitView(page: Page) {
  await page.getByRole('button', { name: 'Ajustar vista' }).click();
  await page.waitForTimeout(500);
}

/** Adds a node, opens its inspector with a double click, takes the shot and closes the inspector. */
async function shootInspector(page: Page, name: string, nodeType: string, file: string) {
  const node = await addFromPalette(page, name, nodeType);
  await fitView(page);
  await node.dblclick();
  const close = page.getByRole('button', { name: 'Cerrar el panel' });
  await close.waitFor();
  await save(page, file);
  await close.click();
}

/** Opens a dialog from the title bar, takes the shot and closes it with Escape. */
async function shootDialog(page: Page, button: string, file: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog').first().waitFor();
  await page.waitForTimeout(1500);
  await save(page, file);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'detached', timeout: 5000 });
}

async function main() {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const api = await request.newContext({ baseURL: BASE_URL });
  const session = await createOwner(api);
  const botId = await createBot(api, session);
  await storeExampleFlow(api, session, botId);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 800 },
      locale: 'es-ES',
      reducedMotion: 'reduce',
    });
    await context.addInitScript(
      ([access, refresh]) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
        localStorage.setItem('i18nextLng', 'es');
      },
      [session.accessToken, session.refreshToken] as const,
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`Page error: ${error.message}`));
    await page.goto(`/plubot/edit/flow/${botId}`);
    await page.locator('.react-flow__node-start').waitFor();
    await page.getByRole('textbox', { name: 'Nombre del flujo' }).waitFor();

    // Ultra mode drops the particle background: calmer pictures and smaller files.
    await page.getByRole('button', { name: 'Modo Ultra Rendimiento' }).click();
    await fitView(page);
    await save(page, 'editor.png');

    const discord = page.locator('.react-flow__node-discord');
    await discord.dblclick();
    await page.getByRole('button', { name: 'Cerrar el panel' }).waitFor();
    await save(page, 'inspector-discord.png');
    await page.getByRole('button', { name: 'Cerrar el panel' }).click();

    await shootInspector(page, 'Petición HTTP', 'httpRequest', 'inspector-http.png');
    await shootInspector(page, 'IA Pro', 'aiNodePro', 'inspector-ai.png');

    await shootDialog(page, 'Compartir', 'share.png');
    await shootDialog(page, 'Plantillas', 'templates.png');
  } finally {
    await browser.close();
    await api.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
