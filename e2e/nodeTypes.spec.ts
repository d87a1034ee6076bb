/// <reference lib="dom" />
import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import { fitView } from './support/editorHelpers';
import {
  addFromPalette,
  chatOnLink,
  completionsFor,
  connect,
  connectThrough,
  endNode,
  inspector,
  intakeFlow,
  mailsTo,
  messageNode,
  node,
  openBotWithFlow,
  openSimulation,
  publishFlow,
  receivedAt,
  simulateIntake,
  source,
  target,
  unique,
} from './support/nodeTypeSteps';
import { STAND_IN_AI_KEY, STAND_IN_APP_URL, STAND_INS_URL } from './support/ports';

// One test per node type a bot acts with (issue #14): the owner adds the node (from the palette;
// 'ai' from the Asistente IA template and 'discord' from an imported file, as neither is in the
// palette), sets it up in its form, connects it into the flow and sees its effect in 'Simular'.
// Where the effect is real only on a live channel (webhook, Discord, e-mail, lead) the bot is saved
// and a visitor chats on its link, and the effect is checked where it lands. The server under test
// is the one of e2e/support/standIns.mjs: its AI and Discord are stand-ins, which also take the
// webhooks and report every request they got.
test.use({ baseURL: STAND_IN_APP_URL, locale: 'es-ES', viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'parallel' });
closeOpenedContextsAfterEach();

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`ai: the Asistente IA template's AI node, set up in its form, answers in the simulation (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await openBotWithFlow(page, request, null);
    const question = `¿Abrís los domingos? (${unique()})`;

    await page.getByRole('button', { name: 'Plantillas' }).click();
    await page
      .getByRole('dialog', { name: 'Plantillas' })
      .getByRole('button', { name: 'Usar la plantilla Asistente IA' })
      .click();
    const aiNode = page.locator('.react-flow__node-ai');
    await expect(aiNode).toHaveCount(1);
    await fitView(page);
    await aiNode.dblclick();
    const panel = inspector(page, 'Respuesta IA');
    await panel
      .getByRole('textbox', { name: 'Instrucción (prompt)' })
      .fill('Resume en una frase: {{pregunta}}');
    await expect(panel.getByText('Resume en una frase: [pregunta]', { exact: true })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Mensaje de sistema' }).fill('Eres Nova, del planetario.');
    await panel.getByRole('spinbutton', { name: 'Temperatura' }).fill('0.2');
    await panel.getByRole('spinbutton', { name: 'Máximo de tokens' }).fill('120');
    await panel.getByRole('textbox', { name: 'Guardar la respuesta en la variable' }).fill('resumen');
    // 'Probar' asks the AI with the variables shown as [name].
    await panel.getByRole('button', { name: 'Probar' }).click();
    await expect(panel.getByText('Eco: Resume en una frase: [pregunta]')).toBeVisible();
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(panel).toHaveCount(0);

    const simulation = await openSimulation(page);
    await simulation.answer('¿Qué te gustaría saber?', question);
    await expect(simulation.chat).toContainText(`Eco: Resume en una frase: ${question}`);
    await expect(simulation.chat).toContainText('¿Te ha servido la respuesta?');
    await expect(simulation.effects).toContainText('IA: respuesta recibida');
    await expect(simulation.variable('resumen')).toHaveText(`Eco: Resume en una frase: ${question}`);

    const [completion] = await completionsFor(request, `Resume en una frase: ${question}`);
    expect(completion?.headers.authorization).toBe(`Bearer ${STAND_IN_AI_KEY}`);
    expect(completion?.body).toMatchObject({
      messages: [
        { role: 'system', content: 'Eres Nova, del planetario.' },
        { role: 'user', content: `Resume en una frase: ${question}` },
      ],
      temperature: 0.2,
      max_tokens: 120,
    });
  });
}

test('aiNodePro: added from the palette, its words for temperature and length reach the AI', async ({
  page,
  request,
}) => {
  await openBotWithFlow(page, request, intakeFlow({ email: false }));

  const added = await addFromPalette(page, 'IA Pro', 'aiNodePro');
  await expect(added).toContainText('Falta la instrucción para la IA.');
  await added.dblclick();
  const panel = inspector(page, 'IA Pro');
  await panel
    .getByRole('textbox', { name: 'Instrucción (prompt)' })
    .fill('Saluda a {{nombre}} en una frase.');
  await panel.getByRole('textbox', { name: 'Mensaje de sistema' }).fill('Eres Nova, guía del planetario.');
  const temperature = panel.getByRole('spinbutton', { name: 'Temperatura' });
  await temperature.fill('0.3');
  await temperature.press('Tab');
  await expect(panel.getByText('Racional')).toBeVisible();
  const length = panel.getByRole('spinbutton', { name: 'Longitud de la respuesta' });
  await length.fill('100');
  await length.press('Tab');
  await expect(panel.getByText('Breve')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Guardar la respuesta en la variable' }).fill('saludo');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(added).toContainText('Saluda a {{nombre}} en una frase.');
  await expect(added).not.toContainText('Falta la instrucción');
  await connectThrough(page, messageNode(page, '¿Cómo te llamas?'), added, endNode(page));

  const visitor = `Luz ${unique()}`;
  const simulation = await openSimulation(page);
  await simulation.answer('¿Cómo te llamas?', visitor);
  await expect(simulation.chat).toContainText(`Eco: Saluda a ${visitor} en una frase.`);
  await expect(simulation.chat).toContainText(`¡Hasta pronto, ${visitor}!`);
  await expect(simulation.variable('saludo')).toHaveText(`Eco: Saluda a ${visitor} en una frase.`);
  const [completion] = await completionsFor(request, `Saluda a ${visitor} en una frase.`);
  expect(completion?.body).toMatchObject({
    messages: [{ role: 'system', content: 'Eres Nova, guía del planetario.' }, { role: 'user' }],
    temperature: 0.3,
    max_tokens: 100,
  });
});

test('emotionDetection: the detected emotion picks the branch and fills its variable', async ({
  page,
  request,
}) => {
  await openBotWithFlow(page, request, {
    nodes: [
      node('start-1', 'start', 0, 0, { label: 'Inicio' }),
      node('ask-day', 'message', 0, 150, { label: 'Día', message: '¿Qué tal tu día?', capture: true }),
      node('happy', 'message', 0, 720, { label: 'Alegre', message: '¡Qué alegría!' }),
      node('sad', 'message', 420, 720, { label: 'Triste', message: 'Ánimo, mañana será mejor.' }),
      node('end-1', 'end', 200, 1020, { label: 'Fin' }),
    ],
    edges: [
      { id: 'e-start', source: 'start-1', target: 'ask-day', sourceHandle: 'output' },
      { id: 'e-happy', source: 'happy', target: 'end-1' },
      { id: 'e-sad', source: 'sad', target: 'end-1' },
    ],
  });

  const added = await addFromPalette(page, 'Detección de emociones', 'emotionDetection');
  await added.dblclick();
  const panel = inspector(page, 'Detección de emociones');
  await panel.getByRole('textbox', { name: 'Guardar la emoción en la variable' }).fill('animo');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(added).toContainText('→ animo');

  await fitView(page);
  const edges = page.locator('.react-flow__edge');
  await connect(page, source(messageNode(page, '¿Qué tal tu día?')), target(added));
  await connect(page, source(added, 'output-happy'), target(messageNode(page, '¡Qué alegría!')));
  await connect(page, source(added, 'output-sad'), target(messageNode(page, 'Ánimo, mañana será mejor.')));
  await expect(edges).toHaveCount(6);

  const simulation = await openSimulation(page);
  await simulation.answer('¿Qué tal tu día?', 'Hoy estoy muy triste');
  await expect(simulation.chat).toContainText('Ánimo, mañana será mejor.');
  await expect(simulation.chat).not.toContainText('¡Qué alegría!');
  await expect(simulation.variable('animo')).toHaveText('sad');

  await simulation.dialog.getByRole('button', { name: 'Reiniciar conversación' }).first().click();
  await expect(simulation.chat).not.toContainText('Ánimo, mañana será mejor.');
  await simulation.answer('¿Qué tal tu día?', '¡Genial, estoy feliz!');
  await expect(simulation.chat).toContainText('¡Qué alegría!');
  await expect(simulation.variable('animo')).toHaveText('happy');
});

test('databaseNode: a record saved by the form shows in the simulation only', async ({ page, request }) => {
  await openBotWithFlow(page, request, intakeFlow({ email: true }));

  const added = await addFromPalette(page, 'Base de datos', 'databaseNode');
  await expect(added).toContainText('Falta la colección y la clave del registro.');
  await added.click();
  await page.keyboard.press('Enter');
  const panel = inspector(page, 'Base de datos');
  await expect(panel.getByRole('combobox', { name: 'Operación' })).toHaveValue('save');
  await panel.getByRole('textbox', { name: 'Colección' }).fill('clientes');
  await panel.getByRole('textbox', { name: 'Clave' }).fill('{{email}}');
  await panel.getByRole('textbox', { name: 'Variables que se guardan' }).fill('nombre, email');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(added).toContainText('clientes · {{email}}');
  await expect(added).not.toContainText('Falta la colección');
  await connectThrough(page, messageNode(page, '¿Y tu correo'), added, endNode(page));

  const simulation = await simulateIntake(page, 'luz@example.com');
  await expect(simulation.effects).toContainText(
    'Registro guardado en clientes: luz@example.com (solo en esta simulación)',
  );
});

test('webhookNode: simulated in the editor, then posted and signed for real from the bot link', async ({
  page,
  request,
  browser,
}) => {
  const { publicId } = await openBotWithFlow(page, request, intakeFlow({ email: false }));
  const hook = `/hook/${unique()}`;

  const added = await addFromPalette(page, 'Webhook', 'webhookNode');
  await added.dblclick();
  const panel = inspector(page, 'Nuevo webhook');
  await panel.getByRole('textbox', { name: 'URL del webhook' }).fill(`${STAND_INS_URL}${hook}`);
  await panel.getByRole('textbox', { name: 'Variables que se envían' }).fill('nombre');
  await panel.getByRole('button', { name: 'Ver el secreto de firma' }).click();
  const secret = await panel.getByRole('textbox', { name: 'Secreto de firma' }).inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(added).toContainText(`${STAND_INS_URL}${hook}`);
  await connectThrough(page, messageNode(page, '¿Cómo te llamas?'), added, endNode(page));

  const simulation = await openSimulation(page);
  await simulation.answer('¿Cómo te llamas?', 'Luz');
  await expect(simulation.chat).toContainText('¡Hasta pronto, Luz!');
  await expect(simulation.effects).toContainText(`Webhook a ${STAND_INS_URL}${hook} (simulado)`);
  expect(await receivedAt(request, hook)).toHaveLength(0);
  await simulation.close();

  await publishFlow(page);
  await chatOnLink(browser, publicId, [['¿Cómo te llamas?', 'Luz']], '¡Hasta pronto, Luz!');
  await expect.poll(async () => (await receivedAt(request, hook)).length).toBe(1);
  const [post] = await receivedAt(request, hook);
  expect(post?.method).toBe('POST');
  expect(post?.body).toEqual({ variables: { nombre: 'Luz' } });
  const timestamp = post?.headers['x-plubot-timestamp'] ?? '';
  const signed = createHmac('sha256', secret).update(`${timestamp}.${post?.rawBody}`).digest('hex');
  expect(post?.headers['x-plubot-signature']).toBe(`sha256=${signed}`);
});

test('discord: an imported Discord node, set up in its form, posts to Discord from the bot link', async ({
  page,
  request,
  browser,
}) => {
  const { publicId } = await openBotWithFlow(page, request, null);
  const channel = String(Date.now()) + String(Math.floor(Math.random() * 1000));
  const flow = intakeFlow({ email: false });
  flow.nodes.push(node('notify', 'discord', 420, 420, { label: 'Aviso a Discord' }));

  // The Discord node is not in the palette: it comes in a flow file, here pasted in Importar.
  await page.getByRole('button', { name: 'Importar/Exportar' }).click();
  const importing = page.getByRole('dialog', { name: 'Importar / Exportar' });
  await importing.getByRole('textbox', { name: 'Datos del flujo (JSON)' }).fill(JSON.stringify(flow));
  await importing.getByRole('button', { name: 'Importar flujo' }).click();
  await expect(importing).toHaveCount(0);
  const added = page.locator('.react-flow__node-discord');
  await expect(added).toContainText('Faltan el canal y el mensaje de Discord.');

  await added.dblclick();
  const panel = inspector(page, 'Aviso a Discord');
  await panel.getByLabel('Token del bot').fill('token-del-bot.de-prueba');
  await panel.getByRole('textbox', { name: 'ID del canal' }).fill(channel);
  await panel.getByRole('textbox', { name: 'Mensaje' }).fill('Nuevo visitante: {{nombre}}');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(added).toContainText('Nuevo visitante: {{nombre}}');
  await expect(added).not.toContainText('Faltan el canal');
  await connectThrough(page, messageNode(page, '¿Cómo te llamas?'), added, endNode(page));

  const simulation = await openSimulation(page);
  await simulation.answer('¿Cómo te llamas?', 'Luz');
  await expect(simulation.chat).toContainText('¡Hasta pronto, Luz!');
  await expect(simulation.effects).toContainText(
    `Discord, canal ${channel}: «Nuevo visitante: Luz» (simulado)`,
  );
  const discordPath = `/api/v10/channels/${channel}/messages`;
  expect(await receivedAt(request, discordPath)).toHaveLength(0);
  await simulation.close();

  await publishFlow(page);
  await chatOnLink(browser, publicId, [['¿Cómo te llamas?', 'Luz']], '¡Hasta pronto, Luz!');
  await expect.poll(async () => (await receivedAt(request, discordPath)).length).toBe(1);
  const [post] = await receivedAt(request, discordPath);
  expect(post?.headers.authorization).toBe('Bot token-del-bot.de-prueba');
  expect(post?.body).toEqual({ content: 'Nuevo visitante: Luz' });
});

test('action saveData: a simulated lead, then a real one on the conversations page', async ({
  page,
  request,
  browser,
}) => {
  const { owner, botId, publicId } = await openBotWithFlow(page, request, intakeFlow({ email: true }));
  const email = `luz-${unique()}@example.com`;

  const added = await addFromPalette(page, 'Acción', 'action');
  await added.dblclick();
  const panel = inspector(page, 'Nueva acción');
  await expect(panel.getByRole('combobox', { name: 'Qué hace' })).toHaveValue('saveData');
  await panel.getByRole('textbox', { name: 'Variables que se guardan' }).fill('nombre, email');
  await panel.getByRole('textbox', { name: 'Descripción' }).fill('Guarda el contacto');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(added).toContainText('Guarda el contacto');
  await connectThrough(page, messageNode(page, '¿Y tu correo'), added, endNode(page));

  const simulation = await simulateIntake(page, email);
  await expect(simulation.effects).toContainText(`Contacto guardado: nombre=Luz, email=${email} (simulado)`);
  await simulation.close();

  await publishFlow(page);
  // The simulation stored nothing.
  const stored = await request.get(`/api/plubots/${botId}/leads`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(((await stored.json()) as { leads: unknown[] }).leads).toEqual([]);

  await chatOnLink(
    browser,
    publicId,
    [
      ['¿Cómo te llamas?', 'Luz'],
      ['¿Y tu correo, Luz?', email],
    ],
    '¡Hasta pronto, Luz!',
  );
  await page.goto(`/plubot/conversations/${botId}`);
  const leads = page.getByRole('region', { name: 'Tabla de contactos' });
  // One contact for Luz: her e-mail and her name, each in its column.
  await expect(leads.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expect(leads.getByRole('rowheader', { name: 'Luz', exact: true })).toBeVisible();
});

test('action sendEmail: a simulated e-mail, then a real one in the mailbox', async ({
  page,
  request,
  browser,
}) => {
  const { publicId } = await openBotWithFlow(page, request, intakeFlow({ email: true }));
  const email = `luz-${unique()}@example.com`;

  const added = await addFromPalette(page, 'Acción', 'action');
  await expect(added).toContainText('Elige qué hace esta acción.');
  await added.dblclick();
  const panel = inspector(page, 'Nueva acción');
  await panel.getByRole('combobox', { name: 'Qué hace' }).selectOption({ label: 'Enviar un email' });
  await panel.getByRole('textbox', { name: 'Para' }).fill('{{email}}');
  await panel.getByRole('textbox', { name: 'Asunto' }).fill('Bienvenida, {{nombre}}');
  await panel.getByRole('textbox', { name: 'Texto' }).fill('Hola {{nombre}}, te escribimos pronto.');
  await panel.getByRole('textbox', { name: 'Descripción' }).fill('Correo de bienvenida');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(added).toContainText('Correo de bienvenida');
  await expect(added).not.toContainText('Elige qué hace esta acción.');
  await connectThrough(page, messageNode(page, '¿Y tu correo'), added, endNode(page));

  const simulation = await simulateIntake(page, email);
  await expect(simulation.effects).toContainText(`Correo a ${email}: «Bienvenida, Luz» (simulado)`);
  expect(await mailsTo(request, email)).toHaveLength(0);
  await simulation.close();

  await publishFlow(page);
  await chatOnLink(
    browser,
    publicId,
    [
      ['¿Cómo te llamas?', 'Luz'],
      ['¿Y tu correo, Luz?', email],
    ],
    '¡Hasta pronto, Luz!',
  );
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  const [mail] = await mailsTo(request, email);
  expect(mail?.subject).toBe('Bienvenida, Luz');
  expect(mail?.text).toContain('Hola Luz, te escribimos pronto.');
});
