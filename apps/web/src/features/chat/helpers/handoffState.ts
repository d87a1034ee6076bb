import type { MessageAuthor } from '@plubot/contracts';
import type { InputRequest } from '@plubot/engine';
import type { ChatEntryRole, ChatHandoff } from '../types';

/**
 * What the reply box takes while a person is asked for or answers: free text, whatever the bot
 * waited for before (no buttons, no e-mail keyboard).
 */
export const HANDOFF_INPUT: InputRequest = { kind: 'text', nodeId: 'handoff', validation: 'text' };

/** A person is asked for (`waiting`) or answers (`person`): the banner shows and the bot keeps quiet. */
export function isPersonAnswering(handoff: ChatHandoff | null | undefined): boolean {
  return handoff?.status === 'waiting' || handoff?.status === 'person';
}

/** The hand-off worth keeping in the conversation's state: none when the bot answers. */
export function toHandoff(handoff: ChatHandoff | null | undefined): ChatHandoff | null {
  if (!handoff || handoff.status === 'bot') return null;
  return { status: handoff.status, agentName: handoff.agentName };
}

/** The bubble of a message by who wrote it: the visitor's is `user`, the others keep their name. */
export function toEntryRole(from: MessageAuthor): ChatEntryRole {
  return from === 'visitor' ? 'user' : from;
}
