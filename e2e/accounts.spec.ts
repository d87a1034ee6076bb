/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Account screens against the real server: register, verify, log in, change, forget and reset the
// password, and the Google sign-in paths that exist without a Google client.
test.use({ locale: 'es-ES' });

const PASSWORD = 'Orbita2024!';
const NEW_PASSWORD = 'Nebulosa#77';
const RESET_PASSWORD = 'Cometa$2025';

let counter = 0;
function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

interface StoredMail {
  to: string;
  subject: string;
  links: string[];
}

/** Every mail sent to `to` that carries a link containing `linkPart`, newest first. */
async function mailsTo(request: APIRequestContext, to: string, linkPart: string) {
  const response = await request.get('/dev/mail.json');
  expect(response.ok()).toBe(true);
  const { mails } = (await response.json()) as { mails: StoredMail[] };
  return mails.filter((mail) => mail.to === to && mail.links.some((link) => link.includes(linkPart)));
}

/** The in-app path of the newest link containing `linkPart` mailed to `to` (waits for the mail). */
async function mailedLink(request: APIRequestContext, to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(request, to, linkPart);
      link = mail?.links.find((candidate) => candidate.includes(linkPart));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

async function registerThroughApi(request: APIRequestContext, email: string, verify: boolean) {
  const response = await request.post('/api/auth/register', {
    data: { name: 'Vega Estelar', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  if (!verify) return;
  const path = await mailedLink(request, email, '/auth/verify-email/');
  const token = path.split('/').pop() as string;
  expect((await request.get(`/api/auth/verify-email/${token}`)).ok()).toBe(true);
}

async function logIn(page: Page, email: string, password: string) {
  const emailField = page.getByLabel('Correo electrónico');
  await emailField.fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function logOutFromAvatarMenu(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await header.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: 'Acceder / Registrarse' })).toBeVisible();
}

test('a new user registers, verifies, logs in, changes, forgets and resets the password', async ({
  page,
  request,
}) => {
  // The whole account life in one journey.
  test.slow();
  const email = uniqueEmail('viajera');

  // Register, watching the strength meter and the live match message.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'CREAR CUENTA' })).toBeVisible();
  await expect(page.getByText('Comienza a crear tu compañero digital')).toBeVisible();
  await page.getByLabel('Nombre completo').fill('Vega Estelar');
  await page.getByLabel('Correo electrónico').fill(email);
  expect(await page.evaluate(() => localStorage.getItem('last_email_used'))).toBe(email);

  const password = page.getByLabel('Contraseña', { exact: true });
  await expect(page.getByText('Seguridad: Sin verificar')).toBeVisible();
  // The password's rule is there before anything is typed or sent.
  await expect(
    page.getByText('Al menos 8 caracteres; con mayúsculas, números y símbolos es más segura.'),
  ).toBeVisible();
  for (const [typed, label] of [
    ['orbita', 'Débil'],
    ['orbitaaa', 'Débil'],
    ['Orbitaaa', 'Media'],
    ['Orbita20', 'Buena'],
    [PASSWORD, 'Fuerte'],
  ] as const) {
    await password.fill(typed);
    await expect(page.getByText(`Seguridad: ${label}`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Mostrar contraseña', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'password');

  const confirm = page.getByLabel('Confirmar contraseña', { exact: true });
  await confirm.fill('Orbita20');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await confirm.fill(PASSWORD);
  await expect(page.getByText('Las contraseñas coinciden.')).toBeVisible();
  await page.getByRole('button', { name: 'REGISTRARSE', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/auth/verify-email');
  await expect(page.getByText('¡Registro exitoso! Revisa tu correo para verificar.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por registrarte!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Open the link of the verification mail.
  await page.goto(await mailedLink(request, email, '/auth/verify-email/'));
  await expect(page.getByRole('heading', { level: 1, name: '¡Correo verificado!' })).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('message') === 'verified',
  );
  await expect(page.getByText('¡Tu correo ha sido verificado! Ya puedes iniciar sesión.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);

  // Log in: the Pluniverse, with the user in the header.
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pluniverse');
  expect(await page.evaluate(() => localStorage.getItem('current_user_email'))).toBe(email);
  expect(await page.evaluate(() => localStorage.getItem('last_email_used'))).toBeNull();

  // Change the password from the avatar menu; a wrong current password is refused first.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await expect(header.getByText('Vega Estelar')).toBeVisible();
  await expect(header.getByText(email)).toBeVisible();
  await expect(header.getByText('Nivel 1')).toBeVisible();
  await header.getByRole('link', { name: 'Cambiar Contraseña' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar Contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña actual', { exact: true }).fill('NoEsLaMia1!');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(page.getByText('La contraseña actual es incorrecta.')).toBeVisible();
  await page.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(page.getByText('¡Contraseña actualizada con éxito!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');

  await logOutFromAvatarMenu(page);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Forgot password: the mail's link leads to the reset screen.
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar Enlace' }).click();
  await expect(
    page.getByText('Correo de restablecimiento enviado. Revisa tu bandeja de entrada.'),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  await page.goto(await mailedLink(request, email, '/reset-password/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer Contraseña' })).toBeVisible();
  await expect(page.getByText('Ingresa tu nueva contraseña')).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(`${RESET_PASSWORD}x`);
  await page.getByRole('button', { name: 'Restablecer Contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden', { exact: true })).toBeVisible();
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Restablecer Contraseña' }).click();
  await expect(page.getByText('¡Contraseña restablecida con éxito! Ya puedes iniciar sesión.')).toBeVisible();
  await expect(page.locator('.auth-card--success')).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('message') === 'password_reset',
  );
  await expect(
    page.getByText('¡Contraseña restablecida! Inicia sesión con tu nueva contraseña.'),
  ).toBeVisible();

  // The old password is gone; the new one opens the protected page the user was heading to.
  await page.goto('/tower?tab=logros');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Credenciales inválidas')).toBeVisible();
  await logIn(page, email, RESET_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/tower' && url.search === '?tab=logros');
});

test('a wrong password says "Credenciales inválidas"', async ({ page, request }) => {
  const email = uniqueEmail('clave');
  await registerThroughApi(request, email, true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByText('Bienvenido de nuevo')).toBeVisible();
  await logIn(page, email, 'Equivocada1!');
  await expect(page.getByRole('alert')).toHaveText(/Credenciales inválidas/);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('an unverified user is offered to resend the verification mail', async ({ page, request }) => {
  const email = uniqueEmail('pendiente');
  await registerThroughApi(request, email, false);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(
    page.getByText('Debes verificar tu correo electrónico antes de iniciar sesión.'),
  ).toBeVisible();
  const resend = page.getByRole('button', { name: 'Reenviar correo de verificación' });

  await page.getByLabel('Correo electrónico').fill('');
  await resend.click();
  await expect(page.getByText('Por favor, ingresa tu email para reenviar la verificación.')).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(email);
  await resend.click();
  await expect(page.getByText(/te enviamos un nuevo correo de verificación/)).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, email, '/auth/verify-email/')).length).toBe(2);
});

test('an already used verification link sends the user to login with a notice', async ({ page, request }) => {
  const email = uniqueEmail('doble');
  await registerThroughApi(request, email, false);
  const link = await mailedLink(request, email, '/auth/verify-email/');
  expect((await request.get(`/api${link}`)).ok()).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Correo ya verificado' })).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('message') === 'already_verified',
  );
  await expect(page.getByText('Tu correo ya estaba verificado. Inicia sesión.')).toBeVisible();
});

test('a broken verification link shows the error with a way to resend', async ({ page }) => {
  await page.goto('/auth/verify-email/no-es-un-token');
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos verificar tu correo' })).toBeVisible();
  await expect(page.getByText(/El enlace de verificación no es válido o ha expirado/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar correo de verificación' })).toBeVisible();
});

test('the login form checks its fields before asking the server', async ({ page }) => {
  let loginCalls = 0;
  await page.route('**/api/auth/login', (route) => {
    loginCalls += 1;
    return route.continue();
  });
  await page.goto('/login?session_expired=true');
  await expect(page.getByText('Tu sesión ha expirado. Por favor, inicia sesión de nuevo.')).toBeVisible();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Por favor completa todos los campos')).toBeVisible();
  await logIn(page, `${'a'.repeat(65)}@example.com`, 'algo');
  await expect(page.getByText('Por favor ingresa un email válido')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  expect(loginCalls).toBe(0);
});

test('coming from a bot creation, login invites to create a Plubot', async ({ page }) => {
  await page.goto('/plubot/create/plantilla-1');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByText('Inicia sesión para comenzar a crear tu Plubot...')).toBeVisible();
  // The creation lab itself counts too (its 'Activar Plubot' sends a signed-out visitor here).
  await page.goto('/login?redirect=%2Ffactory');
  await expect(page.getByText('Inicia sesión para comenzar a crear tu Plubot...')).toBeVisible();
  await page.goto('/login?redirect=%2Fprofile');
  await expect(page.getByText('Bienvenido de nuevo')).toBeVisible();
});

test('the Google buttons say sign-in with Google is not configured', async ({ page }) => {
  let googleUrlAsked = '';
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/google/login')) googleUrlAsked = request.url();
  });
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('nave@example.com');
  await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
  await expect(page.getByText('El inicio de sesión con Google no está configurado')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const state = new URL(googleUrlAsked).searchParams.get('state') as string;
  expect(JSON.parse(Buffer.from(state, 'base64').toString('utf8'))).toMatchObject({
    isRegister: false,
    email: 'nave@example.com',
  });
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.goto('/register');
  await page.getByRole('button', { name: 'Registrarse con Google' }).click();
  await expect(page.getByText('El inicio de sesión con Google no está configurado')).toBeVisible();
});

test('the Google callback shows the error card and leads back to login', async ({ page }) => {
  await page.goto('/auth/google/callback?code=codigo-falso&state=estado-falso');
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  // Without a Google client the server says so; with one, that the token is not valid.
  await expect(page.getByRole('alert')).toHaveText(/no está configurado|no es válido o ha expirado/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  await page.goto('/auth/google/callback?error=access_denied');
  await expect(page.getByText('Error: access_denied')).toBeVisible();
  await page.goto('/auth/google/callback?error=access_denied&error_description=El%20usuario%20cancel%C3%B3');
  await expect(page.getByText('El usuario canceló')).toBeVisible();
  await page.goto('/auth/google/callback');
  await expect(page.getByText('No se recibió un código de autorización válido.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('the account screens fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/login', '/register', '/reset-password/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

/** Signs a verified user in by storing the tokens the login API returns, as a returning visitor. */
async function signInThroughApi(page: Page, request: APIRequestContext, email: string) {
  await registerThroughApi(request, email, true);
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { access_token, refresh_token } = (await response.json()) as Record<string, string>;
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('access_token', access as string);
      localStorage.setItem('refresh_token', refresh as string);
    },
    [access_token, refresh_token],
  );
}

test.describe('inactivity logout', () => {
  test('15 minutes without activity end the session; activity restarts the count', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signInThroughApi(page, request, uniqueEmail('quieta'));
    await page.goto('/tower');
    await expect(page.getByRole('button', { name: 'Abrir menú de usuario' })).toBeVisible();

    await page.clock.fastForward('14:00');
    await page.mouse.move(40, 40);
    await page.clock.fastForward('14:00');
    await expect(page).toHaveURL((url) => url.pathname === '/tower');

    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/login' &&
        url.searchParams.get('session_expired') === 'true' &&
        url.searchParams.get('redirect') === '/tower',
    );
    await expect(page.getByText('Tu sesión ha expirado. Por favor, inicia sesión de nuevo.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('a user who switches it off stays signed in', async ({ page, request }) => {
    await page.clock.install();
    await signInThroughApi(page, request, uniqueEmail('despierta'));
    await page.goto('/change-password');
    const setting = page.getByRole('switch', { name: /Cerrar sesión tras 15 minutos de inactividad/ });
    await expect(setting).toBeChecked();
    await setting.click();
    await expect(page.getByText('Preferencia guardada.')).toBeVisible();
    await expect(setting).not.toBeChecked();

    await page.goto('/tower');
    await expect(page.getByRole('button', { name: 'Abrir menú de usuario' })).toBeVisible();
    await page.clock.fastForward('16:00');
    await expect(page).toHaveURL((url) => url.pathname === '/tower');
    await expect(page.getByRole('button', { name: 'Abrir menú de usuario' })).toBeVisible();
  });
});
