import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createBot, createOwner, type Owner, publishBot, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// A bot answers free questions from what its owner gave it (issue #30). The owner, on a phone,
// writes the bot's FAQ on its «Conocimiento» page, waits until it is read and tries a paraphrased
// question; a stranger on the bot's link asks another paraphrase and gets the answer with its
// source; a question the bot cannot answer shows under «Preguntas sin respuesta», the owner answers
// it there, and the next visitor who asks it gets that answer.

const FAQ_TITLE = 'Horario y pagos';
const HOURS_ANSWER = 'Abrimos de lunes a viernes, de 9:00 a 18:00.';
const PAYMENT_ANSWER = 'Aceptamos tarjeta, Bizum y efectivo en la tienda.';
const UNKNOWN_QUESTION = '¿Hacéis envíos a Japón?';
const JAPAN_ANSWER = 'Sí, enviamos a Japón en 7 a 10 días laborables.';
const UNKNOWN_MESSAGE = 'Eso todavía no lo sé.';

/**
 * start → «¿En qué te puedo ayudar?» (the reply is `last_reply`) → «Responder con conocimiento» →
 * an end that says goodbye; by its «No sé» output (`unknown`), another end.
 */
function createKnowledgeFlow() {
  const at = (y: number, x = 100) => ({ x, y });
  return {
    flowName: 'Preguntas libres',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start-1', type: 'start', position: at(0), data: { label: 'Inicio' } },
      {
        id: 'ask',
        type: 'message',
        position: at(150),
        data: {
          label: 'Pregunta',
          message: '¿En qué te puedo ayudar?',
          capture: { variable: 'pregunta', validation: 'text' },
        },
      },
      {
        id: 'knowledge-1',
        type: 'knowledge',
        position: at(300),
        data: {
          label: 'Responder con conocimiento',
          question: '{{last_reply}}',
          unknownMessage: UNKNOWN_MESSAGE,
        },
      },
      {
        id: 'end-answered',
        type: 'end',
        position: at(450, 0),
        data: { label: 'Fin', endMessage: '¡Gracias por escribirnos!' },
      },
      {
        id: 'end-unknown',
        type: 'end',
        position: at(450, 250),
        data: { label: 'Sin respuesta', endMessage: 'Se lo preguntaré al equipo.' },
      },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask', sourceHandle: 'output' },
      { id: 'e2', source: 'ask', target: 'knowledge-1' },
      { id: 'e3', source: 'knowledge-1', target: 'end-answered' },
      { id: 'e4', source: 'knowledge-1', target: 'end-unknown', sourceHandle: 'unknown' },
    ],
  };
}

