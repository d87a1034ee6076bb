/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Bot,
  createBot,
  createFixtureFlow,
  createOwner,
  type Owner,
  PASSWORD,
  signedInContext,
  visitorHeaders,
} from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// The Santuario del Fundador, the Historyverse and a premium widget theme, as a new founder lives
// them: their first bot on the timeline, every character locked at level 1, PluCoins earned by real
// actions spent on the Galaxia theme, the whole account downloaded, then deleted from the Sanctuary.
test.use({ locale: 'es-ES' });

const bearer = (owner: Owner) => ({ authorization: `Bearer ${owner.accessToken}` });

/**
 * PluCoins only come from real actions: the daily reward (100), the first bot (30 with its
 * achievement), a flow saved with an End (20), five embed copies (30 with their achievements), the
 * widget look of one's own saved (5) and a first conversation a visitor replied in (30) — 215 in all,
 * enough for a 200 theme.
 */
async function earnPluCoins(request: APIRequestContext, owner: Owner, bot: Bot): Promise<void> {
  const headers = bearer(owner);
  expect((await request.post('/api/gamification/daily-reward', { headers, data: {} })).ok()).toBe(true);
  const saved = await request.put(`/api/plubots/${bot.id}/flow`, {
    headers,
    data: { ...createFixtureFlow(), baseRevision: 1 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  // Visitors get what is published ('Publicar').
  expect((await request.post(`/api/plubots/${bot.id}/publish`, { headers: headers, data: {} })).ok()).toBe(
    true,
  );
  for (let copy = 0; copy < 5; copy += 1) {
    const fact = await request.post('/api/gamification/facts', {
      headers,
      data: { kind: 'share_copy', plubotId: bot.id, channel: 'embed' },
    });
    expect(fact.ok()).toBe(true);
  }
  // «Personalizador» comes from saving a widget look of one's own, not from opening the tab.
  const customized = await request.post(`/api/plubots/${bot.id}/embed`, {
    headers,
    data: { primaryColor: '#7c3aed' },
  });
  expect(customized.ok(), await customized.text()).toBe(true);
  // A visitor's conversation counts as received once they reply.
  const started = await request.post(`/api/chat/${bot.publicId}/start`, { data: {} });
  expect(started.ok()).toBe(true);
  const visitor = (await started.json()) as { sessionId: string; visitorToken?: string };
  const replied = await request.post(`/api/chat/sessions/${visitor.sessionId}/reply`, {
    data: { text: 'Ana' },
    headers: visitorHeaders(visitor),
  });
  expect(replied.ok()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/gamification/me', { headers })).json()) as { pluCoins: number })
          .pluCoins,
    )
    .toBeGreaterThanOrEqual(200);
}

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`a founder's story, characters, premium theme and legacy (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await createOwner(request, 'santuario');
    const bot = await createBot(request, owner, 'Nova');
    const context = await signedInContext(browser, owner, { viewport, acceptDownloads: true });
    const page = await context.newPage();

    // The timeline tells the first bot, with what it earned.
    await page.goto('/sanctuary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santuario del Fundador');
    await expect(page).toHaveTitle(/^Santuario del Fundador · /);
    const timeline = page.getByRole('region', { name: 'Tu línea del tiempo' });
    const firstBot = timeline.getByRole('listitem').filter({ hasText: 'Creaste tu primer Plubot, «Nova».' });
    await expect(firstBot).toContainText('+50 XP');
    await expect(firstBot).toContainText('+20 PluCoins');
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'Logro desbloqueado: Primer Plubot.' }),
    ).toBeVisible();
    await expectNoOverflow(page);

    // At level 1 every Historyverse character is locked, and 30 PluCoins do not buy one.
    await page.goto('/historyverse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Historyverse');
    await expect(page.getByText('Has desbloqueado 0 de 11 personajes. Estás en el nivel 1.')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(11);
    const ada = cards.filter({ has: page.getByRole('heading', { level: 2, name: 'Ada Lovelace' }) });
    await expect(ada.getByRole('img', { name: 'Silueta de un personaje bloqueado' })).toBeVisible();
    await expect(ada).toContainText('Se desbloquea al llegar al nivel 3.');
    await expect(ada.getByRole('button', { name: 'Desbloquear ahora por 300 PluCoins' })).toBeDisabled();
    await expect(ada).toContainText('Te faltan 270 PluCoins (tienes 30).');
    const berners = cards.filter({ has: page.getByRole('heading', { level: 2, name: 'Tim Berners-Lee' }) });
    await expect(berners).toContainText('Se desbloquea al llegar al nivel 11.');
    await expectNoOverflow(page);

    // PluCoins earned by real actions buy the Galaxia widget theme in the sharing panel.
    await earnPluCoins(request, owner, bot);
    await page.goto(`/plubot/conversations/${bot.id}`);
    await page.getByRole('button', { name: 'Compartir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartir Nova' });
    await dialog.getByRole('tab', { name: 'Personalizar' }).click();
    const premium = dialog.getByRole('group', { name: 'Temas premium' });
    await expect(premium.getByRole('radio')).toHaveCount(0);
    await premium.getByRole('button', { name: 'Desbloquear el tema Galaxia por 200 PluCoins' }).click();
    await expect(premium.getByRole('status')).toHaveText('¡Tema Galaxia desbloqueado! Ya puedes elegirlo.');
    await expect(premium.getByRole('radio', { name: 'Galaxia' })).toBeChecked();
    await expect(
      premium.getByRole('button', { name: 'Desbloquear el tema Aurora por 200 PluCoins' }),
    ).toBeDisabled();
    await dialog.getByRole('button', { name: 'Guardar personalización' }).click();
    await expect(dialog.getByText('Personalización guardada.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The Sanctuary shows the purchase, and Modo Legado downloads everything.
    await page.goto('/sanctuary');
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'Desbloqueaste el tema de widget Galaxia.' }),
    ).toContainText('−200 PluCoins');
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'Reclamaste tu recompensa diaria.' }),
    ).toContainText('+100 PluCoins');
    const legacy = page.getByRole('region', { name: 'Modo Legado' });
    const downloading = page.waitForEvent('download');
    await legacy.getByRole('button', { name: 'Descargar mis datos' }).click();
    const download = await downloading;
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data.account.email).toBe(owner.email);
    expect(data.plubots.map((exported: { name: string }) => exported.name)).toEqual(['Nova']);
    expect(data.plubots[0].embedConfig.theme).toBe('galaxia');
    expect(data.unlocks).toEqual([expect.objectContaining({ kind: 'widget_theme', itemId: 'galaxia' })]);
    expect(data.progressEvents.map((event: { reason: string }) => event.reason)).toContain('first_bot');
    await expectNoOverflow(page);

    // Deleting the account from the Sanctuary signs the founder out for good.
    await legacy.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await confirm.getByLabel('Escribe tu contraseña para confirmar').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Eliminar para siempre' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByText('Tu cuenta y todos sus datos se han eliminado.')).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { email: owner.email, password: PASSWORD } });
    expect(login.status()).toBe(401);
    await page.goto('/sanctuary');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await context.close();
  });
}
