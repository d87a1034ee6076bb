/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/**
 * What every screen of the app shows once open: a level-1 heading, a title of its own, no
 * placeholder text, and nothing wider than the window.
 */
export async function expectRealScreen(page: Page, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, path).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('body'), path).not.toContainText(/Próximamente|Coming soon/i);
  await expect.poll(() => page.title(), { message: path }).not.toBe('');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(1);
}
