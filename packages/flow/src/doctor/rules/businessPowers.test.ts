import { describe, expect, it } from 'vitest';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { edge, graph, node } from '../../testing/graphBuilders';
import { findChargeAmountProblem } from './businessPowers';

/** Start → «Cobrar el pedido» (Mercado Pago) → 'Gracias' by «Pagado» when `paidEdge`. */
const chargeFlow = (inputs: Record<string, string>, paidEdge = true) => {
  const built = graph(
    [
      node('s', 'start'),
      node('p', 'power', 0, 0, {
        label: 'Cobrar el pedido',
        powerId: 'mercadopago',
        action: 'charge',
        connectionId: 'c1',
        inputs: { currency: 'MXN', description: 'Pedido', ...inputs },
      }),
      node('ok', 'message', 0, 0, { message: 'Gracias' }),
      node('e', 'end'),
    ],
    ['s->p', 'ok->e'],
  );
  if (paidEdge) built.edges.push({ ...edge('p', 'ok'), sourceHandle: 'done' });
  return built;
};

describe('findChargeAmountProblem', () => {
  it('takes a fixed amount, and one from a variable within both bounds', () => {
    expect(findChargeAmountProblem({ amount: '25,50', currency: 'EUR' })).toBeUndefined();
    expect(
      findChargeAmountProblem({ amount: '{{total}}', currency: 'MXN', minAmount: '100', maxAmount: '5.000' }),
    ).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(findChargeAmountProblem({ amount: 'veinte', currency: 'EUR' })).toBe('amountInvalid');
    expect(findChargeAmountProblem({ amount: '20', currency: 'XYZ' })).toBe('currencyInvalid');
    expect(findChargeAmountProblem({ amount: '{{total}}', currency: 'EUR', maxAmount: '50' })).toBe(
      'boundsMissing',
    );
    expect(findChargeAmountProblem({ amount: '5', currency: 'EUR', minAmount: '10' })).toBe('belowMinimum');
    expect(findChargeAmountProblem({ amount: '60', currency: 'EUR', maxAmount: '50' })).toBe('aboveMaximum');
    expect(
      findChargeAmountProblem({ amount: '{{t}}', currency: 'EUR', minAmount: '50', maxAmount: '10' }),
    ).toBe('belowMinimum');
    expect(findChargeAmountProblem({ amount: '10,5', currency: 'CLP' })).toBe('amountInvalid');
    expect(findChargeAmountProblem({ amount: '1000', currency: 'CLP' }, 'paypal')).toBe(
      'currencyUnsupported',
    );
    expect(findChargeAmountProblem({ amount: '1000', currency: 'CLP' }, 'mercadopago')).toBeUndefined();
  });
});

describe('chargeAmountInvalid', () => {
  it('blocks a reachable charge of an unbounded variable amount', () => {
    expect(
      findingsOf('chargeAmountInvalid', chargeFlow({ amount: '{{total}}' }), FULL_CONTEXT),
    ).toMatchObject([
      {
        severity: 'blocking',
        nodeIds: ['p'],
        message: {
          code: 'doctor.chargeAmount.boundsMissing',
          message: expect.stringContaining('«Cobrar el pedido»'),
        },
      },
    ]);
    expect(findingsOf('chargeAmountInvalid', chargeFlow({ amount: '25' }), FULL_CONTEXT)).toEqual([]);
  });
});

describe('chargeWithoutPaidPath', () => {
  it('warns when nothing follows «Pagado», and is quiet when something does', () => {
    expect(
      findingsOf('chargeWithoutPaidPath', chargeFlow({ amount: '25' }, false), FULL_CONTEXT),
    ).toMatchObject([
      { severity: 'warning', nodeIds: ['p'], message: { code: 'doctor.chargeWithoutPaidPath' } },
    ]);
    expect(findingsOf('chargeWithoutPaidPath', chargeFlow({ amount: '25' }), FULL_CONTEXT)).toEqual([]);
  });
});

describe('bookingHoursInvalid', () => {
  const booking = (inputs: Record<string, string>) =>
    graph(
      [
        node('s', 'start'),
        node('b', 'power', 0, 0, { powerId: 'google-calendar', action: 'bookSlot', inputs }),
        node('e', 'end'),
      ],
      ['s->b', 'b->e'],
    );

  it('blocks hours it cannot use, and is quiet with the defaults', () => {
    const cases: Record<string, string>[] = [
      { workStart: '9', workEnd: '18:00' },
      { workStart: '18:00', workEnd: '09:00' },
      { timeZone: 'Marte/Olimpo' },
    ];
    for (const inputs of cases) {
      expect(
        findingsOf('bookingHoursInvalid', booking(inputs), FULL_CONTEXT),
        JSON.stringify(inputs),
      ).toMatchObject([
        { severity: 'blocking', nodeIds: ['b'], message: { code: 'doctor.bookingHoursInvalid' } },
      ]);
    }
    expect(findingsOf('bookingHoursInvalid', booking({}), FULL_CONTEXT)).toEqual([]);
  });
});
