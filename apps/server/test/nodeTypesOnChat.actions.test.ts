import { beforeAll, describe, expect, it } from 'vitest';
import { edges, node } from './flowSpecs';
import { ask, greet, useNodeTypesStage } from './testing/useNodeTypesStage';

// The action node's own steps: save a lead, notify the owner, mail the visitor, transform,
// condition and delay.
describe('node types on the public chat: actions', () => {
  const stage = useNodeTypesStage();
  const { botWithFlow, chat } = stage;

  describe('actions', () => {
    let leadBot: { id: string; publicId: string };
    beforeAll(async () => {
      leadBot = await botWithFlow(
        'Captador',
        [
          greet(),
          ask('ask-name', '¿Cómo te llamas?', 'nombre'),
          ask('ask-email', '¿Tu correo?', 'email', 'email'),
          node('action', 'save', { actionType: 'saveData', parameters: { fields: ['nombre', 'email'] } }),
          node('action', 'notify', {
            actionType: 'sendNotification',
            parameters: { message: 'Nuevo contacto: {{nombre}} <{{email}}>' },
          }),
          node('action', 'mail', {
            actionType: 'sendEmail',
            parameters: {
              to: '{{email}}',
              subject: 'Gracias, {{nombre}}',
              body: 'Hola {{nombre}}:\n\nTe escribiremos pronto a {{email}}.',
            },
          }),
          node('end', 'end-1', { endMessage: 'Listo, {{nombre}}' }),
        ],
        edges(
          'start-1->ask-name@output',
          'ask-name->ask-email',
          'ask-email->save',
          'save->notify',
          'notify->mail',
          'mail->end-1',
        ),
      );
    });

    // The widget is the chat page in an iframe: same endpoints, its conversations filed as 'widget'.
    it.each([
      ['web', 'Lucía', 'lucia@example.com'],
      ['widget', 'Tomás', 'tomas@example.com'],
    ] as const)(
      'on the %s channel, saves the lead, notifies the owner and mails the visitor',
      async (channel, name, email) => {
        const ownerMails = stage.smtp.mailsTo(stage.owner.email).length;
        const { sessionId, said, last } = await chat(leadBot.publicId, [name, email], channel);
        expect(said).toEqual([`Listo, ${name}`]);
        expect(last.ended).toBe(true);

        const leads = await stage.app.inject({
          method: 'GET',
          url: `/api/plubots/${leadBot.id}/leads`,
          headers: stage.owner.auth,
        });
        expect(leads.statusCode).toBe(200);
        const lead = leads.json().leads.find((row: { session_id: string }) => row.session_id === sessionId);
        expect(lead?.data).toEqual({ nombre: name, email });

        const bell = await stage.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: stage.owner.auth,
        });
        expect(bell.json().notifications).toContainEqual(
          expect.objectContaining({
            kind: 'bot_notification',
            title: 'Captador te envía un aviso',
            body: `Nuevo contacto: ${name} <${email}>`,
            plubotId: leadBot.id,
          }),
        );
        const toOwner = stage.smtp.mailsTo(stage.owner.email);
        expect(toOwner).toHaveLength(ownerMails + 1);
        expect(toOwner.at(-1)).toMatchObject({
          from: 'bots@plubot.test',
          subject: 'Notificación de Captador',
        });
        expect(toOwner.at(-1)?.text).toContain(`Nuevo contacto: ${name} <${email}>`);

        const toVisitor = stage.smtp.mailsTo(email);
        expect(toVisitor).toHaveLength(1);
        expect(toVisitor[0]).toMatchObject({ from: 'bots@plubot.test', subject: `Gracias, ${name}` });
        expect(toVisitor[0]?.text).toContain(`Hola ${name}:`);
        expect(toVisitor[0]?.text).toContain(`Te escribiremos pronto a ${email}.`);

        const listed = await stage.app.inject({
          method: 'GET',
          url: `/api/plubots/${leadBot.id}/conversations`,
          headers: stage.owner.auth,
        });
        const conversation = listed.json().conversations.find((row: { id: string }) => row.id === sessionId);
        expect(conversation).toMatchObject({ channel, ended: true });
      },
    );

    describe('transform, condition and delay', () => {
      let publicId: string;
      beforeAll(async () => {
        ({ publicId } = await botWithFlow(
          'Portero',
          [
            greet(),
            ask('ask-name', '¿Tu nombre?', 'nombre'),
            node('action', 'upper', {
              actionType: 'transformData',
              parameters: { variable: 'nombre', transform: 'uppercase' },
            }),
            node('action', 'greeting', {
              actionType: 'transformData',
              parameters: { variable: 'saludo', value: 'bienvenido, {{nombre}}', transform: 'capitalize' },
            }),
            ask('ask-age', '{{saludo}}. ¿Cuántos años tienes?', 'edad', 'number'),
            node('action', 'check', {
              actionType: 'conditional',
              parameters: { variable: 'edad', operator: 'greaterThan', value: '17' },
            }),
            node('action', 'wait', { actionType: 'delay', parameters: { seconds: 30 } }),
            node('message', 'adult', { message: 'Adelante, {{nombre}}.' }),
            node('message', 'minor', { message: 'Vuelve con un adulto, {{nombre}}.' }),
            node('end', 'end-1', { endMessage: 'Fin' }),
          ],
          edges(
            'start-1->ask-name@output',
            'ask-name->upper',
            'upper->greeting',
            'greeting->ask-age',
            'ask-age->check',
            'check->wait@true',
            'check->minor@false',
            'wait->adult',
            'adult->end-1',
            'minor->end-1',
          ),
        ));
      });

      it('transforms variables and takes the true output; the message after the pause carries it, nothing sleeps', async () => {
        const began = Date.now();
        const { turns } = await chat(publicId, ['ana', '34']);
        expect(Date.now() - began).toBeLessThan(10_000);
        expect(turns[1]?.messages.map((message) => message.text)).toEqual([
          'Bienvenido, ANA. ¿Cuántos años tienes?',
        ]);
        expect(turns[2]?.messages).toEqual([
          expect.objectContaining({ text: 'Adelante, ANA.', delayMs: 30_000 }),
          expect.objectContaining({ text: 'Fin' }),
        ]);
        expect(turns[2]?.messages[1]?.delayMs).toBeUndefined();
      });

      it('takes the false output without a pause', async () => {
        const { last } = await chat(publicId, ['ana', '12']);
        expect(last.messages.map((message) => message.text)).toEqual(['Vuelve con un adulto, ANA.', 'Fin']);
        expect(last.messages.some((message) => message.delayMs !== undefined)).toBe(false);
      });
    });
  });
});
