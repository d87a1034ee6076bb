/**
 * What the data-and-work powers do in a conversation (issue #31): each service's actions, with the
 * inputs a power node fills from flow variables (`{{var}}`) and the outputs it may save into
 * variables. One table, read by the engine (does an action run now or after the reply?), Bot Doctor
 * (is the node set up?), the server (`GET /api/powers`, the connectors) and the editor's form.
 * Titles and help texts live in the translations, under `powerActions.<service>.<action>`.
 */

import { BUSINESS_POWER_ACTIONS, BUSINESS_SERVICES } from './businessPowerActions';
import type { PowerActionDefinition, PowerActionInput } from './powerActionTypes';

export {
  POWER_CHOICE_KINDS,
  type PowerActionDefinition,
  type PowerActionInput,
  type PowerActionRun,
  type PowerChoiceKind,
} from './powerActionTypes';

/** The services whose powers act through a connection of the owner's (profile → Integraciones). */
export const ACTION_SERVICES = [
  'notion',
  'hubspot',
  'mailchimp',
  'trello',
  'asana',
  'monday',
  'google-sheets',
  'gmail',
  'github',
  'zendesk',
  'intercom',
  'google-analytics',
  'mixpanel',
  'typeform',
  'surveymonkey',
  'salesforce',
  ...BUSINESS_SERVICES,
] as const;
export type ActionService = (typeof ACTION_SERVICES)[number];

/** A Google spreadsheet and one of its sheets (tabs), picked from the owner's Drive. */
const googleSheetInputs: readonly PowerActionInput[] = [
  { key: 'spreadsheetId', required: true, kind: 'pick', pick: 'googleSpreadsheet' },
  { key: 'sheet', required: true, kind: 'pick', pick: 'googleSheet' },
];

/**
 * An analytics service's event: one of the conversation's (`CONVERSATION_EVENTS`) or a name the
 * owner types, with free fields as the event's parameters (GA4) or properties (Mixpanel). The
 * visitor is the conversation itself, so all of one conversation's events are one visitor's.
 */
const sendEvent: PowerActionDefinition = {
  id: 'sendEvent',
  runs: 'after',
  inputs: [{ key: 'event', required: true, kind: 'pick', pick: 'conversationEvent' }],
  fields: {},
  outputs: [],
};

/** A Typeform form, picked from the owner's account. */
const typeformForm: PowerActionInput = { key: 'formId', required: true, kind: 'pick', pick: 'typeformForm' };

