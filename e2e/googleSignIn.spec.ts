/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startLocalOidcProvider } from '../apps/server/test/localOidcProvider';

// Signing in with Google, in the browser, end to end: a second Plubot server configured for Google
// against a real local OpenID Connect provider (standing in for accounts.google.com). The user
// clicks the Google button, picks the account on the provider's page and comes back signed in.
const PORT = Number(process.env.E2E_PORT ?? 3199) + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-google-${PORT}`;

let provider: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let server: ChildProcess;

test.use({ locale: 'es-ES' });

test.beforeAll(async () => {
  provider = await startLocalOidcProvider({
    redirectUri: `${ORIGIN}/auth/google/callback`,
    clientId: 'plubot-e2e',
    clientSecret: 'e2e-s3cr3t',
    interactive: true,
  });
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
      RATE_LIMIT_AUTH_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await provider?.close();
});

test('a visitor signs in with Google, picking the account on the provider, and lands signed in', async ({
  page,
}) => {
  provider.signInAs({
    sub: 'google-ana-1',
    email: 'ana.google@example.com',
    email_verified: true,
    name: 'Ana Galaxia',
  });
  await page.goto(`${ORIGIN}/login`);
  await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByRole('button', { name: 'Continuar como Ana Galaxia' }).click();

  await expect(page).toHaveURL(`${ORIGIN}/pluniverse`, { timeout: 20_000 });
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const profile = await fetch(`${ORIGIN}/api/auth/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.status).toBe(200);
  expect(await profile.json()).toMatchObject({
    user: { email: 'ana.google@example.com', name: 'Ana Galaxia' },
  });
});

test('a Google answer whose state is not ours says the token is not valid', async ({ page }) => {
  await page.goto(`${ORIGIN}/auth/google/callback?code=codigo-falso&state=estado-falso`);
  await expect(page.getByRole('alert')).toHaveText(
    'El token no es válido o ha expirado. Por favor, intenta de nuevo.',
  );
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a stranger who registered the e-mail first loses the account to its Google owner', async ({
  page,
  browser,
}) => {
  const email = 'vera.google@example.com';
  const strangerPassword = 'ClaveDelIntruso1!';

  // A stranger registers Vera's e-mail with a password of their own, in their own browser.
  const stranger = await browser.newContext({ locale: 'es-ES' });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${ORIGIN}/register`);
  await strangerPage.getByLabel('Nombre completo').fill('Soporte Plubot');
  await strangerPage.getByLabel('Correo electrónico').fill(email);
  await strangerPage.getByLabel('Contraseña', { exact: true }).fill(strangerPassword);
  await strangerPage.getByLabel('Confirmar contraseña', { exact: true }).fill(strangerPassword);
  await strangerPage.getByRole('button', { name: 'REGISTRARSE', exact: true }).click();
  await expect(strangerPage.getByText('¡Registro exitoso! Revisa tu correo para verificar.')).toBeVisible();

  // Vera signs in with Google and gets the account, under her own name.
  provider.signInAs({ sub: 'google-vera-1', email, email_verified: true, name: 'Vera Nébula' });
  await page.goto(`${ORIGIN}/login`);
  await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
  await page.getByRole('button', { name: 'Continuar como Vera Nébula' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/pluniverse`, { timeout: 20_000 });

  // The stranger's password no longer opens it.
  await strangerPage.goto(`${ORIGIN}/login`);
  await strangerPage.getByLabel('Correo electrónico').fill(email);
  await strangerPage.getByLabel('Contraseña', { exact: true }).fill(strangerPassword);
  await strangerPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(strangerPage.getByRole('alert')).toHaveText(/Credenciales inválidas/);
  expect(await strangerPage.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await stranger.close();
});

test('a Google callback opened in another browser is refused with an explanation', async ({
  page,
  browser,
}) => {
  // Someone signs in with their own Google account and keeps the callback link instead of using it.
  provider.signInAs({
    sub: 'google-csrf-1',
    email: 'csrf.google@example.com',
    email_verified: true,
    name: 'Eco',
  });
  const attacker = await browser.newContext({ locale: 'es-ES' });
  await attacker.route(`${ORIGIN}/api/auth/google/callback**`, (route) => route.abort());
  const attackerPage = await attacker.newPage();
  await attackerPage.goto(`${ORIGIN}/login`);
  await attackerPage.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
  await attackerPage.getByRole('button', { name: 'Continuar como Eco' }).click();
  await expect(attackerPage).toHaveURL((url) => url.pathname === '/auth/google/callback');
  const callbackUrl = attackerPage.url();
  expect(new URL(callbackUrl).searchParams.get('code')).toBeTruthy();
  await attacker.close();

  // Opened in the victim's browser, it signs nobody in.
  await page.goto(callbackUrl);
  await expect(page.getByRole('alert')).toHaveText(
    'Este inicio de sesión con Google empezó en otro navegador o ha caducado. Vuelve a pulsar «Iniciar sesión con Google» en este navegador.',
  );
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
