import type { flowResponseSchema } from '@plubot/contracts';
import type { FlowMessage } from '@plubot/flow';
import type { Edge, Node } from '@xyflow/react';
import type { z } from 'zod';

/** A node as the editor holds it: React Flow's node with the flow's loose `data`. */
export type EditorNode = Node<Record<string, unknown>, string>;

/** A connection as the editor holds it. */
export type EditorEdge = Edge<Record<string, unknown>, string>;

/** Just the graph the editor edits. */
export interface EditorGraph {
  readonly nodes: EditorNode[];
  readonly edges: EditorEdge[];
}

/**
 * A text the store wants shown, kept untranslated so the view translates it in the current
 * language: an editor i18n key, a message of `@plubot/flow`, or a text the server already translated.
 */
export type TextRef =
  | { readonly key: string; readonly params?: Readonly<Record<string, string | number>> }
  | { readonly flow: FlowMessage }
  | { readonly raw: string };

/** The flow as the server stores it (`GET /api/plubots/:id/flow`). */
export type StoredFlow = z.infer<typeof flowResponseSchema>['flow'];

/** Where the editor runs: a bot's flow page, or the training screen (`/training`). */
export type EditorMode = 'flow' | 'training';
