/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { CONTENT_HEADINGS } from './appRoutes';

/**
 * What every screen of the app shows once open: a level-1 heading, a title of its own, no
 * placeholder text, and nothing wider than the window. A content page (`CONTENT_HEADINGS`) also
 * opens with its own heading in `language` and holds real text (over 400 characters).
 */
export async function expectRealScreen(page: Page, path: string, language: 'es' | 'en'): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, path).toBeVisible({ timeout: 20_000 });
  const content = CONTENT_HEADINGS[path];
  if (content) {
    await expect(heading, path).toContainText(content[language]);
    await expect
      .poll(async () => (await page.locator('main').innerText()).length, { message: path })
      .toBeGreaterThan(400);
  }
  await expect(page.locator('body'), path).not.toContainText(/Próximamente|Coming soon/i);
  await expect.poll(() => page.title(), { message: path }).not.toBe('');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(1);
}
