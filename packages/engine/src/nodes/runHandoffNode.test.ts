import { describe, expect, it } from 'vitest';
import type { EngineEffects } from '../model/engineEffects';
import { resumeConversation } from '../run/handOff';
import { converse, events, last, node, testFlow, texts } from '../testing/testFlow';

/** Monday 1 July 2024, 10:00 in Madrid (summer time, UTC+2). */
const MONDAY_MORNING: EngineEffects = { now: () => new Date('2024-07-01T08:00:00Z') };
/** Monday 1 July 2024, 20:00 in Madrid. */
const MONDAY_EVENING: EngineEffects = { now: () => new Date('2024-07-01T18:00:00Z') };

const OFFICE_HOURS = {
  enabled: true,
  timeZone: 'Europe/Madrid',
  days: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '18:00' })),
};

function handoffFlow(data: Record<string, unknown>) {
  return testFlow(
    [
      node('s', 'start', { dynamicContent: 'Hola' }),
      node('ask', 'message', { message: '¿Nombre?', capture: { variable: 'nombre' } }),
      node('h', 'handoff', { message: 'Te paso con alguien, {{nombre}}.', ...data }),
      node('after', 'message', { message: 'Sigo yo, {{nombre}}.' }),
      node('later', 'end', { endMessage: 'Te escribimos a {{email}}.' }),
      node('bye', 'end', { endMessage: 'Adiós' }),
    ],
    ['s->ask', 'ask->h', 'h->after', 'after->bye', 'h->later@outside'],
    1,
  );
}

describe('runHandoffNode within opening hours', () => {
  it('says its message and hands the conversation to a person, resuming after the default output', async () => {
    const flow = handoffFlow({ hours: OFFICE_HOURS, outside: { mode: 'continue' } });
    const result = last(await converse(flow, [{ text: 'Ana' }], { effects: MONDAY_MORNING }));
    expect(texts(result)).toEqual(['Te paso con alguien, Ana.']);
    expect(result.ended).toBe(false);
    expect(result.state.handoff).toEqual({ reason: 'node', nodeId: 'h', resumeNodeId: 'after' });
    expect(result.state.currentNodeId).toBe('h');
    expect(events(result)).toContain('handoff');

    const back = await resumeConversation(flow, result.state, null, MONDAY_MORNING);
    expect(texts(back)).toEqual(['Sigo yo, Ana.', 'Adiós']);
  });

  it('resumes nowhere when its default output is not connected', async () => {
    const flow = testFlow(
      [node('s', 'start', { dynamicContent: 'Hola' }), node('h', 'handoff', { message: 'Un momento' })],
      ['s->h'],
    );
    const [first] = await converse(flow);
    expect(first?.state.handoff).toEqual({ reason: 'node', nodeId: 'h', resumeNodeId: null });
  });

  it('hands off always when the hours are off, whatever the time', async () => {
    const flow = handoffFlow({ hours: { ...OFFICE_HOURS, enabled: false } });
    const sunday: EngineEffects = { now: () => new Date('2024-07-07T02:00:00Z') };
    const result = last(await converse(flow, [{ text: 'Ana' }], { effects: sunday }));
    expect(result.state.handoff?.nodeId).toBe('h');
  });

  it('hands off in silence when its message is empty', async () => {
    const flow = handoffFlow({ message: '' });
    const result = last(await converse(flow, [{ text: 'Ana' }], { effects: MONDAY_MORNING }));
    expect(texts(result)).toEqual([]);
    expect(result.state.handoff?.nodeId).toBe('h');
  });
});

