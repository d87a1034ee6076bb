/**
 * What the data-and-work powers do in a conversation (issue #31): each service's actions, with the
 * inputs a power node fills from flow variables (`{{var}}`) and the outputs it may save into
 * variables. One table, read by the engine (does an action run now or after the reply?), Bot Doctor
 * (is the node set up?), the server (`GET /api/powers`, the connectors) and the editor's form.
 * Titles and help texts live in the translations, under `powerActions.<service>.<action>`.
 */

/** The services whose powers act through a connection of the owner's (profile → Integraciones). */
export const ACTION_SERVICES = ['notion', 'hubspot', 'mailchimp'] as const;
export type ActionService = (typeof ACTION_SERVICES)[number];

/**
 * When an action runs: `after` the reply, from the durable job queue (the visitor never waits on
 * it), or `inline` — its result is needed by the flow (a lookup) and it runs within the turn, with a
 * timeout and the node's error output.
 */
export type PowerActionRun = 'after' | 'inline';

/** A list the editor offers from the service itself (the owner picks, rather than pasting ids). */
export const POWER_CHOICE_KINDS = ['notionDatabase', 'notionProperty', 'mailchimpAudience'] as const;
export type PowerChoiceKind = (typeof POWER_CHOICE_KINDS)[number];

/** One input of an action: a text with `{{variables}}`, an e-mail, a pick from the service, or yes/no. */
export interface PowerActionInput {
  readonly key: string;
  readonly required: boolean;
  readonly kind: 'text' | 'longText' | 'email' | 'pick' | 'yesNo';
  /** For `pick`: the list the editor offers (its value is the item's id). */
  readonly pick?: PowerChoiceKind;
}

export interface PowerActionDefinition {
  readonly id: string;
  readonly runs: PowerActionRun;
  readonly inputs: readonly PowerActionInput[];
  /**
   * Free fields (name → text with `{{variables}}`), beyond the fixed inputs: Notion properties,
   * HubSpot contact properties. `pick` names the list of names the editor offers, when there is one.
   */
  readonly fields?: { readonly pick?: PowerChoiceKind };
  /** The outputs an owner may save into variables (inline actions only). */
  readonly outputs: readonly string[];
  /** An inline action may also give each field of what it found (a Notion page's properties). */
  readonly fieldOutputs?: boolean;
}

const notionDatabase: PowerActionInput = {
  key: 'databaseId',
  required: true,
  kind: 'pick',
  pick: 'notionDatabase',
};

/** Every service's actions, in the order the editor lists them. */
export const POWER_ACTIONS: { readonly [S in ActionService]: readonly PowerActionDefinition[] } = {
  notion: [
    {
      id: 'createPage',
      runs: 'after',
      inputs: [notionDatabase, { key: 'title', required: true, kind: 'text' }],
      fields: { pick: 'notionProperty' },
      outputs: [],
    },
    {
      id: 'queryDatabase',
      runs: 'inline',
      inputs: [
        notionDatabase,
        { key: 'property', required: true, kind: 'pick', pick: 'notionProperty' },
        { key: 'value', required: true, kind: 'text' },
      ],
      outputs: ['found', 'title', 'url'],
      fieldOutputs: true,
    },
  ],
  hubspot: [
    {
      id: 'upsertContact',
      runs: 'after',
      inputs: [
        { key: 'email', required: true, kind: 'email' },
        { key: 'firstname', required: false, kind: 'text' },
        { key: 'lastname', required: false, kind: 'text' },
        { key: 'phone', required: false, kind: 'text' },
        { key: 'company', required: false, kind: 'text' },
      ],
      fields: {},
      outputs: [],
    },
    {
      id: 'addNote',
      runs: 'after',
      inputs: [
        { key: 'email', required: true, kind: 'email' },
        { key: 'note', required: true, kind: 'longText' },
      ],
      outputs: [],
    },
  ],
  mailchimp: [
    {
      id: 'subscribe',
      runs: 'after',
      inputs: [
        { key: 'audienceId', required: true, kind: 'pick', pick: 'mailchimpAudience' },
        { key: 'email', required: true, kind: 'email' },
        { key: 'firstName', required: false, kind: 'text' },
        { key: 'lastName', required: false, kind: 'text' },
        { key: 'tags', required: false, kind: 'text' },
        { key: 'doubleOptIn', required: false, kind: 'yesNo' },
      ],
      outputs: [],
    },
  ],
};

/**
 * The outputs of a power node whose action runs inline (a lookup): something was `found`, nothing
 * matched (`notFound`), or the service failed (`onError`). Each falls back to the node's default way
 * on when it has no edge of its own.
 */
export const POWER_HANDLES = { found: 'found', notFound: 'notFound', error: 'onError' } as const;

/** Most free fields one power node may map, and the longest field name. */
export const MAX_POWER_FIELDS = 30;
export const MAX_POWER_FIELD_NAME_LENGTH = 100;

/** Whether a power acts through a connection of the owner's. */
export function isActionService(powerId: unknown): powerId is ActionService {
  return ACTION_SERVICES.some((service) => service === powerId);
}

/**
 * One action of a service's power, or `undefined` for an unknown service or action.
 * @example findPowerAction('notion', 'createPage')?.runs // 'after'
 */
export function findPowerAction(powerId: unknown, action: unknown): PowerActionDefinition | undefined {
  if (!isActionService(powerId)) return undefined;
  return POWER_ACTIONS[powerId].find((definition) => definition.id === action);
}
