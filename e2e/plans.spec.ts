/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { createOwner, signIn } from './support/editorHelpers';

// /plans and /pricing: the four plans with what each allows. This test server takes no online
// payments (no Stripe keys), so choosing a paid plan says how to reach the operator.
test.use({ locale: 'es-ES' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`the plans page lists Despierto and the paid plans (${viewport.width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Planes' })).toBeVisible();
    for (const name of ['Despierto', 'Poder Inicial', 'Maestro', 'Legendario']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('100 respuestas al mes')).toBeVisible();
    await expect(page.getByText('USD 14 al mes')).toBeVisible();
    await expect(page.getByText('USD 59 al mes')).toBeVisible();
    await expect(page.getByText('Respuestas ilimitadas')).toBeVisible();
    await expect(page.getByText('Este servidor no acepta pagos en línea', { exact: false })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);

    const owner = await createOwner(request);
    await signIn(context, owner);
    await page.goto('/plans');
    await expect(page.getByText('Tu plan actual')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elegir este plan' }).first()).toBeDisabled();
    await page.getByRole('link', { name: 'Ir a Contacto' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
  });
}
