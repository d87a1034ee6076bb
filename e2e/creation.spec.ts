/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { visitorHeaders } from './support/chatFixtures';

// Bot creation against the real server: the welcome, the factory and its lab, editing and deleting
// from the profile, creating while the API is unreachable and the sync that follows, and the quick
// "Plubot Despierto" creator whose bot answers through the chat API.
test.use({ locale: 'es-ES' });

const PASSWORD = 'Orbita2024!';

interface Session {
  email: string;
  accessToken: string;
}

interface ServerPlubot {
  id: string;
  name: string;
  tone: string;
  color: string;
  powers: string[];
  public_id: string;
  _localId: string | null;
}

let counter = 0;

/** A verified user made through the API, with a fresh session. */
async function createUser(
  request: APIRequestContext,
  name: string,
): Promise<Session & { refreshToken: string }> {
  counter += 1;
  const email = `creadora-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  expect(
    (await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } })).status(),
  ).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/mail.json')).json()) as {
        mails: { to: string; links: string[] }[];
      };
      link = mails
        .find((mail) => mail.to === email)
        ?.links.find((candidate) => candidate.includes('/auth/verify-email/'));
      return link;
    })
    .toBeTruthy();
  const token = new URL(link as string).pathname.split('/').pop() as string;
  expect((await request.get(`/api/auth/verify-email/${token}`)).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { access_token: string; refresh_token: string };
  return { email, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Signs the page in as a new user: the tokens are stored before the app starts (once, so refreshes survive). */
async function signIn(page: Page, request: APIRequestContext, name = 'Nova Creadora'): Promise<Session> {
  const session = await createUser(request, name);
  await page.addInitScript(
    ({ access, refresh }) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }
    },
    { access: session.accessToken, refresh: session.refreshToken },
  );
  return session;
}

async function listBots(request: APIRequestContext, session: Session): Promise<ServerPlubot[]> {
  const response = await request.get('/api/plubots', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { plubots: ServerPlubot[] }).plubots;
}

async function createBot(request: APIRequestContext, session: Session, name: string): Promise<ServerPlubot> {
  const response = await request.post('/api/plubots/create', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { name, tone: 'sabio', color: '#1E3A8A', powers: ['notion', 'slack'] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { plubot: ServerPlubot }).plubot;
}

const sectionTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progreso de la creación' });

async function fillLabUpToPreview(page: Page, name: string, personality: RegExp, power: string) {
  await page.getByLabel('Nombre de tu Plubot').fill(name);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Núcleo de Personalidad')).toBeVisible();
  await page.getByRole('radio', { name: personality }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Poderes del Plubot')).toBeVisible();
  await page.getByRole('button', { name: power, exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Activación Final')).toBeVisible();
}

test('welcome → factory → lab: every step validates, Pro powers are locked, the bot opens in the editor', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request);

  // The welcome's typing animation plays for visitors who did not ask for less motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu Plubot' })).toBeVisible();
  const discover = page.getByRole('button', { name: 'Descubre tu poder' });
  await expect(discover).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('welcome-lines')).toContainText('Plubot - Tu asistente digital.');
  await expect(discover).toBeEnabled();
  await discover.click();

  await expect(page).toHaveURL((url) => url.pathname === '/factory');
  await expect(page.getByRole('heading', { level: 1, name: 'Fábrica de Bots' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personalidad', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Habilidades', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Comenzar Creación' }).click();

  // Step 1: the name.
  await expect(sectionTitle(page, 'Identidad Digital')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByTestId('byte-hint')).toHaveText(
    '¡Hola, Creador! Soy Byte. Todo gran Plubot empieza con un nombre: elige uno de 3 a 20 caracteres.',
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El nombre debe tener al menos 3 caracteres.');
  await page.getByLabel('Nombre de tu Plubot').fill('  Ab ');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El nombre debe tener al menos 3 caracteres.');
  await page.getByLabel('Nombre de tu Plubot').fill('Nova Prime');
  await expect(page.getByRole('img', { name: 'Holograma de Nova Prime' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: the personality.
  await expect(sectionTitle(page, 'Núcleo de Personalidad')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('radio')).toHaveCount(6);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, elige una personalidad.');
  await page.getByRole('radio', { name: /Servicial/ }).check();
  // Choosing one answers the error: it does not stay.
  await expect(page.getByText('Por favor, elige una personalidad.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: the powers; Pro ones cannot be chosen on the free plan.
  await expect(sectionTitle(page, 'Poderes del Plubot')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '75');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('¡Dale poderes a tu Plubot para que sea útil!');
  const openai = page.getByRole('button', { name: /OpenAI/ });
  await expect(openai).toContainText('Requiere Plan Pro');
  await expect(openai).toBeDisabled();
  await expect(
    page.getByRole('link', { name: 'Desbloquea todos los poderes con el Plan Pro' }),
  ).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: 'Descubre más poderes en el Marketplace' })).toHaveAttribute(
    'href',
    '/marketplace',
  );
  // Each power says what it does today, from the marketplace's table: every one acts.
  await expect(
    page.getByText(
      'Todos los poderes actúan en las conversaciones: reservan citas, cobran, responden dónde está un pedido, guardan contactos y mucho más. OpenAI es la IA de tus bots, y WhatsApp Business e Instagram son canales.',
    ),
  ).toBeVisible();
  const notion = page.getByRole('button', { name: 'Notion', exact: true });
  await expect(notion).toHaveAccessibleDescription(/^Ya actúa en conversaciones\./);
  await expect(page.getByRole('button', { name: 'Zoom', exact: true })).toHaveAccessibleDescription(
    /^Ya actúa en conversaciones\./,
  );
  await expect(page.getByRole('button', { name: 'Slack', exact: true })).toHaveAccessibleDescription(
    /^Ya actúa en conversaciones\. Avisa a tu equipo en un canal de Slack/,
  );
  await notion.click();
  await expect(notion).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(sectionTitle(page, 'Núcleo de Personalidad')).toBeVisible();
  await page.getByRole('button', { name: /Activación Final/ }).click();

  // Step 4, reached from the section list; the draft survives a reload.
  await expect(sectionTitle(page, 'Activación Final')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await page.reload();
  await expect(sectionTitle(page, 'Activación Final')).toBeVisible();
  const summary = page.locator('dl');
  await expect(summary).toContainText('Nova Prime');
  await expect(summary).toContainText('Servicial');
  await expect(summary).toContainText('Notion');
  // From here until the editor, the lab never shows its first step again.
  await page.evaluate(() => {
    const seen = window as unknown as { labWentBackToStep1?: boolean };
    seen.labWentBackToStep1 = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Paso 1 de 4')) seen.labWentBackToStep1 = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Activar Plubot' }).click();

  await expect(page).toHaveURL(/\/plubot\/edit\/flow\/[^/]+$/);
  expect(
    await page.evaluate(() => (window as unknown as { labWentBackToStep1?: boolean }).labWentBackToStep1),
  ).toBe(false);
  // The success message greets the bot in the editor, in full view: nothing lies over it.
  const activated = page.getByRole('status').filter({ hasText: '¡Nova Prime ha sido activado con éxito!' });
  await expect(activated).toBeVisible();
  expect(
    await activated.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points = [
        [box.left + 4, box.top + 4],
        [box.right - 4, box.top + 4],
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 4, box.bottom - 4],
        [box.right - 4, box.bottom - 4],
      ] as const;
      return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
    }),
  ).toBe(true);
  await activated.getByRole('button', { name: 'Cerrar el aviso' }).click();
  await expect(activated).toHaveCount(0);
  // The new flow is titled with the bot's name.
  await expect(page.getByRole('textbox', { name: 'Nombre del flujo' })).toHaveValue('Nova Prime');
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);
  const bots = await listBots(request, session);
  expect(bots.map((bot) => ({ id: bot.id, name: bot.name, tone: bot.tone, powers: bot.powers }))).toEqual([
    { id, name: 'Nova Prime', tone: 'servicial', powers: ['notion'] },
  ]);

  // The used-up draft is gone: the factory starts a new bot.
  await page.goto('/factory');
  await expect(page.getByLabel('Nombre de tu Plubot')).toHaveValue('');
});

test('with reduced motion the welcome shows its whole text and its button at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/welcome');
  await expect(page.getByTestId('welcome-lines')).toContainText('Plubot - Tu asistente digital.');
  await expect(page.getByRole('button', { name: 'Descubre tu poder' })).toBeEnabled();
});

test.describe('with the animation playing', () => {
  // The animation under test only plays for visitors who did not ask for less motion.
  test.use({ reducedMotion: 'no-preference' });

  test('a mouse click skips the welcome animation like a tap', async ({ page }) => {
    await page.goto('/welcome');
    const discover = page.getByRole('button', { name: 'Descubre tu poder' });
    await expect(discover).toBeDisabled();
    await page.mouse.click(20, 300);
    await expect(discover).toBeEnabled();
  });
});

test.describe('on a touch screen', () => {
  // The animation under test only plays for visitors who did not ask for less motion.
  test.use({ hasTouch: true, reducedMotion: 'no-preference' });

  test('a touch skips the welcome animation to its end', async ({ page }) => {
    await page.goto('/welcome');
    const discover = page.getByRole('button', { name: 'Descubre tu poder' });
    await expect(discover).toBeDisabled();
    await page.touchscreen.tap(20, 300);
    await expect(discover).toBeEnabled();
    await discover.tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Fábrica de Bots' })).toBeVisible();
  });
});

test('the profile lists the bots, edits one with Guardar Cambios and deletes another after confirming', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request, 'Lyra Profile');
  const keep = await createBot(request, session, 'Orion');
  await createBot(request, session, 'Vega');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Lyra Profile' })).toBeVisible();
  await expect(page.getByText('Nivel 1')).toBeVisible();
  await expect(page.getByText('PluCoins')).toBeVisible();
  await expect(page.getByText('0 de 100')).toBeVisible();
  const orion = page.getByRole('article', { name: 'Orion' });
  await expect(orion).toContainText('Sabio');
  await expect(orion).toContainText('Notion');
  await expect(orion.getByRole('link', { name: 'Abrir editor' })).toHaveAttribute(
    'href',
    `/plubot/edit/flow/${keep.id}`,
  );
  await expect(orion.getByRole('link', { name: 'Ver conversaciones' })).toHaveAttribute(
    'href',
    `/plubot/conversations/${keep.id}`,
  );

  await orion.getByRole('link', { name: 'Editar identidad' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/plubot/edit/identity/${keep.id}`);
  await expect(page.getByLabel('Nombre de tu Plubot')).toHaveValue('Orion');
  await page.getByLabel('Nombre de tu Plubot').fill('Orion Nova');
  await page.getByRole('button', { name: /Revisión de Cambios/ }).click();
  await expect(sectionTitle(page, 'Revisión de Cambios')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByRole('heading', { level: 3, name: 'Orion Nova' })).toBeVisible();

  // Deleting asks first; cancelling keeps the bot.
  const vega = page.getByRole('article', { name: 'Vega' });
  await vega.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar «Vega»?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(vega).toBeVisible();
  await vega.getByRole('button', { name: 'Eliminar' }).click();
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByRole('article', { name: 'Vega' })).toHaveCount(0);
  expect((await listBots(request, session)).map((bot) => bot.name)).toEqual(['Orion Nova']);
});

