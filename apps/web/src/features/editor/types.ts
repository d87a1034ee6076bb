import type { flowResponseSchema } from '@plubot/contracts';
import type { FlowEdge, FlowMessage, NodeDataOf, NodeType } from '@plubot/flow';
import type { Edge, Node } from '@xyflow/react';
import type { z } from 'zod';

/** A node of one type as the editor holds it: React Flow's node with that type's flow data. */
export type EditorNodeOf<T extends NodeType> = Node<NodeDataOf<T>, T> & { type: T };

/**
 * A node as the editor holds it: a {@link EditorNodeOf} of some type. It is a `FlowNode` of
 * `@plubot/flow` as well, so the model's functions take the editor's nodes as they are.
 */
export type EditorNode = { [T in NodeType]: EditorNodeOf<T> }[NodeType];

/**
 * A connection as the editor holds it: React Flow's edge with the flow's edge data, a text label
 * and a marker the flow model accepts. It is a `FlowEdge` as well.
 */
export type EditorEdge = Edge<NonNullable<FlowEdge['data']>, string> & {
  label?: string;
  markerEnd?: FlowEdge['markerEnd'];
};

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
