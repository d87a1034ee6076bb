import { describe, expect, it } from 'vitest';
import { findingsOf, fixAndCheck, loadStoredGraph } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';

const flowWith = (ask: ReturnType<typeof node>) =>
  graph([node('s', 'start'), ask, node('e', 'end')], [`s->${ask.id}`, `${ask.id}->e`]);

describe('unvalidatedContactQuestion', () => {
  it('flags an e-mail or phone capture without the matching check, by variable name or question', () => {
    const email = findingsOf(
      'unvalidatedContactQuestion',
      flowWith(node('ask', 'message', 0, 0, { capture: { variable: 'correo_cliente', validation: 'text' } })),
    );
    expect(email).toMatchObject([
      {
        severity: 'warning',
        message: { code: 'doctor.unvalidatedContactQuestion' },
        fixes: [
          { kind: 'repair', label: { code: 'doctor.fix.unvalidatedContactQuestion' }, destructive: false },
        ],
      },
    ]);
    const phone = findingsOf(
      'unvalidatedContactQuestion',
      flowWith(node('ask', 'message', 0, 0, { message: '¿Cuál es tu WhatsApp?', capture: true })),
    );
    expect(phone).toMatchObject([{ message: { code: 'doctor.unvalidatedContactQuestionPhone' } }]);
    const legacy = findingsOf(
      'unvalidatedContactQuestion',
      loadStoredGraph(
        flowWith(
          node('ask', 'message', 0, 0, { waitForResponse: true, variable: 'telefono', inputType: 'number' }),
        ),
      ),
    );
    expect(legacy).toHaveLength(1);
  });

  it('is quiet when the check is on, or the question is not about contact details', () => {
    expect(
      findingsOf(
        'unvalidatedContactQuestion',
        flowWith(node('ask', 'message', 0, 0, { capture: { variable: 'email', validation: 'email' } })),
      ),
    ).toEqual([]);
    expect(
      findingsOf(
        'unvalidatedContactQuestion',
        flowWith(node('ask', 'message', 0, 0, { message: '¿Tu nombre?', capture: { variable: 'nombre' } })),
      ),
    ).toEqual([]);
    expect(
      findingsOf(
        'unvalidatedContactQuestion',
        flowWith(node('ask', 'message', 0, 0, { message: '¿Email o teléfono?', capture: true })),
      ),
    ).toEqual([]);
    expect(
      findingsOf(
        'unvalidatedContactQuestion',
        flowWith(node('ask', 'message', 0, 0, { message: 'Escríbenos a hola@x.com' })),
      ),
    ).toEqual([]);
  });

  it('fixes by turning the matching check on, in whichever form the node stores its capture', () => {
    const object = fixAndCheck(
      'unvalidatedContactQuestion',
      flowWith(node('ask', 'message', 0, 0, { capture: { variable: 'email', retryMessage: 'Otra vez' } })),
    );
    expect(object.nodes[1]?.data).toMatchObject({
      capture: { variable: 'email', validation: 'email', retryMessage: 'Otra vez' },
    });
    const bare = fixAndCheck(
      'unvalidatedContactQuestion',
      flowWith(node('ask', 'message', 0, 0, { message: 'Tu teléfono', capture: true })),
    );
    expect(bare.nodes[1]?.data).toMatchObject({ capture: { validation: 'phone' } });
    const legacy = fixAndCheck(
      'unvalidatedContactQuestion',
      loadStoredGraph(
        flowWith(node('ask', 'message', 0, 0, { waitForResponse: true, variable: 'telefono' })),
      ),
    );
    expect(legacy.nodes[1]?.data).toMatchObject({ capture: { variable: 'telefono', validation: 'phone' } });
  });
});
