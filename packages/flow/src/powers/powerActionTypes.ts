/**
 * The shapes of the powers' action table (`powerActions.ts`): when an action runs, its inputs, and
 * the lists the editor offers from a service.
 */

/**
 * When an action runs: `after` the reply, from the durable job queue (the visitor never waits on
 * it), or `inline` — its result is needed by the flow (a lookup) and it runs within the turn, with a
 * timeout and the node's error output. Two more wait for the visitor (issue #32): `choose` offers
 * options from the service as buttons (a calendar's free slots) and acts on the one chosen (books
 * it); `await` sends a link as a button (a checkout, a booking page) and the conversation waits for
 * the service's signed webhook, going on by `done` ('Pagado') or, after a while, `notDone`.
 */
export type PowerActionRun = 'after' | 'inline' | 'choose' | 'await';

/** A list the editor offers from the service itself (the owner picks, rather than pasting ids). */
export const POWER_CHOICE_KINDS = [
  'notionDatabase',
  'notionProperty',
  'mailchimpAudience',
  'trelloBoard',
  'trelloList',
  'asanaWorkspace',
  'asanaProject',
  'asanaSection',
  'mondayBoard',
  'mondayGroup',
  'googleSpreadsheet',
  'googleSheet',
  'googleSheetColumn',
  'githubRepository',
  'conversationEvent',
  'typeformForm',
  'typeformHiddenField',
  'typeformQuestion',
  'surveymonkeySurvey',
  'surveymonkeyVariable',
  'surveymonkeyQuestion',
  'googleCalendar',
  'calendlyEventType',
] as const;
export type PowerChoiceKind = (typeof POWER_CHOICE_KINDS)[number];

/**
 * One input of an action: a text with `{{variables}}`, an e-mail, a pick from the service, yes/no,
 * or one of a fixed list (`select`: a currency, a slot's length).
 */
export interface PowerActionInput {
  readonly key: string;
  readonly required: boolean;
  readonly kind: 'text' | 'longText' | 'email' | 'pick' | 'yesNo' | 'select';
  /** For `pick`: the list the editor offers (its value is the item's id). */
  readonly pick?: PowerChoiceKind;
  /**
   * For `select`: the values offered, in order. Their words are the translations'
   * `powerActions.options.<key>.<value>` (values that read as they are, like a currency, need none).
   */
  readonly options?: readonly string[];
  /** What the editor's form writes when the owner picks the action (Zendesk's transcript: `yes`). */
  readonly defaultValue?: string;
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
  /**
   * The list those fields' names come from, when it is not the one of the input naming the field
   * searched: a form's questions, while the search is by one of its hidden fields.
   */
  readonly fieldOutputsPick?: PowerChoiceKind;
}
