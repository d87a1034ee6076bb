import { describe, expect, it } from 'vitest';
import { createQuickBotFlow } from '../../templates/createQuickBotFlow';
import { FULL_CONTEXT, findingsOf, fixAndCheck } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import { applyDoctorFix } from '../applyDoctorFix';
import { PRIVACY_NOTICE } from './missingPrivacyNotice';

const asking = (greeting: string, firstMessage = '¿Cómo te llamas?') =>
  graph(
    [
      node('s', 'start', 0, 0, { dynamicContent: greeting }),
      node('ask', 'message', 0, 200, { message: firstMessage, capture: { variable: 'nombre' } }),
      node('e', 'end', 0, 400),
    ],
    ['s->ask', 'ask->e'],
  );

describe('missingPrivacyNotice', () => {
  it('flags a bot that asks for personal data without a word about privacy', () => {
    const [finding] = findingsOf('missingPrivacyNotice', asking('¡Hola!'));
    expect(finding).toMatchObject({
      severity: 'warning',
      nodeIds: ['s'],
      fixes: [{ kind: 'repair', label: { code: 'doctor.fix.missingPrivacyNotice' }, destructive: false }],
    });
    const quickBot = createQuickBotFlow({
      name: 'Luna',
      welcomeMessage: 'Hola',
      menu: [],
      collect: { name: false, email: true, reason: false },
    });
    expect(findingsOf('missingPrivacyNotice', quickBot)).toHaveLength(1);
  });

  it('is quiet when the greeting, the first message or the bot welcome mentions privacy, or nothing personal is asked', () => {
    expect(findingsOf('missingPrivacyNotice', asking('Hola. Lee nuestra Política de Privacidad.'))).toEqual(
      [],
    );
    expect(
      findingsOf('missingPrivacyNotice', asking('Hola', 'Tus datos personales están seguros. ¿Nombre?')),
    ).toEqual([]);
    expect(
      findingsOf('missingPrivacyNotice', asking('Hola', 'Más en https://x.test/legal. ¿Nombre?')),
    ).toEqual([]);
    const unwritten = asking('Bienvenido al flujo de inicio.');
    expect(
      findingsOf('missingPrivacyNotice', unwritten, { ...FULL_CONTEXT, initialMessage: 'Privacy first!' }),
    ).toEqual([]);
    const noData = graph(
      [
        node('s', 'start'),
        node('m', 'message', 0, 0, { message: '¿Qué tal?', capture: true }),
        node('e', 'end'),
      ],
      ['s->m', 'm->e'],
    );
    expect(findingsOf('missingPrivacyNotice', noData)).toEqual([]);
  });

  it('fixes by appending the standard notice to the greeting when it fits', () => {
    const fixed = fixAndCheck('missingPrivacyNotice', asking('¡Hola!'));
    expect(fixed.nodes[0]?.data).toMatchObject({ dynamicContent: `¡Hola! ${PRIVACY_NOTICE}` });
    expect(fixed.nodes).toHaveLength(3);
  });

  it('otherwise says the notice in a message right after the start, keeping the greeting', () => {
    const long = 'Hola '.repeat(30).trim();
    const fixed = fixAndCheck('missingPrivacyNotice', asking(long));
    expect(fixed.nodes[0]?.data).toMatchObject({ dynamicContent: long });
    const notice = fixed.nodes.find((candidate) => candidate.data.message === PRIVACY_NOTICE);
    expect(notice?.type).toBe('message');
    expect(fixed.edges.map((candidate) => [candidate.source, candidate.target])).toEqual([
      [notice?.id, 'ask'],
      ['ask', 'e'],
      ['s', notice?.id],
    ]);
    const bareStart = asking('Bienvenido al flujo de inicio.');
    const [finding] = findingsOf('missingPrivacyNotice', bareStart);
    const afterBare = applyDoctorFix(bareStart, finding!, { now: 1 });
    expect(afterBare.nodes[0]?.data).toMatchObject({ dynamicContent: 'Bienvenido al flujo de inicio.' });
    expect(afterBare.nodes).toHaveLength(4);
  });
});
