import { describe, expect, it } from 'vitest';
import type { EngineEffects, PowerActionRequest, PowerActionResult } from '../model/engineEffects';
import { resumeAfterEvent } from '../run/resumeAfterEvent';
import { converse, events, last, node, testFlow, texts } from '../testing/testFlow';

/** start → Google Calendar booking → 'Reservado {{inicio}}' (found), 'Nada libre' (notFound), 'Error' (onError). */
const bookingFlow = () =>
  testFlow(
    [
      node('s', 'start'),
      node('p', 'power', {
        powerId: 'google-calendar',
        connectionId: 'c-1',
        action: 'bookSlot',
        inputs: { calendarId: 'primary', eventTitle: 'Cita', attendeeEmail: '{{email}}' },
        outputs: { start: 'inicio', eventUrl: 'enlace' },
      }),
      node('ok', 'message', { message: 'Reservado {{inicio}}' }),
      node('none', 'message', { message: 'Nada libre' }),
      node('err', 'message', { message: 'Error' }),
    ],
    ['s->p', 'p->ok@found', 'p->none@notFound', 'p->err@onError'],
  );

/** start → Mercado Pago 'Cobrar' → 'Gracias' (done), 'Sin pago' (notDone), 'Error' (onError). */
const chargeFlow = (edges = ['s->p', 'p->paid@done', 'p->unpaid@notDone', 'p->err@onError']) =>
  testFlow(
    [
      node('s', 'start'),
      node('p', 'power', {
        powerId: 'mercadopago',
        connectionId: 'c-2',
        action: 'charge',
        inputs: { amount: '25,50', currency: 'EUR', description: 'Pedido 12' },
        outputs: { paymentId: 'pago' },
      }),
      node('paid', 'message', { message: 'Gracias, pago {{pago}}' }),
      node('unpaid', 'message', { message: 'Sin pago' }),
      node('err', 'message', { message: 'Error' }),
    ],
    edges,
  );

const slots = [
  { id: '2026-12-01T09:00:00Z', label: 'mar 1 dic, 10:00' },
  { id: '2026-12-01T09:30:00Z', label: 'mar 1 dic, 10:30' },
];

/** Effects answering each request in turn from `answers`, recording what was asked. */
function scripted(answers: PowerActionResult[]) {
  const seen: PowerActionRequest[] = [];
  const effects: EngineEffects = {
    powerAction: async (request) => {
      seen.push(request);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      return answer;
    },
  };
  return { effects, seen };
}

const context = { variables: { email: 'ana@example.com' } };

describe('a power that offers options (choose)', () => {
  it('offers the free slots as buttons and books the one picked', async () => {
    const { effects, seen } = scripted([
      { ok: true, options: slots, note: 'hora de Madrid' },
      { ok: true, found: true, outputs: { start: 'mar 1 dic, 10:30', eventUrl: 'https://cal/e1' } },
    ]);
    const [offered, booked] = await converse(bookingFlow(), [{ optionId: slots[1]!.id }], {
      context,
      effects,
    });
    expect(offered!.messages[0]?.text).toBe('Elige la hora que mejor te venga (hora de Madrid):');
    expect(offered!.messages[0]?.buttons).toEqual(slots);
    expect(offered!.input).toEqual({ kind: 'choice', nodeId: 'p', options: slots });
    expect(seen.map((request) => [request.phase, request.optionId])).toEqual([
      ['offer', undefined],
      ['pick', slots[1]!.id],
    ]);
    expect(seen[1]?.inputs.attendeeEmail).toBe('ana@example.com');
    expect(texts(booked!)).toEqual(['Reservado mar 1 dic, 10:30']);
    expect(booked!.state.variables.enlace).toBe('https://cal/e1');
  });

  it('offers fresh slots when the one picked was taken meanwhile, never booking it', async () => {
    const fresh = [{ id: '2026-12-01T10:00:00Z', label: 'mar 1 dic, 11:00' }];
    const { effects } = scripted([
      { ok: true, options: slots },
      { ok: true, taken: true, options: fresh },
    ]);
    const results = await converse(bookingFlow(), [{ optionId: slots[0]!.id }], { context, effects });
    expect(last(results).messages[0]?.text).toBe('Esa hora se acaba de ocupar. Elige otra, por favor:');
    expect(last(results).input).toEqual({ kind: 'choice', nodeId: 'p', options: fresh });
  });

  it('asks again, without calling the service, for an option it never offered', async () => {
    const { effects, seen } = scripted([{ ok: true, options: slots }]);
    const results = await converse(
      bookingFlow(),
      [{ optionId: '2030-01-01T00:00:00Z' }, { text: 'mañana' }],
      {
        context,
        effects,
      },
    );
    expect(seen).toHaveLength(1);
    expect(texts(last(results))).toEqual(['Por favor elige una de las opciones.']);
    expect(events(last(results))).toContain('invalid-choice');
  });

  it('takes an option typed as its label', async () => {
    const { effects, seen } = scripted([
      { ok: true, options: slots },
      { ok: true, found: true, outputs: { start: 'x' } },
    ]);
    await converse(bookingFlow(), [{ text: ' MAR 1 DIC, 10:00 ' }], { context, effects });
    expect(seen[1]?.optionId).toBe(slots[0]!.id);
  });

  it('leaves by notFound when nothing is free, and by onError when the service fails', async () => {
    const none = await converse(bookingFlow(), [], {
      context,
      effects: scripted([{ ok: true, options: [] }]).effects,
    });
    expect(texts(none[0]!)).toEqual(['Nada libre']);
    const failed = await converse(bookingFlow(), [], {
      context,
      effects: scripted([{ ok: false, error: '503' }]).effects,
    });
    expect(texts(failed[0]!)).toEqual(['Error']);
  });
});

