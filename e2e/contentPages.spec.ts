/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';

// The public content pages: real text in Spanish and English, a title of their own, no placeholder.
const ROUTES: { path: string; es: string; en: string }[] = [
  { path: '/about-plubot', es: 'Acerca de Plubot', en: 'About Plubot' },
  { path: '/byte-embajador', es: 'Byte, Embajador del Pluniverse', en: 'Byte' },
  { path: '/faq', es: 'Preguntas Frecuentes', en: 'Frequently Asked Questions' },
  { path: '/blog', es: 'Blog', en: 'Blog' },
  { path: '/terms', es: 'Términos y Condiciones', en: 'Terms' },
  { path: '/privacy', es: 'Política de Privacidad', en: 'Privacy' },
  { path: '/seguridad', es: 'Seguridad', en: 'Security' },
  { path: '/tutoriales', es: 'Tutoriales', en: 'Tutorials' },
  { path: '/tutoriales/flujos', es: 'Diseñar un flujo', en: 'Design a flow' },
  { path: '/tutoriales/automatizacion', es: 'Automatizar con acciones', en: 'Automate with actions' },
  {
    path: '/tutoriales/aprendizaje',
    es: 'Añadir inteligencia artificial',
    en: 'Add artificial intelligence',
  },
  { path: '/tutoriales/expansion', es: 'Compartir tu bot', en: 'Share your bot' },
  { path: '/tutoriales/discord', es: 'Conectar un bot de Discord', en: 'Connect a Discord bot' },
  { path: '/tutoriales/discord/channel-id', es: 'ID de un canal de Discord', en: 'Discord channel ID' },
];

async function expectRealPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
  await expect(page.locator('main')).not.toContainText(/Próximamente|Coming soon/i);
  await expect.poll(async () => (await page.locator('main').innerText()).length).toBeGreaterThan(400);
}

for (const language of ['es', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'en-US' });

    test('every content page has its text and a title of its own', async ({ page }) => {
      // Sixteen pages in one test.
      test.slow();
      const titles = new Set<string>();
      for (const route of ROUTES) {
        await page.goto(route.path);
        await expectRealPage(page, route[language]);
        titles.add(await page.title());
      }
      expect(titles.size).toBe(ROUTES.length);
    });

    test('the blog lists its articles and opens one; an unknown one says so', async ({ page }) => {
      await page.goto('/blog');
      const articles = page.getByRole('article');
      await expect(articles.first()).toBeVisible();
      expect(await articles.count()).toBeGreaterThanOrEqual(6);
      await page
        .getByRole('link', {
          name: language === 'es' ? /Leer artículo: «Webhooks firmados/ : /Signed webhooks/,
        })
        .first()
        .click();
      await expect(page).toHaveURL(/\/blog\/webhooks-firmados$/);
      await expect(page.locator('main')).toContainText('X-Plubot-Signature');
      await page.goto('/blog/no-existe');
      await expect(
        page.getByText(language === 'es' ? 'Artículo no encontrado' : /not found/i).first(),
      ).toBeVisible();
    });
  });
}

test.describe('on a phone', () => {
  test.use({ locale: 'es-ES', viewport: { width: 360, height: 740 } });

  test('the FAQ answers open one by one and nothing overflows the screen', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.locator('main details');
    await expect(questions.first()).toBeVisible();
    expect(await questions.count()).toBeGreaterThanOrEqual(15);
    const first = questions.first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});

test.describe('titles', () => {
  test.use({ locale: 'es-ES' });

  test('every public screen has a title and a description of its own', async ({ page }) => {
    const paths = [
      '/',
      '/welcome',
      '/factory',
      '/login',
      '/register',
      '/forgot-password',
      '/public-chat',
      '/plans',
      '/contact',
      '/tu-opinion',
      '/faq',
      '/blog',
      '/privacy',
    ];
    const titles = new Map<string, string>();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main, body').first()).toBeVisible();
      await expect.poll(() => page.title()).not.toBe('Plubot');
      titles.set(path, await page.title());
    }
    expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(paths.length);
    await page.goto('/login');
    await expect
      .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
      .toBe('Entra en tu cuenta de Plubot para seguir creando tus bots.');
  });
});