test('an unknown bot id in the identity editor says it was not found', async ({ page, request }) => {
  await signIn(page, request, 'Ida Perdida');
  await page.goto('/plubot/edit/identity/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText(
    'No encontramos este Plubot. Verifica que el ID sea correcto.',
  );
});

test('a bot created while the API is unreachable is kept locally and synced on the next start', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request, 'Sira Offline');
  await page.route('**/api/plubots/create', (route) => route.abort());

  await page.goto('/factory');
  await page.getByRole('button', { name: 'Comenzar Creación' }).click();
  await fillLabUpToPreview(page, 'Eco Offline', /Audaz/, 'Slack');
  await page.getByRole('button', { name: 'Activar Plubot' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'guardamos «Eco Offline» en este dispositivo' }),
  ).toBeVisible();

  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  const card = page.getByRole('article', { name: 'Eco Offline' });
  await expect(card).toContainText('Pendiente de sincronizar');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('local_plubots_backup') ?? '[]'));
  expect(stored).toEqual([
    expect.objectContaining({ name: 'Eco Offline', tone: 'audaz', powers: ['slack'], _offlineCreated: true }),
  ]);
  const localId = stored[0]._localId as string;
  expect(await page.evaluate(() => localStorage.getItem('user_plubots_backup'))).toContain(localId);
  expect(await listBots(request, session)).toEqual([]);

  // The server is back: the app syncs when it starts.
  await page.unroute('**/api/plubots/create');
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sincronización completada con éxito' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await listBots(request, session)).map((bot) => [bot.name, bot._localId]))
    .toEqual([['Eco Offline', localId]]);
  await expect(card).not.toContainText('Pendiente de sincronizar');
  expect(await page.evaluate(() => localStorage.getItem('local_plubots_backup'))).toBe('[]');

  // Another start has nothing left to send, and the bot is never duplicated.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Eco Offline' })).toBeVisible();
  expect((await listBots(request, session)).length).toBe(1);
});

