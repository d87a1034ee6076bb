/// <reference lib="dom" />
import { expect, test } from '@playwright/test';

// The public content pages' own behaviour: the blog's list and articles, and the FAQ on a phone.
// That each content page opens with its heading and real text in both languages, and that every
// screen has a title of its own, is checked where every screen is opened: accessibility.spec.ts
// (Spanish) and everyRoute.spec.ts (English).

for (const language of ['es', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'en-US' });

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
