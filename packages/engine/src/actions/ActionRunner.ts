import type { NodeDataReader } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import type { Turn } from '../run/createTurn';

/**
 * Which way an action node goes on: the first of `handles` with an edge, else the default edge;
 * with `anyEdge`, else any edge.
 */
export interface ActionOutcome {
  handles: string[];
  anyEdge: boolean;
}

/** Runs one action type with the node's `parameters`. Failures are traced, never thrown. */
export type ActionRunner = (params: NodeDataReader, node: EngineNode, turn: Turn) => Promise<ActionOutcome>;

/** Go on along the default edge (or any edge). */
export const CONTINUE: ActionOutcome = { handles: [], anyEdge: true };