describe('runHandoffNode outside opening hours', () => {
  it('continue: says the outside message and goes on by the outside output', async () => {
    const flow = handoffFlow({
      hours: OFFICE_HOURS,
      outside: { mode: 'continue', message: 'Ahora no hay nadie, {{nombre}}.' },
    });
    const result = last(await converse(flow, [{ text: 'Ana' }], { effects: MONDAY_EVENING }));
    expect(texts(result)).toEqual(['Ahora no hay nadie, Ana.', 'Te escribimos a .']);
    expect(result.state.handoff).toBeUndefined();
    expect(result.ended).toBe(true);
    expect(events(result)).toContain('outside-hours');
  });

  it('continue: says nothing without an outside message, and ends without an outside output', async () => {
    const flow = testFlow(
      [
        node('s', 'start', { dynamicContent: 'Hola' }),
        node('h', 'handoff', { message: 'Un momento', hours: OFFICE_HOURS, outside: { mode: 'continue' } }),
        node('after', 'end', { endMessage: 'Adiós' }),
      ],
      ['s->h', 'h->after'],
    );
    const [first] = await converse(flow, [], { effects: MONDAY_EVENING });
    expect(texts(first!)).toEqual(['Hola']);
    expect(first?.ended).toBe(true);
  });

  const leaveContact = {
    hours: OFFICE_HOURS,
    outside: { mode: 'leaveContact', message: 'Déjanos tu correo.' },
  };

  it('leaveContact: asks for an e-mail, stores a valid one and goes on by the outside output', async () => {
    const flow = handoffFlow(leaveContact);
    const [, asked, answered] = await converse(flow, [{ text: 'Ana' }, { text: ' ana@ejemplo.es ' }], {
      effects: MONDAY_EVENING,
    });
    expect(texts(asked!)).toEqual(['Déjanos tu correo.']);
    expect(asked?.input).toEqual({ kind: 'text', nodeId: 'h', validation: 'email', variable: 'email' });
    expect(asked?.state.handoff).toBeUndefined();
    expect(texts(answered!)).toEqual(['Te escribimos a ana@ejemplo.es.']);
    expect(answered?.state.variables.email).toBe('ana@ejemplo.es');
    expect(answered?.ended).toBe(true);
  });

  it('leaveContact: retries an invalid e-mail as a message node would, then accepts a valid one', async () => {
    const flow = handoffFlow(leaveContact);
    const results = await converse(flow, [{ text: 'Ana' }, { text: 'ana@' }, { text: 'ana@ejemplo.es' }], {
      effects: MONDAY_EVENING,
    });
    const retried = results[2]!;
    expect(texts(retried)).toEqual(['Por favor ingresa un email válido.']);
    expect(retried.input).toEqual({ kind: 'text', nodeId: 'h', validation: 'email', variable: 'email' });
    expect(retried.state.retries).toBe(1);
    expect(retried.state.variables.email).toBeUndefined();
    expect(events(retried)).toContain('invalid-reply');
    const accepted = results[3]!;
    expect(texts(accepted)).toEqual(['Te escribimos a ana@ejemplo.es.']);
    expect(accepted.state.retries).toBe(0);
  });

  it('leaveContact: says the default in the conversation language when the outside message is empty', async () => {
    const flow = handoffFlow({ hours: OFFICE_HOURS, outside: { mode: 'leaveContact', message: ' ' } });
    const [, spanish] = await converse(flow, [{ text: 'Ana' }], { effects: MONDAY_EVENING });
    expect(texts(spanish!)).toEqual([
      'Ahora no hay nadie del equipo disponible. Déjanos tu correo y te escribiremos.',
    ]);
    const [, english] = await converse(flow, [{ text: 'Ana' }], {
      effects: MONDAY_EVENING,
      context: { language: 'en' },
    });
    expect(texts(english!)).toEqual([
      'Nobody from the team is available right now. Leave us your email and we will write to you.',
    ]);
  });

  it('leaveContact: ends after the e-mail when the outside output is not connected', async () => {
    const flow = testFlow(
      [
        node('s', 'start', { dynamicContent: 'Hola' }),
        node('h', 'handoff', { message: 'x', ...leaveContact }),
      ],
      ['s->h'],
    );
    const [, done] = await converse(flow, [{ text: 'ana@ejemplo.es' }], { effects: MONDAY_EVENING });
    expect(done?.state.variables.email).toBe('ana@ejemplo.es');
    expect(done?.ended).toBe(true);
  });
});

describe('the clock', () => {
  it('falls back to the machine clock when the host clock throws', async () => {
    const flow = handoffFlow({ hours: { ...OFFICE_HOURS, enabled: false } });
    const broken: EngineEffects = {
      now: () => {
        throw new Error('sin reloj');
      },
    };
    const result = last(await converse(flow, [{ text: 'Ana' }], { effects: broken }));
    expect(result.state.handoff?.nodeId).toBe('h');
    expect(events(result)).not.toContain('error');
  });
});
