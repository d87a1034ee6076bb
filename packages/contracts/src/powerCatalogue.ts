import { isActionService, isChannelPower, isDesignPower, isRunningPower, POWER_ACTIONS } from '@plubot/flow';
import { z } from 'zod';
import { POWER_CATEGORIES, POWERS } from './powers';

/** One input of a power's action, as `GET /api/powers` describes it. */
const powerActionInputSchema = z.object({
  key: z.string(),
  required: z.boolean(),
  kind: z.enum(['text', 'longText', 'email', 'pick', 'yesNo', 'select']),
  pick: z.string().optional(),
  /** For `select`: the values offered, in order. */
  options: z.array(z.string()).optional(),
  /** What the editor's form writes for it when the action is picked. */
  defaultValue: z.string().optional(),
});

/** One action a power runs in a conversation (issue #31). */
export const powerActionSchema = z.object({
  id: z.string(),
  runs: z.enum(['after', 'inline', 'choose', 'await']),
  inputs: z.array(powerActionInputSchema),
  /** Free fields (name → value) beyond the inputs; `pick` names the list of names the form offers. */
  fields: z.object({ pick: z.string().optional() }).nullable(),
  outputs: z.array(z.string()),
  fieldOutputs: z.boolean(),
  /** The list the names of those fields come from, when it is not the searched field's (a form's questions). */
  fieldOutputsPick: z.string().optional(),
});
export type PowerAction = z.infer<typeof powerActionSchema>;

/**
 * How a power acts: through a connection of the owner's and its actions (`connection`), by the
 * settings of its own node (`node`: Slack, Telegram, Discord, Webhooks), by showing the visitor a
 * card of a design the owner picks, with no connection (`card`: Figma, Canva), as the bot's AI
 * (`ai`: OpenAI, from profile → Integraciones), as a channel the bot answers on and not a step of
 * the flow (`channel`: WhatsApp Business, Instagram), or not in conversations (`none`).
 */
export const POWER_ACT_KINDS = ['connection', 'node', 'card', 'ai', 'channel', 'none'] as const;
export type PowerActKind = (typeof POWER_ACT_KINDS)[number];

/** One power of the catalogue with what it does: the table the marketplace, the lab and the node read. */
export const powerCatalogueEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string(),
  category: z.enum(POWER_CATEGORIES),
  plan: z.enum(['free', 'pro']),
  acts: z.boolean(),
  actKind: z.enum(POWER_ACT_KINDS),
  actions: z.array(powerActionSchema),
});
export type PowerCatalogueEntry = z.infer<typeof powerCatalogueEntrySchema>;

/** `GET /api/powers`. */
export const powerCatalogueResponseSchema = z.object({ powers: z.array(powerCatalogueEntrySchema) });
export type PowerCatalogueResponse = z.infer<typeof powerCatalogueResponseSchema>;

/** How a power acts (see {@link POWER_ACT_KINDS}). */
export function getPowerActKind(powerId: string): PowerActKind {
  if (isActionService(powerId)) return 'connection';
  if (isRunningPower(powerId)) return 'node';
  if (isDesignPower(powerId)) return 'card';
  if (isChannelPower(powerId)) return 'channel';
  return powerId === 'openai' ? 'ai' : 'none';
}

/**
 * The whole catalogue with what each power does, in marketplace order: one source for
 * `GET /api/powers`, the marketplace, the lab's power step and the power node.
 * @example listPowerCatalogue().find((p) => p.id === 'notion')?.acts // true
 */
export function listPowerCatalogue(): PowerCatalogueEntry[] {
  return POWERS.map((power) => {
    const actKind = getPowerActKind(power.id);
    const actions = isActionService(power.id)
      ? POWER_ACTIONS[power.id].map((action) => ({
          id: action.id,
          runs: action.runs,
          inputs: action.inputs.map(({ options, ...input }) => ({
            ...input,
            ...(options ? { options: [...options] } : {}),
          })),
          fields: action.fields ? { ...action.fields } : null,
          outputs: [...action.outputs],
          fieldOutputs: action.fieldOutputs ?? false,
          ...(action.fieldOutputsPick ? { fieldOutputsPick: action.fieldOutputsPick } : {}),
        }))
      : [];
    return {
      id: power.id,
      title: power.title,
      icon: power.icon,
      category: power.category,
      plan: power.pro ? 'pro' : 'free',
      // A channel is where the bot answers, not something it does in a conversation.
      acts: actKind !== 'none' && actKind !== 'channel',
      actKind,
      actions,
    };
  });
}
