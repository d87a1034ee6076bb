/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { createBot, createOwner, signedInContext, visitorHeaders } from './support/chatFixtures';

// The app shell: routes, redirects, guard, layout, header, footer, language and global events.
test.use({ locale: 'es-ES' });

const NOT_FOUND_TEXT =
  'Lo sentimos, parece que te has perdido en el Pluniverso. La página que buscas no existe o ha sido absorbida por un agujero negro digital.';

const PROTECTED_PATHS = [
  '/pluniverse',
  '/academy',
  '/marketplace',
  '/coliseum',
  '/tower',
  '/sanctuary',
  '/profile',
  '/logout',
  '/personalization',
  '/training',
  '/plubot/edit/flow/bot-123',
  '/plubot/edit/identity/bot-123',
  '/plubot/create/template-7',
  '/change-password',
];

/** Redirects whose target anyone may see: [from, to, heading of the target]. */
const PUBLIC_REDIRECTS = [
  ['/plubot/about', '/about-plubot', 'Acerca de Plubot'],
  ['/plubot/about-chat-byte', '/byte-embajador', 'Byte, Embajador del Pluniverse'],
  ['/plubot/create', '/welcome', 'Crea tu Plubot'],
  ['/plubot/create/factory', '/factory', 'Fábrica de Bots'],
  ['/auth/login', '/login', 'Iniciar Sesión'],
  ['/auth/register', '/register', 'Crear Cuenta'],
  ['/auth/anything-else', '/login', 'Iniciar Sesión'],
  ['/auth/deeper/unknown/path', '/login', 'Iniciar Sesión'],
] as const;

/** Redirects to guarded screens: a visitor ends on /login, remembering the redirect's target. */
const PROTECTED_REDIRECTS = [
  ['/plubot/edit/training', '/training'],
  ['/pluniverse/academy', '/academy'],
  ['/pluniverse/marketplace', '/marketplace'],
  ['/pluniverse/coliseum', '/coliseum'],
  ['/pluniverse/tower', '/tower'],
  ['/pluniverse/sanctuary', '/sanctuary'],
] as const;

const USER = { id: 'u-1', name: 'ana Pérez', email: 'ana@example.com', xp: 150, pluCoins: 42 };

async function expectLoginWithRedirect(page: Page, target: string) {
  await expect(page, target).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === target,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' }), target).toBeVisible();
}

/** Signs in by storing a token and answering the profile request the way the server does. */
async function signIn(
  page: Page,
  profile: { status: number; body: unknown } = { status: 200, body: { success: true, user: USER } },
) {
  const authHeaders: string[] = [];
  await page.route('**/api/auth/profile', async (route) => {
    authHeaders.push(route.request().headers().authorization ?? '');
    await route.fulfill({ status: profile.status, json: profile.body });
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('access_token', 'e2e-token'));
  return authHeaders;
}

// Each list is walked in one page, one address after another, as a visitor typing them would.
test.describe('redirects', () => {
  test('the old public addresses go to their screens', async ({ page }) => {
    for (const [from, to, heading] of PUBLIC_REDIRECTS) {
      await page.goto(from);
      await expect(page, from).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', { level: 1, name: heading }), from).toBeVisible();
    }
  });

  test('the old addresses of guarded screens go to them, which send a visitor to login', async ({ page }) => {
    for (const [from, to] of PROTECTED_REDIRECTS) {
      await page.goto(from);
      await expectLoginWithRedirect(page, to);
    }
  });

  test('a redirect keeps the query string', async ({ page }) => {
    await page.goto('/auth/login?message=verified');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?message=verified');
  });
});

test.describe('protected routes', () => {
  test('every guarded screen sends a visitor to /login and remembers the path', async ({ page }) => {
    for (const path of PROTECTED_PATHS) {
      await page.goto(path);
      await expectLoginWithRedirect(page, path);
    }
  });

  test('the remembered path includes its query string', async ({ page }) => {
    await page.goto('/tower?tab=logros');
    await expectLoginWithRedirect(page, '/tower?tab=logros');
  });

  test('a signed-in user sees the screen, after "Cargando..." while the session is checked', async ({
    page,
  }) => {
    let answerProfile = () => {};
    const profileAsked = new Promise<void>((resolve) => {
      answerProfile = resolve;
    });
    await page.route('**/api/auth/profile', async (route) => {
      await profileAsked;
      await route.fulfill({ json: { success: true, user: USER } });
    });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('access_token', 'e2e-token'));
    await page.goto('/pluniverse');
    await expect(page.locator('.fullscreen-loader').getByText('Cargando...')).toBeVisible();
    answerProfile();
    await expect(page.getByRole('heading', { level: 1, name: 'Pluniverse' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/pluniverse');
  });

  test('an expired session (401) logs out and sends the user to login', async ({ page }) => {
    await signIn(page, { status: 401, body: { success: false, message: 'Token expirado' } });
    await page.goto('/profile');
    await expectLoginWithRedirect(page, '/profile');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});

test.describe('layout', () => {
  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página No Encontrada' })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu Plubot' })).toBeVisible();
  });

  test('the home page has the header and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the sign-in screens and /benchmark show neither header nor footer', async ({ page }) => {
    for (const path of ['/benchmark', '/login', '/register', '/forgot-password', '/auth/verify-email']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('banner'), path).toHaveCount(0);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
    }
  });

  test('the header takes its scrolled style past 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/scrolled/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveClass(/scrolled/);
  });

  test('following a link lands at the top of the next page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Preguntas Frecuentes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a screen whose code fails to download offers a reload', async ({ page }) => {
    await page.route(/\/assets\/NotFoundPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: 'Ups! Algo salió mal.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recargar página' })).toBeVisible();
  });
});

