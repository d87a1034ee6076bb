import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../testing/doctorTestKit';
import { edge, graph, node } from '../../testing/graphBuilders';

const MONDAY = { day: 1, from: '09:00', to: '18:00' };

function handoffFlow(data: Record<string, unknown>, outsideConnected = false) {
  const flow = graph(
    [
      node('s', 'start'),
      node('h', 'handoff', 0, 0, { label: 'Soporte', message: 'Te paso con alguien', ...data }),
      node('e', 'end'),
      node('later', 'end'),
    ],
    ['s->h', 'h->e'],
  );
  return outsideConnected
    ? { ...flow, edges: [...flow.edges, edge('h', 'later', { id: 'h-outside', sourceHandle: 'outside' })] }
    : flow;
}

describe('handoffHoursInvalid', () => {
  it('blocks hours with a day that ends before it starts, naming the day', () => {
    const flow = handoffFlow({
      hours: { enabled: true, timeZone: 'Europe/Madrid', days: [{ day: 2, from: '18:00', to: '09:00' }] },
    });
    expect(findingsOf('handoffHoursInvalid', flow)).toMatchObject([
      {
        severity: 'blocking',
        nodeIds: ['h'],
        message: {
          code: 'doctor.handoffHoursInvalid',
          message:
            '«Soporte» tiene un horario que no se puede usar: El horario del martes (18:00–09:00) no vale: la hora de inicio debe ser anterior a la de fin.',
          params: { label: 'Soporte', detailCode: 'hours.invalidPeriod' },
        },
      },
    ]);
  });

  it('blocks hours on with no day, and an unknown time zone', () => {
    const noDays = handoffFlow({ hours: { enabled: true, timeZone: 'Europe/Madrid', days: [] } });
    expect(findingsOf('handoffHoursInvalid', noDays)[0]?.message.params?.detailCode).toBe('hours.noDays');
    const zone = handoffFlow({ hours: { enabled: true, timeZone: 'Europa/Madrid', days: [MONDAY] } });
    expect(findingsOf('handoffHoursInvalid', zone)[0]?.message.params?.detailCode).toBe(
      'hours.unknownTimeZone',
    );
  });

  it('is quiet for usable hours, hours that are off and leftovers', () => {
    expect(
      findingsOf('handoffHoursInvalid', handoffFlow({ hours: { enabled: true, days: [MONDAY] } })),
    ).toEqual([]);
    expect(findingsOf('handoffHoursInvalid', handoffFlow({ hours: { enabled: false, days: [] } }))).toEqual(
      [],
    );
    const leftover = graph(
      [
        node('s', 'start'),
        node('e', 'end'),
        node('h', 'handoff', 0, 0, { hours: { enabled: true, days: [] } }),
      ],
      ['s->e'],
    );
    expect(findingsOf('handoffHoursInvalid', leftover)).toEqual([]);
  });
});

describe('handoffOutsideNotConnected', () => {
  const continuing = { hours: { enabled: true, days: [MONDAY] }, outside: { mode: 'continue' } };

  it('warns when outside the hours the flow goes on by an unconnected output', () => {
    expect(findingsOf('handoffOutsideNotConnected', handoffFlow(continuing))).toMatchObject([
      {
        severity: 'warning',
        nodeIds: ['h'],
        message: {
          code: 'doctor.handoffOutsideNotConnected',
          message:
            'Fuera de horario, «Soporte» sigue por la salida «Fuera de horario», pero no está conectada: la conversación terminará ahí.',
        },
      },
    ]);
  });

  it('is quiet when the output is connected, when an e-mail is asked for, or when the hours are off', () => {
    expect(findingsOf('handoffOutsideNotConnected', handoffFlow(continuing, true))).toEqual([]);
    const leaveContact = { ...continuing, outside: { mode: 'leaveContact' } };
    expect(findingsOf('handoffOutsideNotConnected', handoffFlow(leaveContact))).toEqual([]);
    const always = { ...continuing, hours: { enabled: false, days: [] } };
    expect(findingsOf('handoffOutsideNotConnected', handoffFlow(always))).toEqual([]);
  });
});

describe('nodeNotConfigured for «Hablar con una persona»', () => {
  it('blocks a node without its message', () => {
    expect(findingsOf('nodeNotConfigured', handoffFlow({ message: ' ' }))).toMatchObject([
      {
        severity: 'blocking',
        nodeIds: ['h'],
        message: { params: { detailCode: 'setup.handoffMessage' } },
      },
    ]);
    expect(findingsOf('nodeNotConfigured', handoffFlow({}))).toEqual([]);
  });
});
