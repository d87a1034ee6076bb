import { describe, expect, it } from 'vitest';
import type { ChatLiveEvent } from '../../chat';
import { createSimulationDriver } from './createSimulationDriver';

/** start → 'Cobrar' (Stripe) → «Pagado»: 'Gracias' / «No pagado»: 'Sin pago'. */
const nodes = [
  { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
  {
    id: 'pay',
    type: 'power',
    position: { x: 0, y: 100 },
    data: {
      powerId: 'stripe',
      connectionId: 'c-1',
      action: 'charge',
      inputs: { amount: '20', currency: 'EUR', description: 'Pedido' },
    },
  },
  { id: 'paid', type: 'message', position: { x: 0, y: 200 }, data: { message: 'Gracias' } },
  { id: 'unpaid', type: 'message', position: { x: 200, y: 200 }, data: { message: 'Sin pago' } },
];
const edges = [
  { id: 'e1', source: 'start-1', target: 'pay' },
  { id: 'e2', source: 'pay', target: 'paid', sourceHandle: 'done' },
  { id: 'e3', source: 'pay', target: 'unpaid', sourceHandle: 'notDone' },
];

async function simulate() {
  const driver = createSimulationDriver({
    nodes,
    edges,
    bot: { name: 'Nova' },
    effects: { powerAction: async () => ({ ok: true, link: { url: 'https://pago.simulacion.invalid/' } }) },
  });
  const events: ChatLiveEvent[] = [];
  const started = await driver.start();
  driver.listen?.((event) => events.push(event));
  return { driver, events, started };
}

describe('a simulated power link', () => {
  it('waits, then goes on by the way the owner plays: paid', async () => {
    const { driver, events, started } = await simulate();
    expect(started.input).toEqual({ kind: 'event', nodeId: 'pay' });
    await driver.settleLink('done');
    expect(events.filter((event) => event.type === 'message').map((event) => event.message.text)).toEqual([
      'Gracias',
    ]);
    expect(await driver.sync?.()).toMatchObject({ ended: true });
    // Played twice, the service's answer counts once.
    await driver.settleLink('notDone');
    expect(events.filter((event) => event.type === 'message')).toHaveLength(1);
  });

  it('goes on by «No pagado» when the owner says it did not arrive', async () => {
    const { driver, events } = await simulate();
    await driver.settleLink('notDone');
    expect(events.flatMap((event) => (event.type === 'message' ? [event.message.text] : []))).toEqual([
      'Sin pago',
    ]);
  });
});
