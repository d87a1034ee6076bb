import type { InputRequest } from '../model/conversationStateSchema';

/**
 * What running a node decided: go on to a node (`null` when there is no way on, which ends the
 * conversation), wait for the user, wait for a person (a «Hablar con una persona» node: the bot
 * stops answering until the person gives the conversation back, then goes on at `resumeNodeId`), or end.
 */
export type StepOutcome =
  | { kind: 'next'; nodeId: string | null }
  | { kind: 'wait'; input: InputRequest }
  | { kind: 'handoff'; nodeId: string; resumeNodeId: string | null }
  | { kind: 'end' };

/** Go on to `nodeId`, or end when it is `null`. */
export function goTo(nodeId: string | null): StepOutcome {
  return { kind: 'next', nodeId };
}

/** Wait for the user's reply. */
export function waitFor(input: InputRequest): StepOutcome {
  return { kind: 'wait', input };
}

/** End the conversation. */
export const END: StepOutcome = { kind: 'end' };
