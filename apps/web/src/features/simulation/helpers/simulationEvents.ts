/**
 * Something the simulated flow did outside the chat. E-mails, leads, notifications, webhooks,
 * Discord posts and a connected service's actions that run after the reply are only described
 * ('(simulado)'); HTTP requests, AI and a service's lookups really run through the editor's test
 * endpoints; the bot's records live in the simulation's memory only. `kind` is also the text key
 * under `simulation.effects`. A power's `service` and `action` are ids (`notion`, `queryDatabase`),
 * named in the reader's language when shown.
 */
export type SimulationEvent =
  | { kind: 'email'; to: string; subject: string }
  | { kind: 'lead'; fields: string }
  | { kind: 'notify'; message: string }
  | { kind: 'webhook'; url: string }
  | { kind: 'discord'; channel: string; content: string }
  | { kind: 'http'; method: string; url: string; status: number }
  | { kind: 'httpFailed'; method: string; url: string; error: string }
  | { kind: 'ai' }
  | { kind: 'aiFailed'; error: string }
  | { kind: 'aiKnowledge'; sources: string }
  | { kind: 'aiKnowledgeNone'; question: string }
  | { kind: 'aiKnowledgeFailed'; error: string }
  | { kind: 'knowledge'; sources: string }
  | { kind: 'knowledgeUnknown'; question: string }
  | { kind: 'recordSaved'; collection: string; key: string }
  | { kind: 'recordFound'; collection: string; key: string }
  | { kind: 'recordMissing'; collection: string; key: string }
  | { kind: 'powerQueued'; service: string; action: string }
  | { kind: 'powerFound'; service: string; action: string }
  | { kind: 'powerNotFound'; service: string; action: string }
  | { kind: 'powerNoBot'; service: string; action: string }
  | { kind: 'powerFailed'; service: string; action: string; error: string }
  | { kind: 'powerOffered'; service: string; action: string; count: string }
  | { kind: 'powerPicked'; service: string; action: string; option: string }
  | { kind: 'powerAwaiting'; service: string; action: string };

/** The longest value shown in a log line; longer texts end in '…'. */
export const EVENT_TEXT_MAX = 80;

/** Cuts a value for a one-line log entry. */
export function shorten(value: string, max = EVENT_TEXT_MAX): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