/** A SurveyMonkey survey, picked from the owner's account. */
const surveymonkeySurvey: PowerActionInput = {
  key: 'surveyId',
  required: true,
  kind: 'pick',
  pick: 'surveymonkeySurvey',
};

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
  trello: [
    {
      id: 'createCard',
      runs: 'after',
      inputs: [
        // The board only narrows the lists offered: a card needs its list alone.
        { key: 'boardId', required: false, kind: 'pick', pick: 'trelloBoard' },
        { key: 'listId', required: true, kind: 'pick', pick: 'trelloList' },
        { key: 'cardName', required: true, kind: 'text' },
        { key: 'cardDescription', required: false, kind: 'longText' },
      ],
      outputs: [],
    },
  ],
  asana: [
    {
      id: 'createTask',
      runs: 'after',
      inputs: [
        // The workspace only narrows the projects offered: a task needs its project alone.
        { key: 'workspaceId', required: false, kind: 'pick', pick: 'asanaWorkspace' },
        { key: 'projectId', required: true, kind: 'pick', pick: 'asanaProject' },
        { key: 'sectionId', required: false, kind: 'pick', pick: 'asanaSection' },
        { key: 'taskName', required: true, kind: 'text' },
        { key: 'taskNotes', required: false, kind: 'longText' },
      ],
      outputs: [],
    },
  ],
  monday: [
    {
      id: 'createItem',
      runs: 'after',
      inputs: [
        { key: 'boardId', required: true, kind: 'pick', pick: 'mondayBoard' },
        { key: 'groupId', required: false, kind: 'pick', pick: 'mondayGroup' },
        { key: 'itemName', required: true, kind: 'text' },
        { key: 'itemUpdate', required: false, kind: 'longText' },
      ],
      outputs: [],
    },
  ],
  'google-sheets': [
    {
      id: 'appendRow',
      runs: 'after',
      inputs: googleSheetInputs,
      fields: { pick: 'googleSheetColumn' },
      outputs: [],
    },
    {
      id: 'findRow',
      runs: 'inline',
      inputs: [
        ...googleSheetInputs,
        { key: 'column', required: true, kind: 'pick', pick: 'googleSheetColumn' },
        { key: 'value', required: true, kind: 'text' },
      ],
      outputs: ['found', 'row'],
      fieldOutputs: true,
      fieldOutputsPick: 'googleSheetColumn',
    },
  ],
  gmail: [
    {
      id: 'sendEmail',
      runs: 'after',
      inputs: [
        { key: 'to', required: true, kind: 'email' },
        { key: 'subject', required: true, kind: 'text' },
        { key: 'body', required: true, kind: 'longText' },
      ],
      outputs: [],
    },
  ],
  github: [
    {
      id: 'openIssue',
      runs: 'after',
      inputs: [
        { key: 'repository', required: true, kind: 'pick', pick: 'githubRepository' },
        { key: 'issueTitle', required: true, kind: 'text' },
        { key: 'issueBody', required: false, kind: 'longText' },
        { key: 'labels', required: false, kind: 'text' },
        // Off unless the owner turns it on: an issue may be public, a conversation is not.
        { key: 'includeTranscript', required: false, kind: 'yesNo' },
      ],
      outputs: [],
    },
  ],
  zendesk: [
    {
      id: 'openTicket',
      runs: 'after',
      inputs: [
        { key: 'requesterEmail', required: true, kind: 'email' },
        { key: 'requesterName', required: false, kind: 'text' },
        { key: 'subject', required: true, kind: 'text' },
        { key: 'comment', required: false, kind: 'longText' },
        { key: 'includeTranscript', required: false, kind: 'yesNo', defaultValue: 'yes' },
        { key: 'tags', required: false, kind: 'text' },
      ],
      outputs: [],
    },
  ],
  intercom: [
    {
      id: 'openConversation',
      runs: 'after',
      inputs: [
        { key: 'email', required: true, kind: 'email' },
        { key: 'contactName', required: false, kind: 'text' },
        { key: 'message', required: false, kind: 'longText' },
        { key: 'includeTranscript', required: false, kind: 'yesNo', defaultValue: 'yes' },
      ],
      outputs: [],
    },
  ],
  'google-analytics': [sendEvent],
  mixpanel: [sendEvent],
  typeform: [
    {
      id: 'formLink',
      runs: 'inline',
      inputs: [typeformForm],
      fields: { pick: 'typeformHiddenField' },
      outputs: ['url', 'title'],
    },
    {
      id: 'findResponse',
      runs: 'inline',
      inputs: [
        typeformForm,
        { key: 'hiddenField', required: true, kind: 'pick', pick: 'typeformHiddenField' },
        { key: 'value', required: true, kind: 'text' },
      ],
      outputs: ['found', 'submittedAt'],
      fieldOutputs: true,
      fieldOutputsPick: 'typeformQuestion',
    },
  ],
  surveymonkey: [
    {
      id: 'surveyLink',
      runs: 'inline',
      inputs: [surveymonkeySurvey],
      fields: { pick: 'surveymonkeyVariable' },
      outputs: ['url', 'title'],
    },
    {
      id: 'findResponse',
      runs: 'inline',
      inputs: [
        surveymonkeySurvey,
        { key: 'customVariable', required: true, kind: 'pick', pick: 'surveymonkeyVariable' },
        { key: 'value', required: true, kind: 'text' },
      ],
      outputs: ['found', 'submittedAt'],
      fieldOutputs: true,
      fieldOutputsPick: 'surveymonkeyQuestion',
    },
  ],
  salesforce: [
    {
      // Salesforce requires LastName and Company; a blank company becomes the e-mail's domain (or
      // «Chatbot»). Free fields are Lead fields by API name (`Industry`, a custom `Origen__c`).
      id: 'createLead',
      runs: 'after',
      inputs: [
        { key: 'lastName', required: true, kind: 'text' },
        { key: 'company', required: false, kind: 'text' },
        { key: 'firstName', required: false, kind: 'text' },
        { key: 'email', required: false, kind: 'email' },
        { key: 'phone', required: false, kind: 'text' },
        { key: 'description', required: false, kind: 'longText' },
        { key: 'leadSource', required: false, kind: 'text', defaultValue: 'Chatbot Plubot' },
      ],
      fields: {},
      outputs: [],
    },
  ],
  ...BUSINESS_POWER_ACTIONS,
};

/**
 * The outputs of a power node whose action runs inline (a lookup): something was `found`, nothing
 * matched (`notFound`), or the service failed (`onError`). Each falls back to the node's default way
 * on when it has no edge of its own.
 */
export const POWER_HANDLES = {
  found: 'found',
  notFound: 'notFound',
  error: 'onError',
  /** An `await` action's: the service said it happened ('Pagado', the booking made). */
  done: 'done',
  /** An `await` action's: it did not happen in time ('No pagado'). */
  notDone: 'notDone',
} as const;

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
