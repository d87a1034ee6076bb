import { describe, expect, it } from 'vitest';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import type { DoctorContext } from '../doctorTypes';

/** Start → «Guardar en Notion» → end, plus a Notion node nobody reaches. */
const flow = (data: Record<string, unknown>) =>
  graph(
    [
      node('s', 'start'),
      node('p', 'power', 0, 0, {
        label: 'Guardar en Notion',
        powerId: 'notion',
        action: 'createPage',
        ...data,
      }),
      node('lost', 'power', 0, 0, { powerId: 'notion', action: 'createPage' }),
      node('e', 'end'),
    ],
    ['s->p', 'p->e'],
  );

const withConnections = (
  connections: DoctorContext['connections'],
  failingPowerNodes?: string[],
): DoctorContext => ({
  ...FULL_CONTEXT,
  ...(connections ? { connections } : {}),
  ...(failingPowerNodes ? { failingPowerNodes } : {}),
});

describe('powerConnectionMissing', () => {
  it('blocks a reachable power node whose connection is missing, of another service or refused', () => {
    const cases: [Record<string, unknown>, DoctorContext['connections']][] = [
      [{}, [{ id: 'c1', service: 'notion', active: true }]],
      [{ connectionId: 'ajena' }, [{ id: 'c1', service: 'notion', active: true }]],
      [{ connectionId: 'c1' }, [{ id: 'c1', service: 'hubspot', active: true }]],
      [{ connectionId: 'c1' }, [{ id: 'c1', service: 'notion', active: false }]],
    ];
    for (const [data, connections] of cases) {
      expect(findingsOf('powerConnectionMissing', flow(data), withConnections(connections))).toMatchObject([
        {
          severity: 'blocking',
          nodeIds: ['p'],
          message: {
            code: 'doctor.powerConnectionMissing',
            message: expect.stringContaining(
              '«Guardar en Notion» actúa con Notion, pero no tiene una conexión',
            ),
          },
        },
      ]);
    }
  });

  it('is quiet with a working connection, without an action chosen, or without the owner’s connections', () => {
    const working = [{ id: 'c1', service: 'notion', active: true }];
    expect(
      findingsOf('powerConnectionMissing', flow({ connectionId: 'c1' }), withConnections(working)),
    ).toEqual([]);
    expect(findingsOf('powerConnectionMissing', flow({ action: '' }), withConnections(working))).toEqual([]);
    expect(findingsOf('powerConnectionMissing', flow({}), withConnections(undefined))).toEqual([]);
  });

  it('names Typeform and SurveyMonkey by their titles', () => {
    const notion = [{ id: 'c1', service: 'notion', active: true }];
    for (const [powerId, action, title] of [
      ['typeform', 'formLink', 'Typeform'],
      ['surveymonkey', 'findResponse', 'SurveyMonkey'],
    ]) {
      const found = findingsOf(
        'powerConnectionMissing',
        flow({ powerId, action, connectionId: 'c1' }),
        withConnections(notion),
      );
      expect(found[0]?.message.message).toContain(`actúa con ${title}, pero no tiene una conexión`);
    }
  });
});

describe('powerActionsFailed', () => {
  it('warns on each power node still in the flow whose actions failed lately', () => {
    const found = findingsOf('powerActionsFailed', flow({}), withConnections(undefined, ['p', 'borrado']));
    expect(found).toMatchObject([
      {
        severity: 'warning',
        nodeIds: ['p'],
        message: {
          code: 'doctor.powerActionsFailed',
          message:
            'Las acciones de «Guardar en Notion» fallaron en los últimos 30 días: revisa «Errores de integraciones» en la página del bot.',
        },
      },
    ]);
    expect(findingsOf('powerActionsFailed', flow({}), withConnections(undefined, []))).toEqual([]);
  });
});