test.describe('header', () => {
  test('a visitor sees the seven links and the sign-in button', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const links = ['Inicio', 'Crea tu Plubot', 'Pluniverse', 'Poderes', 'Planes', 'Comunidad', 'Contacto'];
    for (const name of links) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await header.getByRole('link', { name: 'Acceder / Registrarse' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('a signed-in user gets the avatar menu and can log out', async ({ page }) => {
    const authHeaders = await signIn(page);
    await page.goto('/pluniverse');
    const header = page.getByRole('banner');
    const avatar = header.getByRole('button', { name: 'Abrir menú de usuario' });
    await expect(avatar).toHaveText('A');
    expect(authHeaders).toContain('Bearer e2e-token');

    await avatar.click();
    await expect(header.getByText('ana Pérez')).toBeVisible();
    await expect(header.getByText('ana@example.com')).toBeVisible();
    await expect(header.getByText('Nivel 2')).toBeVisible();
    await expect(header.getByText('Arquitecto de Flujos')).toBeVisible();
    await expect(header.getByText('42')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cambiar Contraseña' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    await expect(header.getByRole('link', { name: 'Ver Perfil' })).toHaveAttribute('href', '/profile');
    // The footer offers the profile instead of signing up or in.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/profile');
    await expect(footer.getByRole('link', { name: 'Registrarse' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(header.getByRole('link', { name: 'Acceder / Registrarse' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Registrarse' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('switching to English changes the header and is remembered', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await header.getByRole('button', { name: 'EN' }).click();
    for (const name of ['Home', 'Create your Plubot', 'Powers', 'Plans', 'Community', 'Contact']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Sign in / Sign up' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'ES' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
  });
});

test.describe('footer subscription', () => {
  test('sends the e-mail as a multipart field and shows the server message', async ({ page }) => {
    let body = '';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/subscribe', async (route) => {
      body = route.request().postData() ?? '';
      await held;
      await route.fulfill({ json: { message: '¡Bienvenido al Pluniverse, Arquitecto!' } });
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('heading', { name: 'Conviértete en Arquitecto del Pluniverse' }),
    ).toBeVisible();
    await footer.getByLabel('Tu correo electrónico').fill('arquitecta@example.com');
    await footer.getByRole('button', { name: 'Forjar mi Destino' }).click();
    await expect(footer.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    await expect(footer.getByText('¡Bienvenido al Pluniverse, Arquitecto!')).toBeVisible();
    expect(body).toContain('name="email"');
    expect(body).toContain('arquitecta@example.com');
  });

  test('shows the fallback error when the endpoint is missing', async ({ page }) => {
    await page.route('**/api/subscribe', (route) =>
      route.fulfill({
        status: 404,
        json: { success: false, message: 'Route POST:/api/subscribe not found' },
      }),
    );
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Tu correo electrónico').fill('arquitecta@example.com');
    await footer.getByRole('button', { name: 'Forjar mi Destino' }).click();
    await expect(footer.getByText('Error al suscribirte. Intenta nuevamente.')).toBeVisible();
  });
});

test.describe('global events', () => {
  test('modal events open one modal at a time and close them all', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu Plubot' })).toBeVisible();
    const host = page.locator('#global-modals');
    const send = (type: string, modal: string) =>
      page.evaluate(
        ([t, m]) => window.dispatchEvent(new CustomEvent(t as string, { detail: { modal: m } })),
        [type, modal],
      );
    await send('plubot-open-modal', 'embed');
    await expect(host).toHaveAttribute('data-active-modal', 'embed');
    await send('plubot-open-modal', 'not-a-modal');
    await expect(host).toHaveAttribute('data-active-modal', 'embed');
    await send('plubot-open-modal', 'simulation');
    await expect(host).toHaveAttribute('data-active-modal', 'simulation');
    await send('plubot-close-modal', 'all');
    await expect(host).not.toHaveAttribute('data-active-modal');
  });

  test('a flow-saved event shows the status bubble', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu Plubot' })).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('flow-saved', { detail: { success: true } })),
    );
    await expect(page.getByText('✅ Flujo guardado con éxito')).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('flow-saved', {
          detail: { success: false, message: 'Error de sincronización: red' },
        }),
      ),
    );
    await expect(page.getByText('Error de sincronización: red')).toBeVisible();
  });
});

test.describe('notification bell', () => {
  test("a new contact and a first conversation link to the bot's conversations", async ({
    browser,
    request,
  }) => {
    const owner = await createOwner(request, 'bell');
    const bot = await createBot(request, owner, 'Faro');
    const auth = { authorization: `Bearer ${owner.accessToken}` };
    const flow = {
      flowName: 'Contacto',
      viewport: { x: 0, y: 0, zoom: 1 },
      nodes: [
        { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
        {
          id: 'ask-email',
          type: 'message',
          position: { x: 0, y: 150 },
          data: {
            label: 'Correo',
            message: '¿Tu correo?',
            capture: { variable: 'correo', validation: 'email' },
          },
        },
        {
          id: 'end',
          type: 'end',
          position: { x: 0, y: 300 },
          data: { label: 'Fin', endMessage: '¡Gracias!' },
        },
      ],
      edges: [
        { id: 'e1', source: 'start', target: 'ask-email' },
        { id: 'e2', source: 'ask-email', target: 'end' },
      ],
    };
    const saved = await request.put(`/api/plubots/${bot.id}/flow`, {
      headers: auth,
      data: { ...flow, baseRevision: 1 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // Visitors get what is published ('Publicar').
    expect((await request.post(`/api/plubots/${bot.id}/publish`, { headers: auth, data: {} })).ok()).toBe(
      true,
    );

    // A stranger leaves an e-mail: the owner's bell gets the first conversation and the new contact.
    const started = await request.post(`/api/chat/${bot.publicId}/start`, { data: { channel: 'web' } });
    expect(started.ok()).toBe(true);
    const visitor = (await started.json()) as { sessionId: string; visitorToken?: string };
    const reply = await request.post(`/api/chat/sessions/${visitor.sessionId}/reply`, {
      headers: visitorHeaders(visitor),
      data: { text: 'luz@ejemplo.com' },
    });
    expect(reply.ok()).toBe(true);

    const context = await signedInContext(browser, owner);
    const page = await context.newPage();
    await page.goto('/pluniverse');
    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: 'Notificaciones (2 sin leer)' });
    await bell.click();
    const panel = header.getByRole('region', { name: 'Notificaciones' });
    const conversations = `/plubot/conversations/${bot.id}`;
    await expect(panel.getByRole('link', { name: '¡Faro tuvo su primera conversación!' })).toHaveAttribute(
      'href',
      conversations,
    );
    await panel.getByRole('link', { name: 'Nuevo contacto en Faro' }).click();
    await expect(page).toHaveURL((url) => url.pathname === conversations);
    await expect(page.getByRole('cell', { name: 'luz@ejemplo.com' }).first()).toBeVisible();
    // Opening it marked it read; the panel closed on the way.
    await expect(header.getByRole('button', { name: 'Notificaciones (1 sin leer)' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await context.close();
  });
});
