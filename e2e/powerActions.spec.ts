/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import {
  chatOnLink,
  connectThrough,
  endNode,
  inspector,
  intakeFlow,
  messageNode,
  node,
  openBotWithFlow,
  publishFlow,
  receivedAt,
} from './support/nodeTypeSteps';
import { STAND_IN_APP_URL, STAND_IN_NOTION_TOKEN } from './support/ports';

// Issue #31, one journey: the owner connects Notion once (profile → Integraciones, checked with the
// Notion stand-in of e2e/support/standIns.mjs), maps a Notion power node of the flow to a database
// picked from Notion's own list, publishes, and a stranger's answers become a page in Notion.
test.use({ baseURL: STAND_IN_APP_URL, locale: 'es-ES', viewport: { width: 1280, height: 900 } });
closeOpenedContextsAfterEach();

test('a Notion power node, mapped to a database from Notion’s list, files a stranger’s lead as a page', async ({
  page,
  request,
  browser,
}) => {
  const flow = intakeFlow({ email: true });
  flow.nodes.push(node('to-notion', 'power', 420, 600, { label: 'Guardar en Notion', powerId: 'notion' }));
  const { publicId, botId } = await openBotWithFlow(page, request, flow);

  // The node says what it lacks until it is mapped.
  const power = page.locator('.react-flow__node-power');
  await expect(power).toContainText('Elige la conexión y la acción.');

  // Connect Notion in the profile, in another tab as the node's note offers.
  const profile = await page.context().newPage();
  await profile.goto('/profile?tab=integraciones');
  const card = profile.getByRole('region', { name: 'Tu cuenta de Notion' });
  await card.getByLabel('Token de la integración').fill(STAND_IN_NOTION_TOKEN);
  await card.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(card.getByRole('listitem', { name: 'Notion' })).toContainText(
    `••••${STAND_IN_NOTION_TOKEN.slice(-4)}`,
  );
  await expect(profile.locator('body')).not.toContainText(STAND_IN_NOTION_TOKEN);
  await profile.close();

  await power.dblclick();
  const panel = inspector(page, 'Guardar en Notion');
  await panel.getByRole('button', { name: 'Volver a cargar' }).click();
  await panel.getByRole('combobox', { name: 'Conexión (obligatorio)' }).selectOption({ label: 'Notion' });
  await panel.getByRole('combobox', { name: 'Acción' }).selectOption({
    label: 'Crear una página en una base de datos',
  });
  await expect(
    panel.getByRole('status').filter({ hasText: 'Se ejecuta después de responder' }),
  ).toBeVisible();
  await panel.getByRole('combobox', { name: /^Base de datos/ }).selectOption({ label: 'Leads' });
  await panel.getByRole('textbox', { name: /^Título de la página/ }).fill('Lead de {{nombre}}');
  await panel.getByRole('button', { name: 'Añadir propiedad' }).click();
  await panel.getByRole('combobox', { name: 'Propiedad' }).selectOption({ label: 'Correo' });
  await panel.getByRole('textbox', { name: 'Valor' }).fill('{{email}}');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(power).not.toContainText('Elige la conexión y la acción.');
  await connectThrough(page, messageNode(page, '¿Y tu correo'), power, endNode(page));

  await publishFlow(page);
  const before = (await receivedAt(request, '/notion/v1/pages')).length;
  await chatOnLink(
    browser,
    publicId,
    [
      ['¿Cómo te llamas?', 'Luz'],
      ['¿Y tu correo, Luz?', 'luz@example.com'],
    ],
    '¡Hasta pronto, Luz!',
  );
  await expect.poll(async () => (await receivedAt(request, '/notion/v1/pages')).length).toBe(before + 1);
  const [page1] = (await receivedAt(request, '/notion/v1/pages')).slice(-1);
  expect(page1?.headers.authorization).toBe(`Bearer ${STAND_IN_NOTION_TOKEN}`);
  expect(page1?.body).toEqual({
    parent: { database_id: 'db-leads' },
    properties: {
      Nombre: { title: [{ text: { content: 'Lead de Luz' } }] },
      Correo: { email: 'luz@example.com' },
    },
  });
  // Nothing failed: the bot's page says so.
  await page.goto(`/plubot/analytics/${botId}`);
  await expect(page.getByRole('region', { name: 'Errores de integraciones' })).toContainText(
    'Sin errores de integraciones',
  );
});
