import { expect, test } from '@playwright/test';
import { createBotWithFlow, createOwner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// A person steps in (issue #29): a stranger on the bot's page asks for a person; the owner, on a
// phone, sees it arrive in the inbox, takes it and answers; the stranger reads the answer without
// reloading; the owner gives the conversation back to the bot, which goes on.
test('the owner takes a conversation from a phone, answers live and gives it back to the bot', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await createOwner(request, 'inbox');
  const bot = await createBotWithFlow(request, owner, 'Nova');

  const ownerContext = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 360, height: 740 },
  });
  const inbox = await ownerContext.newPage();
  await inbox.goto(`/plubot/${bot.id}/inbox`);
  await expect(inbox.getByRole('heading', { level: 1 })).toContainText('Bandeja');
  await expect(inbox.getByRole('status').filter({ hasText: /^En vivo$/ })).toBeVisible();
  // The bot's own settings: how long a visitor waits for a person before being told.
  await inbox.getByText('Ajustes de atención de este bot').click();
  const wait = inbox.getByLabel('Minutos de espera antes de avisar al visitante');
  await expect(wait).toHaveValue('5');
  await expect(inbox.getByLabel('Frases que piden una persona (una por línea)')).toContainText(
    'hablar con una persona',
  );
  await wait.fill('10');
  // How the owner hears of a visitor asking: e-mail and the bot's team channels, both on at first.
  const byEmail = inbox.getByLabel('Avisarme por e-mail al momento');
  await expect(byEmail).toBeChecked();
  await expect(
    inbox.getByLabel('Avisar también en los canales de los poderes Slack, Telegram y Discord de este bot'),
  ).toBeChecked();
  await byEmail.uncheck();
  await inbox.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(inbox.getByRole('status').filter({ hasText: 'Ajustes guardados.' })).toBeVisible();

  const strangerContext = await browser.newContext({ locale: 'es-ES' });
  const chat = await strangerContext.newPage();
  await chat.goto(`/chat/${bot.publicId}`);
  const log = chat.getByRole('log');
  await expect(log).toContainText('¿Cómo te llamas?');
  const composer = chat.getByRole('textbox').first();
  await composer.fill('Ana');
  await composer.press('Enter');
  await expect(log).toContainText('Encantado, Ana. ¿Qué necesitas?');
  await composer.fill('Quiero hablar con una persona');
  await composer.press('Enter');
  await expect(log).toContainText('Te paso con una persona del equipo.');
  await expect(
    chat.getByRole('status').filter({ hasText: 'Esperando a una persona del equipo' }),
  ).toBeVisible();

  // The owner's inbox shows it live, waiting for a person.
  await inbox.getByRole('button', { name: 'Necesita a una persona' }).click();
  const row = inbox
    .getByRole('list', { name: 'Conversaciones' })
    .getByRole('link')
    .filter({ hasText: '1 mensaje sin leer' });
  await expect(row).toContainText('Te paso con una persona del equipo.');
  await row.click();
  await inbox.getByRole('button', { name: 'Tomar la conversación' }).click();
  await expect(chat.getByRole('status').filter({ hasText: 'te está atendiendo' })).toBeVisible();

  const answer = inbox.getByRole('textbox', { name: 'Mensaje para el visitante' });
  await answer.fill('¡Hola Ana! ¿En qué te ayudo?');
  await answer.press('Enter');
  // The stranger reads it without reloading, marked as a person's.
  await expect(log).toContainText('¡Hola Ana! ¿En qué te ayudo?');
  await expect(log).toContainText('Persona');
  await composer.fill('Quiero ver los precios');
  await composer.press('Enter');
  await expect(
    inbox
      .getByRole('log')
      .or(inbox.getByRole('region', { name: 'Mensajes de la conversación' }))
      .first(),
  ).toContainText('Quiero ver los precios');

  // Back to the bot at the menu: the stranger gets the menu again and the flow goes on.
  await inbox.getByRole('button', { name: 'Devolver al bot' }).click();
  const dialog = inbox.getByRole('dialog', { name: 'Devolver al bot' });
  // Where it paused: the menu the visitor was asked when they asked for a person.
  await expect(dialog.getByLabel('Paso donde sigue el bot').locator('option:checked')).toHaveText(
    'Menú (donde se detuvo)',
  );
  await dialog.getByRole('button', { name: 'Devolver al bot' }).click();
  await expect(log).toContainText('La conversación vuelve al asistente automático.');
  await expect(chat.getByRole('status').filter({ hasText: 'te está atendiendo' })).toHaveCount(0);
  await chat.getByRole('button', { name: 'Precios' }).last().click();
  await expect(log).toContainText('El plan Pro cuesta 10 €.');
  await strangerContext.close();
});
