/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startGoogleApisStandIn } from '../apps/server/test/googleApisStandIn';
import { startGoogleCalendarStandIn } from '../apps/server/test/googleCalendarStandIn';
import { startLocalOidcProvider } from '../apps/server/test/localOidcProvider';
import {
  MERCADOPAGO_ACCESS_TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET,
  startMercadoPagoStandIn,
} from '../apps/server/test/mercadoPagoStandIn';
import { startTelegramStandIn } from '../apps/server/test/telegramStandIn';
import { buyPlan, clinicFlow } from './support/businessSteps';
import { createBot, createBotWithFlow, createOwner, signedInContext } from './support/chatFixtures';
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

// Google, in the browser, end to end, on a Plubot server of this file's own configured for Google
// against a real local OpenID Connect provider (standing in for accounts.google.com):
// - signing in: the user clicks the Google button, picks the account on the provider's page and
//   comes back signed in (and the attacks on that flow fail);
// - issue #31, one journey: the owner connects Google Sheets through Google's consent, maps a
//   Google Sheets power node to a sheet picked from their Drive, publishes, and a stranger's
//   answers arrive as a row — at a stand-in of Google's APIs that accepts only tokens that
//   provider issued;
// - issue #32, one journey: an owner on a paid plan connects Google Calendar through Google's
//   consent and their Mercado Pago account; a stranger books a free slot on the chat page and
//   pays, and Mercado Pago's signed webhook carries the open chat on by «Pagado»;
// - issue #33, one journey: an owner connects their Telegram bot in «Compartir → Canales» with
//   BotFather's token, and a Telegram user talks to the bot, pressing its menu's button.
const PORT = E2E_PORT + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-google-${PORT}`;
/** The API scopes the provider may grant, beyond OpenID's: those Google Sheets and Gmail ask. */
const SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets',
  'https://www.googleapis.com/auth/drive.metadata.readonly',
  'https://www.googleapis.com/auth/gmail.send',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
];
/** The operator's Stripe webhook secret: the owner's plan is bought as Stripe tells it. */
const BILLING_WEBHOOK_SECRET = 'whsec_e2e_facturacion_de_plubot';

let provider: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let google: Awaited<ReturnType<typeof startGoogleApisStandIn>>;
let calendar: Awaited<ReturnType<typeof startGoogleCalendarStandIn>>;
let mercadoPago: Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
/** The Telegram bot the owner made with BotFather, as the Bot API stand-in knows it. */
const TELEGRAM_BOT = {
  token: '7000000042:AAE2eTokenForTheLocalBotApiStandIn_42',
  id: 7000000042,
  username: 'clinica_sol_bot',
  firstName: 'Clínica Sol',
};
let server: ChildProcess;

test.use({ baseURL: ORIGIN, locale: 'es-ES' });
closeOpenedContextsAfterEach();

test.beforeAll(async () => {
  provider = await startLocalOidcProvider({
    redirectUri: `${ORIGIN}/auth/google/callback`,
    clientId: 'plubot-e2e',
    clientSecret: 'e2e-s3cr3t',
    interactive: true,
    connections: { redirectUris: [`${ORIGIN}/connections/oauth/callback`], scopes: SCOPES },
  });
  const issuedByProvider = async (token: string) =>
    (await fetch(`${provider.issuer}/me`, { headers: { authorization: `Bearer ${token}` } })).ok;
  google = await startGoogleApisStandIn(issuedByProvider);
  calendar = await startGoogleCalendarStandIn(issuedByProvider);
  mercadoPago = await startMercadoPagoStandIn();
  telegram = await startTelegramStandIn([TELEGRAM_BOT]);
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
      GOOGLE_CALENDAR_API_URL: calendar.url,
      ...mercadoPago.env,
      TELEGRAM_API_URL: telegram.url,
      STRIPE_WEBHOOK_SECRET: BILLING_WEBHOOK_SECRET,
      HTTP_ALLOWED_HOSTS: [
        `127.0.0.1:${google.port}`,
        new URL(provider.issuer).host,
        `127.0.0.1:${calendar.port}`,
        mercadoPago.allowedHost,
        `127.0.0.1:${telegram.port}`,
      ].join(','),
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
  await calendar?.close();
  await mercadoPago?.close();
  await telegram?.close();
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

test.describe('a Google Sheets power', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

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
      // The row's value (not 'Probar's test values, «Valor de prueba de …»).
      await panel
        .getByRole('textbox', { name: /^Valor(?! de prueba)/ })
        .last()
        .fill(value);
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
});

test.describe('business in the chat', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a stranger books a free slot on the chat page and pays with Mercado Pago; the chat goes on by «Pagado»', async ({
    page,
    request,
    browser,
  }) => {
    // An owner on a paid plan (bought as Stripe tells the operator) with a bot.
    const owner = await createOwner(request, 'clinica');
    const auth = { authorization: `Bearer ${owner.accessToken}` };
    const profile = (await (await request.get('/api/auth/profile', { headers: auth })).json()) as {
      user: { id: string };
    };
    await buyPlan(ORIGIN, BILLING_WEBHOOK_SECRET, profile.user.id);
    const bot = await createBot(request, owner, 'Clínica Sol');

    // Google Calendar through Google's consent, in the profile.
    provider.signInAs({
      sub: 'google-sol',
      email: 'citas@clinicasol.example',
      email_verified: true,
      name: 'Sol',
    });
    await page.context().addInitScript(
      ({ access, refresh }) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      },
      { access: owner.accessToken, refresh: owner.refreshToken },
    );
    await page.goto('/profile?tab=integraciones');
    await page
      .getByRole('region', { name: 'Tu Google Calendar' })
      .getByRole('button', { name: 'Conectar con Google' })
      .click();
    await page.getByRole('button', { name: 'Continuar como Sol' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/profile?tab=integraciones`, { timeout: 20_000 });
    await expect(
      page
        .getByRole('region', { name: 'Tu Google Calendar' })
        .getByRole('listitem', { name: 'citas@clinicasol.example' }),
    ).toBeVisible();
    const mp = await request.post('/api/connections', {
      headers: auth,
      data: {
        service: 'mercadopago',
        credentials: { accessToken: MERCADOPAGO_ACCESS_TOKEN, webhookSecret: MERCADOPAGO_WEBHOOK_SECRET },
      },
    });
    expect(mp.status(), await mp.text()).toBe(201);
    const { connections } = (await (await request.get('/api/connections', { headers: auth })).json()) as {
      connections: { id: string; service: string }[];
    };
    const idOf = (service: string) =>
      connections.find((connection) => connection.service === service)?.id ?? '';

    // Its flow: the e-mail, a slot from the calendar, then 'Cobrar' 25,50 MXN by «Pagado».
    const saved = await request.put(`/api/plubots/${bot.id}/flow`, {
      headers: auth,
      data: {
        flowName: 'Citas',
        viewport: { x: 0, y: 0, zoom: 1 },
        baseRevision: 1,
        ...clinicFlow(idOf('google-calendar'), idOf('mercadopago')),
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    expect((await request.post(`/api/plubots/${bot.id}/publish`, { headers: auth, data: {} })).ok()).toBe(
      true,
    );

    // A stranger, on the chat page: the e-mail, a slot pressed, the checkout's button.
    const visitor = await browser.newContext({ baseURL: ORIGIN, locale: 'es-ES' });
    const chat = await visitor.newPage();
    await chat.goto(`/chat/${bot.publicId}`);
    const log = chat.getByRole('log');
    await expect(log).toContainText('¿A qué correo te enviamos la cita?');
    await chat.getByRole('textbox').first().fill('pilar@example.com');
    await chat.getByRole('textbox').first().press('Enter');
    await expect(log).toContainText('Elige la hora que mejor te venga (hora de Madrid):');
    const slot = chat.getByRole('button', { name: /\d{2}:\d{2}/ }).first();
    const slotLabel = (await slot.textContent())?.trim() ?? '';
    await slot.click();
    const payLink = chat.getByRole('link', { name: /^Pagar 25,50\sMXN$/ });
    await expect(payLink).toHaveAttribute('href', /mercadopago/);
    expect(calendar.eventsOf('duena@tienda.test')).toEqual([
      expect.objectContaining({
        summary: 'Consulta',
        attendees: [expect.objectContaining({ email: 'pilar@example.com' })],
      }),
    ]);

    // Mercado Pago tells Plubot of the payment: the open chat goes on by itself.
    const [preference] = mercadoPago.preferences;
    const delivered = await mercadoPago.payCheckout(preference?.id ?? '');
    expect(delivered.status).toBe(200);
    await expect(log).toContainText(`¡Pago recibido! Te esperamos el ${slotLabel}.`);
    await expect(log).toContainText('Hasta pronto.');
    await visitor.close();
  });
});

