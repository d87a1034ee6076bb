import type { FlowTemplate } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { listTemplateProPowers } from './listTemplateProPowers';

const flowWith = (powerIds: string[]) =>
  ({
    flow: {
      nodes: powerIds.map((powerId, index) => ({
        id: `p${index}`,
        type: 'power',
        position: { x: 0, y: index * 200 },
        data: { powerId },
      })),
      edges: [],
    },
  }) as unknown as Pick<FlowTemplate, 'flow'>;

describe('listTemplateProPowers', () => {
  it('names the Pro powers a template uses, once each, in catalogue order', () => {
    expect(listTemplateProPowers(flowWith(['mercadopago', 'google-calendar', 'mercadopago']))).toEqual([
      'Google Calendar',
      'Mercado Pago',
    ]);
  });

  it('names none for free powers or a flow without powers', () => {
    expect(listTemplateProPowers(flowWith(['notion']))).toEqual([]);
    expect(listTemplateProPowers(flowWith([]))).toEqual([]);
  });
});
