import { type FlowTemplate, POWERS } from '@plubot/contracts';

/**
 * The Pro powers a template's flow uses, by title in the catalogue's order («Google Calendar»,
 * «Mercado Pago»): on a plan without Pro powers (and no trial of them) its flow cannot be saved, so
 * the picker says so before the owner chooses it.
 * @example listTemplateProPowers(bookingTemplate) // ['Google Calendar']
 */
export function listTemplateProPowers(template: Pick<FlowTemplate, 'flow'>): string[] {
  const used = new Set(
    template.flow.nodes.flatMap((node) =>
      node.type === 'power' && typeof node.data.powerId === 'string' ? [node.data.powerId] : [],
    ),
  );
  return POWERS.filter((power) => power.pro && used.has(power.id)).map((power) => power.title);
}