test('an owner connects their Telegram bot in Canales, and a Telegram user talks to it with its buttons', async ({
  request,
  browser,
}) => {
  const owner = await createOwner(request, 'telegram');
  const bot = await createBotWithFlow(request, owner, 'Nova');
  const context = await signedInContext(browser, owner, { baseURL: ORIGIN, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`/plubot/conversations/${bot.id}`);
  await page.getByRole('button', { name: 'Compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir Nova' });
  await dialog.getByRole('tab', { name: 'Canales' }).click();
  const card = dialog.getByRole('listitem').filter({ hasText: 'Token de BotFather' });
  await card.getByLabel('Token de BotFather').fill(TELEGRAM_BOT.token);
  await card.getByRole('button', { name: 'Conectar' }).click();
  await expect(dialog.getByRole('link', { name: '@clinica_sol_bot' })).toHaveAttribute(
    'href',
    'https://t.me/clinica_sol_bot',
  );
  await expect(dialog).toContainText('Conectado');
  await context.close();

  // Telegram posts what a user writes to the webhook it was given, with its secret token.
  const webhook = telegram.webhookOf(TELEGRAM_BOT.token) ?? {};
  let updateId = 1000;
  const send = (update: Record<string, unknown>) =>
    fetch(String(webhook.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': String(webhook.secret_token),
      },
      body: JSON.stringify({ update_id: ++updateId, ...update }),
    });
  const chat = { id: 555001, type: 'private', first_name: 'Iker' };
  const from = { id: 555001, is_bot: false, first_name: 'Iker', language_code: 'es' };
  const texts = () => telegram.sentTo('555001').map((message) => String(message.text));
  expect((await send({ message: { message_id: 1, date: 1, chat, from, text: '/start' } })).status).toBe(200);
  await expect.poll(texts).toContain('¿Cómo te llamas?');
  await send({ message: { message_id: 2, date: 2, chat, from, text: 'Iker' } });
  await expect.poll(texts).toContain('Encantado, Iker. ¿Qué necesitas?');
  const menu = telegram.sentTo('555001').at(-1)?.reply_markup as {
    inline_keyboard: { text: string; callback_data: string }[][];
  };
  const prices = menu.inline_keyboard.flat().find((button) => button.text === 'Precios');
  await send({
    callback_query: {
      id: 'cb-1',
      from,
      data: prices?.callback_data,
      message: { message_id: 3, date: 3, chat, text: 'Encantado, Iker. ¿Qué necesitas?' },
    },
  });
  await expect.poll(texts).toContain('<img src=x onerror=alert(1)> El plan Pro cuesta 10 €.');
  await expect.poll(texts).toContain('¡Hasta pronto, Iker!');
});