test('Plubot Despierto: three buttons and name and e-mail collection make a bot that answers on its link', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await signIn(page, request, 'Luna Dueña');
  await page.goto('/personalization');
  await expect(page.getByRole('heading', { level: 1, name: 'Plubot Despierto' })).toBeVisible();

  // Everything required is named.
  await page.getByRole('button', { name: 'Guardar y activar' }).click();
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('El nombre debe tener al menos 3 caracteres.');
  await expect(errors).toContainText('Por favor, elige una personalidad.');
  await expect(errors).toContainText('Escribe un mensaje de bienvenida.');
  await expect(errors).toContainText('Escribe el texto del botón 1.');

  await page.getByLabel('Nombre', { exact: true }).fill('Luna Tienda');
  await page.getByRole('radio', { name: 'Servicial' }).check();
  await page.getByLabel('Mensaje de bienvenida').fill('¡Hola! Soy Luna, la asistente de la tienda.');
  const menu = [
    ['Precios', 'Nuestros planes empiezan en 10 USD al mes.'],
    ['Horarios', 'Atendemos de lunes a viernes, de 9 a 18 h.'],
    ['Soporte', 'Escríbenos y te ayudamos enseguida.'],
  ];
  for (const [index, [label, answer]] of menu.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Añadir botón' }).click();
    await page.getByLabel(`Texto del botón ${index + 1}`).fill(label as string);
    await page.getByLabel(`Respuesta del botón ${index + 1}`).fill(answer as string);
  }
  await expect(page.getByRole('button', { name: 'Añadir botón' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Pedir su nombre' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Pedir su e-mail (con validación)' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Pedir el motivo de su consulta' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Guardar y activar' }).click();

  await expect(page.getByRole('heading', { name: '¡Luna Tienda está despierto!' })).toBeVisible();
  const [bot] = await listBots(request, session);
  expect(bot).toMatchObject({ name: 'Luna Tienda', tone: 'servicial' });
  const chatLink = `${baseURL}/chat/${bot?.public_id}`;
  await expect(page.getByLabel('Enlace público del chat')).toHaveValue(chatLink);
  await expect(page.getByRole('link', { name: 'Abrir chat' })).toHaveAttribute('href', chatLink);

  // The bot answers through the chat API without its owner opening the editor.
  type Turn = {
    sessionId: string;
    visitorToken?: string;
    messages: { text: string; buttons?: { id: string; label: string }[] }[];
    ended: boolean;
  };
  const texts = (turn: Turn) => turn.messages.map((message) => message.text);
  const start = (await (
    await request.post(`/api/chat/${bot?.public_id}/start`, { data: {} })
  ).json()) as Turn;
  expect(texts(start)).toEqual(['¡Hola! Soy Luna, la asistente de la tienda.', '¿Cómo te llamas?']);
  const reply = async (data: { text?: string; optionId?: string }) => {
    const response = await request.post(`/api/chat/sessions/${start.sessionId}/reply`, {
      data,
      headers: visitorHeaders(start),
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as Turn;
  };
  expect(texts(await reply({ text: 'Ana' }))).toEqual(['Gracias, Ana. ¿Cuál es tu correo electrónico?']);
  expect(texts(await reply({ text: 'ana-sin-arroba' }))).toEqual([
    'Ese correo no parece válido. Escríbelo de nuevo, por ejemplo: nombre@correo.com',
  ]);
  const menuTurn = await reply({ text: 'ana@example.com' });
  expect(texts(menuTurn)).toEqual(['¿En qué puedo ayudarte?']);
  const buttons = menuTurn.messages[0]?.buttons ?? [];
  expect(buttons.map((button) => button.label)).toEqual(['Precios', 'Horarios', 'Soporte']);
  const last = await reply({ optionId: buttons[1]?.id as string });
  expect(texts(last)).toEqual([
    'Atendemos de lunes a viernes, de 9 a 18 h.',
    '¡Gracias por escribirnos! Que tengas un gran día.',
  ]);
  expect(last.ended).toBe(true);

  const leads = await request.get(`/api/plubots/${bot?.id}/leads`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(((await leads.json()) as { leads: { data: unknown }[] }).leads.map((lead) => lead.data)).toEqual([
    { nombre: 'Ana', email: 'ana@example.com', opcion: 'Horarios' },
  ]);
});
