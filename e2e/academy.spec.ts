/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createBot, createOwner, getFlow, type Owner, signIn } from './support/editorHelpers';

// The Academy (/academy): a user reads a lesson and passes its quiz (graded by the server), then
// passes a task lesson that the server verifies in the flow the user saved. The flow is built
// through the API first, as the editor would save it.

/** Inicio → Mensaje with text → Fin: what lesson 2 («Tu primer flujo completo») asks for. */
function firstFlow() {
  return {
    flowName: 'Primer flujo',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start-1', type: 'start', position: { x: 100, y: 0 }, data: { label: 'Inicio' } },
      {
        id: 'hello',
        type: 'message',
        position: { x: 100, y: 150 },
        data: { label: 'Horario', message: 'Abrimos de lunes a viernes de 9 a 18 h.' },
      },
      {
        id: 'end-1',
        type: 'end',
        position: { x: 100, y: 300 },
        data: { label: 'Fin', endMessage: '¡Gracias!' },
      },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'hello' },
      { id: 'e2', source: 'hello', target: 'end-1' },
    ],
  };
}

async function saveFlow(request: APIRequestContext, owner: Owner, botId: string, flow: object) {
  const { revision } = await getFlow(request, owner, botId);
  const saved = await request.put(`/api/plubots/${botId}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { ...flow, baseRevision: revision },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.use({ locale: 'es-ES' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`passes a quiz lesson and a task lesson, earning XP (${viewport.width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const owner = await createOwner(request);
    const botId = await createBot(request, owner, 'Nova');
    await signIn(context, owner);

    await page.goto('/academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academia');
    await expect(page).toHaveTitle(/^Academia · /);
    await expect(page.getByText('0 de 8 lecciones')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Lecciones completadas' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const lessons = page.getByRole('list', { name: 'Lecciones' }).getByRole('listitem');
    await expect(lessons).toHaveCount(8);
    await expectNoHorizontalOverflow(page);

    // Lesson 1: the reading, then the quiz. One wrong answer is marked by the server.
    await page.getByRole('link', { name: 'Empezar: Qué es un flujo' }).click();
    await expect(page).toHaveURL(/\/academy\?lesson=flow-basics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qué es un flujo');
    await expect(page.getByRole('heading', { level: 2, name: 'Lectura' })).toBeVisible();
    await expect(page.locator('.academy-reading')).toContainText('Todo flujo empieza en un nodo Inicio');

    const quiz = page.getByRole('region', { name: 'Cuestionario' });
    const first = page.getByRole('group', { name: /¿Con qué nodo empieza todo flujo\?/ });
    const save = page.getByRole('group', { name: /¿Qué necesita un flujo como mínimo/ });
    const connect = page.getByRole('group', { name: /¿Cómo conectas dos nodos\?/ });
    await first.getByRole('radio', { name: 'Con un nodo Mensaje' }).check();
    await save.getByRole('radio', { name: 'Un nodo Inicio y un nodo Fin' }).check();
    await connect.getByRole('radio', { name: /^Arrastrando desde el punto inferior/ }).check();
    await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
    const failure = quiz.getByRole('alert');
    await expect(failure).toContainText('Todavía no: revisa la lección y vuelve a intentarlo.');
    await expect(failure).toContainText('Una respuesta no es correcta: revisa la pregunta marcada.');
    await expect(first).toContainText('Esta respuesta no es correcta.');
    await expect(save).not.toContainText('Esta respuesta no es correcta.');
    await expectNoHorizontalOverflow(page);

    await first.getByRole('radio', { name: 'Con un nodo Inicio' }).check();
    await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
    const passed = quiz.getByRole('status').filter({ hasText: '¡Lección superada!' });
    await expect(passed).toContainText('¡Lección superada! Ganas 40 XP y 15 PluCoins.');
    await expect(passed).toContainText('+40 XP · +15 PluCoins');

    // Lesson 2: a task the server checks in the saved flow; the bot only has its Inicio yet.
    await passed.getByRole('link', { name: 'Siguiente lección' }).click();
    await expect(page).toHaveURL(/\/academy\?lesson=first-flow$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu primer flujo completo');
    await expect(page.getByRole('link', { name: 'Abrir el editor' })).toHaveAttribute(
      'href',
      `/plubot/edit/flow/${botId}`,
    );
    const task = page.getByRole('region', { name: 'Tu tarea' });
    await task.getByRole('button', { name: 'Comprobar mi flujo' }).click();
    await expect(task.getByRole('alert')).toContainText(
      'En «Nova»: conecta al Inicio un nodo Mensaje con texto escrito.',
    );
    await expectNoHorizontalOverflow(page);

    await saveFlow(request, owner, botId, firstFlow());
    await task.getByRole('button', { name: 'Comprobar mi flujo' }).click();
    await expect(task.getByRole('status').filter({ hasText: '¡Lección superada!' })).toContainText(
      '+40 XP · +15 PluCoins',
    );
    await expect(task.getByRole('alert')).toHaveCount(0);

    // Back on the list: two lessons done, marked, and their XP counted.
    await page.getByRole('link', { name: 'Ver todas las lecciones' }).click();
    await expect(page.getByText('2 de 8 lecciones')).toBeVisible();
    await expect(page.getByText('80 XP ganados en la Academia')).toBeVisible();
    await expect(lessons.filter({ hasText: 'Completada' })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Repasar: Tu primer flujo completo' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Passing again pays nothing more.
    await page.getByRole('link', { name: 'Repasar: Tu primer flujo completo' }).click();
    await expect(page.getByText('Ya completaste esta lección.')).toBeVisible();
    await page.getByRole('button', { name: 'Comprobar mi flujo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ya habías superado' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver todas las lecciones' }).click();
    await expect(page.getByText('80 XP ganados en la Academia')).toBeVisible();
  });
}
