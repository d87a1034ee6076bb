import { describe, expect, it } from 'vitest';
import { createQuickBotFlow } from '../../templates/createQuickBotFlow';
import { findingsOf, fixAndCheck } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';

const askName = node('name', 'message', 0, 200, { message: '¿Tu nombre?', capture: { variable: 'nombre' } });
const askEmail = node('mail', 'message', 0, 400, {
  label: 'Email',
  message: '¿Tu email?',
  capture: { variable: 'email', validation: 'email' },
});

describe('leadNeverSaved', () => {
  it('flags contact questions with nothing after them that hands the data to the owner', () => {
    const flow = graph(
      [node('s', 'start'), askName, askEmail, node('bye', 'message', 0, 600), node('e', 'end', 0, 800)],
      ['s->name', 'name->mail', 'mail->bye', 'bye->e'],
    );
    const [finding] = findingsOf('leadNeverSaved', flow);
    expect(finding).toMatchObject({
      severity: 'warning',
      nodeIds: ['name', 'mail'],
      message: {
        message:
          'El bot pide «nombre», «email», pero después nada lo guarda ni te lo envía: ese contacto no te llegará.',
      },
      fixes: [{ kind: 'repair', label: { message: 'Guardar los datos después de «Email»' } }],
    });
  });

  it('is quiet when a saveData action, a saving database node or a webhook comes after, as in a quick bot', () => {
    for (const saver of [
      node('save', 'action', 0, 0, { actionType: 'saveData' }),
      node('save', 'databaseNode', 0, 0, { collection: 'clientes', key: '{{email}}' }),
      node('save', 'webhookNode', 0, 0, { url: 'https://crm.test' }),
    ]) {
      const flow = graph(
        [node('s', 'start'), askName, askEmail, saver, node('e', 'end')],
        ['s->name', 'name->mail', 'mail->save', 'save->e'],
      );
      expect(findingsOf('leadNeverSaved', flow)).toEqual([]);
    }
    const quickBot = createQuickBotFlow({
      name: 'Luna',
      welcomeMessage: 'Hola',
      menu: [],
      collect: { name: true, email: true, reason: true },
    });
    expect(findingsOf('leadNeverSaved', quickBot)).toEqual([]);
  });

  it('does not count a save that only comes before the question', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('save', 'action', 0, 0, { actionType: 'saveData' }),
        askEmail,
        node('e', 'end'),
      ],
      ['s->save', 'save->mail', 'mail->e'],
    );
    expect(findingsOf('leadNeverSaved', flow)).toHaveLength(1);
  });

  it('fixes by saving the collected variables right after the last question of each branch', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('d', 'decision', 0, 0, { question: '?', conditions: [] }),
        askName,
        askEmail,
        node('phone', 'message', 300, 200, {
          message: '¿Tu teléfono?',
          capture: { variable: 'telefono', validation: 'phone' },
        }),
        node('e', 'end', 0, 800),
      ],
      ['s->d', 'd->name', 'name->mail', 'mail->e', 'd->phone', 'phone->e'],
    );
    const fixed = fixAndCheck('leadNeverSaved', flow);
    const saves = fixed.nodes.filter((candidate) => candidate.type === 'action');
    expect(saves.map((candidate) => candidate.data)).toMatchObject([
      { actionType: 'saveData', parameters: { fields: ['nombre', 'email'] } },
      { actionType: 'saveData', parameters: { fields: ['telefono'] } },
    ]);
    const [afterMail, afterPhone] = saves.map((candidate) => candidate.id);
    expect(fixed.edges.map((candidate) => `${candidate.source}->${candidate.target}`)).toEqual(
      expect.arrayContaining([
        `mail->${afterMail}`,
        `${afterMail}->e`,
        `phone->${afterPhone}`,
        `${afterPhone}->e`,
      ]),
    );
    expect(fixed.edges.some((candidate) => candidate.source === 'mail' && candidate.target === 'e')).toBe(
      false,
    );
  });
});
