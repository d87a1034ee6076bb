import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { FlowNode, FlowNodeOf } from '../model/nodeSchema';
import { err, ok, type Result } from '../result';

/** An option's instruction has at most 500 characters (spec §5). */
export const OPTION_INSTRUCTION_MAX_LENGTH = 500;

/** Checks an option node's instruction. */
export function validateOptionInstruction(instruction: string): Result<string, FlowMessage> {
  if (instruction.length > OPTION_INSTRUCTION_MAX_LENGTH) {
    return err(createFlowMessage('option.instructionTooLong', { max: OPTION_INSTRUCTION_MAX_LENGTH }));
  }
  return ok(instruction);
}

/**
 * The label an option node shows: the text of its parent decision's condition matched by
 * `sourceHandle` (or `conditionId`), otherwise its own label, otherwise 'Opción'.
 */
export function getOptionDisplayLabel(option: FlowNodeOf<'option'>, nodes: readonly FlowNode[]): string {
  const { sourceNode, sourceHandle, conditionId } = option.data;
  const parent = sourceNode ? nodes.find((node) => node.id === sourceNode) : undefined;
  if (parent?.type === 'decision') {
    const wanted = sourceHandle ?? conditionId;
    const condition = parent.data.conditions?.find((candidate) => candidate.id === wanted);
    if (condition?.text) return condition.text;
  }
  return option.data.label || createFlowMessage('option.defaultLabel').message;
}