describe('a power that waits for its link (await)', () => {
  it('sends the checkout as a card with «Pagar» and waits for the event', async () => {
    const { effects, seen } = scripted([
      { ok: true, link: { url: 'https://pago/x', amount: { minor: 2550, currency: 'EUR' } } },
    ]);
    const [started] = await converse(chargeFlow(), [], { context, effects });
    expect(seen[0]).toMatchObject({ runs: 'await', templates: { amount: '25,50' }, language: 'es' });
    const card = started!.messages[0]?.card;
    expect(card).toMatchObject({ title: 'Pedido 12', url: 'https://pago/x' });
    expect(card?.linkLabel).toMatch(/^Pagar 25,50\s€$/);
    expect(started!.input).toEqual({ kind: 'event', nodeId: 'p' });
  });

  it('answers a reply while waiting with a reminder, and keeps waiting', async () => {
    const { effects, seen } = scripted([{ ok: true, link: { url: 'https://pago/x' } }]);
    const results = await converse(chargeFlow(), [{ text: '¿ya?' }], { context, effects });
    expect(texts(last(results))).toEqual(['Te espero aquí: cuando termines en el enlace, seguimos.']);
    expect(last(results).input).toEqual({ kind: 'event', nodeId: 'p' });
    expect(seen).toHaveLength(1);
  });

  it('goes on by done with the outputs, once; a second event changes nothing', async () => {
    const flow = chargeFlow();
    const { effects } = scripted([{ ok: true, link: { url: 'https://pago/x' } }]);
    const [started] = await converse(flow, [], { context, effects });
    const paid = await resumeAfterEvent(flow, started!.state, {
      nodeId: 'p',
      outcome: 'done',
      outputs: { paymentId: 'MP-1' },
    });
    expect(paid.applied).toBe(true);
    expect(texts(paid)).toEqual(['Gracias, pago MP-1']);
    const again = await resumeAfterEvent(flow, paid.state, { nodeId: 'p', outcome: 'done', outputs: {} });
    expect(again.applied).toBe(false);
    expect(again.messages).toEqual([]);
    expect(again.state).toEqual(paid.state);
  });

  it('goes on by notDone after the wait, and never into the paid way when notDone has no edge', async () => {
    const flow = chargeFlow();
    const { effects } = scripted([{ ok: true, link: { url: 'https://pago/x' } }]);
    const [started] = await converse(flow, [], { context, effects });
    const late = await resumeAfterEvent(flow, started!.state, {
      nodeId: 'p',
      outcome: 'notDone',
      outputs: {},
    });
    expect(texts(late)).toEqual(['Sin pago']);

    const onlyPaid = chargeFlow(['s->p', 'p->paid@done']);
    const other = scripted([{ ok: true, link: { url: 'https://pago/x' } }]);
    const [waiting] = await converse(onlyPaid, [], { context, effects: other.effects });
    const ended = await resumeAfterEvent(onlyPaid, waiting!.state, {
      nodeId: 'p',
      outcome: 'notDone',
      outputs: {},
    });
    expect(texts(ended)).toEqual([]);
    expect(ended.ended).toBe(true);
  });

  it('leaves by onError when the checkout cannot be made (an amount outside the bounds)', async () => {
    const { effects } = scripted([{ ok: false, error: 'amount above maximum' }]);
    const [result] = await converse(chargeFlow(), [], { context, effects });
    expect(texts(result!)).toEqual(['Error']);
  });
});

describe('an inline power with cards', () => {
  it('shows each card it found, then goes on by found', async () => {
    const flow = testFlow(
      [
        node('s', 'start'),
        node('p', 'power', {
          powerId: 'shopify',
          connectionId: 'c-3',
          action: 'findProducts',
          inputs: { query: 'camiseta' },
        }),
        node('ok', 'message', { message: '¿Algo más?' }),
      ],
      ['s->p', 'p->ok@found'],
    );
    const card = {
      title: 'Camiseta',
      subtitle: '20,00 €',
      url: 'https://shop/p/1',
      linkLabel: 'Ver producto',
    };
    const { effects } = scripted([{ ok: true, found: true, outputs: { count: 1 }, cards: [card] }]);
    const [result] = await converse(flow, [], { effects });
    expect(result!.messages.map((message) => message.card ?? message.text)).toEqual([card, '¿Algo más?']);
  });
});
