/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startGoogleApisStandIn } from '../apps/server/test/googleApisStandIn';
import { startLocalOidcProvider } from '../apps/server/test/localOidcProvider';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import {
  chatOnLink,
  connectThrough,
  endNode,
  inspector,
  intakeFlow,
  messageNode,
  node,
  openBotWithFlow,
  publishFlow,
} from './support/nodeTypeSteps';
import { E2E_PORT } from './support/ports';

// Issue #31, one journey: the owner connects Google Sheets through Google's consent (a real local
// OpenID provider standing in for accounts.google.com, on a server of this file's own), maps a
// Google Sheets power node to a sheet picked from their Drive, publishes, and a stranger's answers
// arrive as a row — at a stand-in of Google's APIs that accepts only tokens that provider issued.
const PORT = E2E_PORT + 12;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-powers-${PORT}`;
const SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets',
  'https://www.googleapis.com/auth/drive.metadata.readonly',
  'https://www.googleapis.com/auth/gmail.send',
];

let provider: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let google: Awaited<ReturnType<typeof startGoogleApisStandIn>>;
let server: ChildProcess;

test.use({ baseURL: ORIGIN, locale: 'es-ES', viewport: { width: 1280, height: 900 } });
closeOpenedContextsAfterEach();

test.beforeAll(async () => {
  provider = await startLocalOidcProvider({
    redirectUri: `${ORIGIN}/auth/google/callback`,
    clientId: 'plubot-e2e',
    clientSecret: 'e2e-s3cr3t',
    interactive: true,
    connections: { redirectUris: [`${ORIGIN}/connections/oauth/callback`], scopes: SCOPES },
  });
  google = await startGoogleApisStandIn(
    async (token) =>
      (await fetch(`${provider.issuer}/me`, { headers: { authorization: `Bearer ${token}` } })).ok,
  );
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, [process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_ORIGIN: ORIGIN,
      GOOGLE_CLIENT_ID: 'plubot-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-s3cr3t',
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_SHEETS_API_URL: google.url,
      GOOGLE_DRIVE_API_URL: google.url,
      GMAIL_API_URL: google.url,
      GOOGLE_USERINFO_URL: `${provider.issuer}/me`,
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${google.port},${new URL(provider.issuer).host}`,
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_CHAT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await google?.close();
  await provider?.close();
});

test('a Google Sheets power node, connected through Google’s consent, adds a stranger’s answers as a row', async ({
  page,
  request,
  browser,
}) => {
  const flow = intakeFlow({ email: true });
  flow.nodes.push(
    node('to-sheet', 'power', 420, 600, { label: 'Guardar en la hoja', powerId: 'google-sheets' }),
  );
  const { publicId } = await openBotWithFlow(page, request, flow);
  const power = page.locator('.react-flow__node-power');
  await expect(power).toContainText('Elige la conexión y la acción.');

  // Connect Google Sheets in the profile: Google's consent, and back to Integraciones.
  provider.signInAs({
    sub: 'google-luz',
    email: 'luz.tienda@example.com',
    email_verified: true,
    name: 'Luz',
  });
  const profile = await page.context().newPage();
  await profile.goto('/profile?tab=integraciones');
  const card = profile.getByRole('region', { name: 'Tu Google Sheets' });
  await card.getByRole('button', { name: 'Conectar con Google' }).click();
  await expect(profile).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await profile.getByRole('button', { name: 'Continuar como Luz' }).click();
  await expect(
    profile.getByText('«luz.tienda@example.com» ya está conectada.', { exact: false }),
  ).toBeVisible();
  await expect(profile).toHaveURL(`${ORIGIN}/profile?tab=integraciones`, { timeout: 10_000 });
  const connected = profile.getByRole('region', { name: 'Tu Google Sheets' });
  await expect(connected.getByRole('listitem', { name: 'luz.tienda@example.com' })).toContainText(
    'Cuenta: luz.tienda@example.com',
  );
  await profile.close();

  // Map the node to a sheet picked from Drive, column by column.
  await power.dblclick();
  const panel = inspector(page, 'Guardar en la hoja');
  await panel.getByRole('button', { name: 'Volver a cargar' }).click();
  await panel
    .getByRole('combobox', { name: 'Conexión (obligatorio)' })
    .selectOption({ label: 'luz.tienda@example.com' });
  await panel.getByRole('combobox', { name: 'Acción' }).selectOption({ label: 'Añadir una fila' });
  await panel
    .getByRole('combobox', { name: /^Hoja de cálculo/ })
    .selectOption({ label: 'Clientes de la tienda' });
  await panel.getByRole('combobox', { name: /^Hoja \(pestaña\)/ }).selectOption({ label: 'Contactos' });
  for (const [column, value] of [
    ['Nombre', '{{nombre}}'],
    ['Email', '{{email}}'],
  ] as const) {
    await panel.getByRole('button', { name: 'Añadir columna' }).click();
    await panel.getByRole('combobox', { name: 'Columna' }).last().selectOption({ label: column });
    await panel.getByRole('textbox', { name: 'Valor' }).last().fill(value);
  }
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(power).not.toContainText('Elige la conexión y la acción.');
  await connectThrough(page, messageNode(page, '¿Y tu correo'), power, endNode(page));

  await publishFlow(page);
  await chatOnLink(
    browser,
    publicId,
    [
      ['¿Cómo te llamas?', 'Luz'],
      ['¿Y tu correo, Luz?', 'luz@example.com'],
    ],
    '¡Hasta pronto, Luz!',
    ORIGIN,
  );
  await expect.poll(() => google.rowsOf('hoja-clientes', 'Contactos').length).toBe(2);
  expect(google.rowsOf('hoja-clientes', 'Contactos')[1]).toEqual(['Luz', 'luz@example.com', '', '']);
});
