import type { FlowGraph } from '@plubot/flow';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flows, plubots } from '../../db/schema';
import { readStoredFlow } from '../flows/readStoredFlow';

/** One of the user's bots with its current flow, read as the editor would open it. */
export interface UserBotFlow {
  botName: string;
  graph: FlowGraph;
}

/**
 * The current flow of every bot the user owns (oldest bot first), each repaired as the editor's
 * load does; a stored flow that does not validate even then keeps what fits (as the editor shows it).
 */
export async function readUserFlows(db: Database, userId: string): Promise<UserBotFlow[]> {
  const rows = await db
    .select({
      botName: plubots.name,
      nodes: flows.nodes,
      edges: flows.edges,
      flowVersion: flows.flowVersion,
    })
    .from(flows)
    .innerJoin(plubots, eq(plubots.id, flows.plubotId))
    .where(eq(plubots.ownerId, userId))
    .orderBy(asc(plubots.createdAt));
  return rows.map((row) => ({ botName: row.botName, graph: toGraph(row) }));
}

function toGraph(row: { nodes: unknown; edges: unknown; flowVersion: number }): FlowGraph {
  return readStoredFlow(row).graph;
}