/** Saves the knowledge flow as the bot's flow and publishes it, as the editor's «Publicar» does. */
async function saveAndPublishKnowledgeFlow(api: APIRequestContext, owner: Owner, botId: string) {
  const saved = await api.put(`/api/plubots/${botId}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { ...createKnowledgeFlow(), baseRevision: 1 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await publishBot(api, owner, botId);
}

/** A stranger on the bot's link, on a phone, asks one question; returns the conversation's log. */
async function askAsStranger(browser: Browser, publicId: string, question: string) {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 360, height: 740 } });
  const chat = await context.newPage();
  await chat.goto(`/chat/${publicId}`);
  const log = chat.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(log).toContainText('¿En qué te puedo ayudar?');
  const reply = chat.getByRole('textbox', { name: 'Tu respuesta' });
  await reply.fill(question);
  await reply.press('Enter');
  return log;
}

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test('the owner teaches a bot its FAQ from a phone, a stranger gets answers and an unanswered question gets one', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await createOwner(request, 'knowledge');
  const bot = await createBot(request, owner, 'Nova');

  const ownerContext = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 360, height: 740 },
  });
  const page = await ownerContext.newPage();
  await page.goto(`/plubot/${bot.id}/knowledge`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conocimiento de Nova');
  await expect(page.getByText('0 de 20 fuentes · 0 de 2 MB')).toBeVisible();
  const sources = page.getByRole('region', { name: 'Tus fuentes' });
  await expect(sources).toContainText('Tu bot aún no tiene fuentes.');
  const unanswered = page.getByRole('region', { name: 'Preguntas sin respuesta' });
  await expect(unanswered).toContainText('Por ahora no hay ninguna.');

  // The FAQ: two questions and their answers, the second row added with the keyboard's focus on it.
  const faqTab = page.getByRole('tab', { name: /Preguntas y respuestas/ });
  await expect(faqTab).toHaveAttribute('aria-selected', 'true');
  const faq = page.getByRole('tabpanel', { name: /Preguntas y respuestas/ });
  await faq.getByLabel('Título (opcional)').fill(FAQ_TITLE);
  const first = faq.getByRole('group', { name: 'Pregunta 1' });
  await first.getByLabel('Pregunta', { exact: true }).fill('¿Cuál es vuestro horario de atención?');
  await first.getByLabel('Respuesta', { exact: true }).fill(HOURS_ANSWER);
  await faq.getByRole('button', { name: 'Añadir otra pregunta' }).click();
  const second = faq.getByRole('group', { name: 'Pregunta 2' });
  await expect(second.getByLabel('Pregunta', { exact: true })).toBeFocused();
  await second.getByLabel('Pregunta', { exact: true }).fill('¿Qué formas de pago aceptáis?');
  await second.getByLabel('Respuesta', { exact: true }).fill(PAYMENT_ANSWER);
  await expectNoSidewaysScroll(page);
  await faq.getByRole('button', { name: 'Guardar preguntas' }).click();
  await expect(faq.getByRole('status')).toContainText(`Estamos leyendo «${FAQ_TITLE}»`);
  // The form starts again, empty.
  await expect(faq.getByRole('group', { name: 'Pregunta 2' })).toHaveCount(0);
  await expect(faq.getByLabel('Título (opcional)')).toHaveValue('');

  // The list polls while the source is processed, and stops at «Listo».
  const faqSource = sources.getByRole('button', { name: new RegExp(FAQ_TITLE) });
  await expect(faqSource).toContainText('Listo · 2 fragmentos', { timeout: 30_000 });
  await expect(page.getByText(/^1 de 20 fuentes · 0,1 de 2 MB$/)).toBeVisible();
  await faqSource.click();
  await expect(faqSource).toHaveAttribute('aria-expanded', 'true');
  await expect(sources.getByText('Fragmentos (2)')).toBeVisible();
  await expect(sources.getByText('¿Qué formas de pago aceptáis?')).toBeVisible();
  await expect(sources.getByText(PAYMENT_ANSWER)).toBeVisible();

  // «Probar» with a question worded as a visitor on a phone would.
  const tryIt = page.getByRole('region', { name: 'Probar' });
  await tryIt.getByLabel('Pregunta de prueba').fill('a que hora abris?');
  await tryIt.getByRole('button', { name: 'Probar' }).click();
  await expect(tryIt.getByText('Tu bot respondería:')).toBeVisible();
  await expect(tryIt.locator('blockquote')).toContainText(HOURS_ANSWER);
  await expect(tryIt.getByText(`Fuente: ${FAQ_TITLE}`)).toBeVisible();
  await expect(tryIt.getByRole('listitem').first()).toContainText(/Confianza: \d+ %/);
  await expectNoSidewaysScroll(page);

  // The bot's flow answers from knowledge (published once the bot has a source ready).
  await saveAndPublishKnowledgeFlow(request, owner, bot.id);

  // A stranger asks in other words and gets the FAQ's answer, with where it comes from.
  const answeredLog = await askAsStranger(browser, bot.publicId, '¿Se puede pagar con Bizum?');
  await expect(answeredLog).toContainText(PAYMENT_ANSWER);
  await expect(answeredLog).toContainText(`Fuente: ${FAQ_TITLE}`);
  await expect(answeredLog).toContainText('¡Gracias por escribirnos!');

  // Another asks what the FAQ does not say: the bot says it does not know and goes on by «No sé».
  const unknownLog = await askAsStranger(browser, bot.publicId, UNKNOWN_QUESTION);
  await expect(unknownLog).toContainText(UNKNOWN_MESSAGE);
  await expect(unknownLog).toContainText('Se lo preguntaré al equipo.');

  // The owner finds it under «Preguntas sin respuesta» and answers it in place.
  const group = unanswered.getByRole('listitem').filter({ hasText: UNKNOWN_QUESTION });
  await expect(async () => {
    await unanswered.getByRole('button', { name: 'Buscar nuevas' }).click();
    await expect(group).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(group).toContainText('1 vez');
  await group.getByRole('button', { name: 'Añadir respuesta' }).click();
  await expect(group.getByLabel('Pregunta', { exact: true })).toHaveValue(UNKNOWN_QUESTION);
  const answer = group.getByLabel('Respuesta', { exact: true });
  await expect(answer).toBeFocused();
  await answer.fill(JAPAN_ANSWER);
  await group.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(unanswered.getByRole('status')).toContainText('Respuesta guardada en «Respuestas añadidas»');
  await expect(unanswered.getByRole('heading', { name: UNKNOWN_QUESTION })).toHaveCount(0);
  await expect(unanswered).toContainText('Por ahora no hay ninguna.');
  const addedSource = sources.getByRole('button', { name: /Respuestas añadidas/ });
  await expect(addedSource).toContainText('Listo · 1 fragmento', { timeout: 30_000 });

  // Next time, the bot knows.
  const nextLog = await askAsStranger(browser, bot.publicId, '¿Envían pedidos a Japón?');
  await expect(nextLog).toContainText(JAPAN_ANSWER);
  await expect(nextLog).toContainText('Fuente: Respuestas añadidas');
});
