import { DEFAULT_EXPORT_PLUBOT_NAME, EXPORT_FILE_VERSION, type ExportFile } from '../model/exportFileSchema';
import type { ReadonlyFlowGraph } from '../model/flowSchema';

/** What an export needs besides the graph. */
export interface ExportOptions {
  /** The bot's name; 'Mi Chatbot' when empty. */
  readonly plubotName?: string | null;
  readonly flowName?: string;
  /** The bot id the flow belongs to. */
  readonly flowId?: string | null;
  readonly now?: Date;
}

/**
 * The downloadable export of a flow (spec §3 "Export file"): metadata (version '1.0', bot name,
 * creation and export dates, flow id, node and edge counts), nodes and edges. `importFlow` reads it.
 */
export function createExportFile(graph: ReadonlyFlowGraph, options: ExportOptions = {}): ExportFile {
  const now = (options.now ?? new Date()).toISOString();
  return {
    metadata: {
      version: EXPORT_FILE_VERSION,
      plubotName: options.plubotName?.trim() || DEFAULT_EXPORT_PLUBOT_NAME,
      ...(options.flowName === undefined ? {} : { flowName: options.flowName }),
      flowId: options.flowId ?? null,
      createdAt: now,
      exportDate: now,
      nodeCount: graph.nodes.length,
      edgeCount: graph.edges.length,
    },
    nodes: [...graph.nodes],
    edges: [...graph.edges],
  };
}
