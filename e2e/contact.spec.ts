import { expect, test } from '@playwright/test';

// The public contact form (/contact) and the feedback form (/tu-opinion), in Spanish.
test.use({ locale: 'es-ES' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`sends the contact form (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(page).toHaveTitle(/^Contacto · /);

    const form = page.getByRole('region', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill('Ana Estelar');
    await form.getByLabel('Correo electrónico').fill('ana@ejemplo.com');
    await form.getByLabel('Asunto').fill(`Una idea (${viewport.width} px)`);
    await form.getByLabel('Mensaje').fill('Me encantaría que Byte hablara en verso.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(form.getByRole('status')).toHaveText(
      /¡Mensaje enviado! Gracias por escribirnos: te responderemos lo antes posible\./,
    );
    await expect(form.getByLabel('Nombre')).toHaveValue('');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });

  test(`sends the feedback form with the keyboard (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tu-opinion');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu opinión nos importa' })).toBeVisible();
    await expect(page).toHaveTitle(/^Tu opinión nos importa · /);

    const ratings = page.getByRole('group', { name: '¿Cómo valoras tu experiencia?' });
    await ratings.getByRole('radio', { name: /^1 Muy mala/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(ratings.getByRole('radio', { name: /^4 Buena/ })).toBeChecked();

    await page.getByLabel('Comentario').fill('Crear un bot fue muy sencillo.');
    await page.getByLabel('Correo electrónico (opcional)').fill('luz@ejemplo.com');
    await page.getByLabel('Correo electrónico (opcional)').press('Enter');

    await expect(page.getByRole('status')).toHaveText(
      /¡Gracias por tu opinión! Nos ayuda a mejorar el Pluniverse\./,
    );
    await expect(page.getByLabel('Comentario')).toHaveValue('');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });
}

test('shows the server’s field message when the e-mail is refused', async ({ page }) => {
  await page.goto('/tu-opinion');
  await page.getByRole('radio', { name: /^5 Excelente/ }).check();
  await page.getByLabel('Comentario').fill('Genial');
  // "a@b" passes the browser's e-mail check but not the product's rule.
  await page.getByLabel('Correo electrónico (opcional)').fill('a@b');
  await page.getByRole('button', { name: 'Enviar opinión' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Por favor ingresa un email válido/);
  await expect(page.getByLabel('Correo electrónico (opcional)')).toHaveAttribute('aria-invalid', 'true');
});
