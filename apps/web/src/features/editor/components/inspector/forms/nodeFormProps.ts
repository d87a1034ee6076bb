import type { NodeDataOf, NodeType } from '@plubot/flow';

/** What each node type's form gets from the inspector. */
export interface NodeFormProps<T extends NodeType> {
  /** The node's data as edited so far (the draft, not yet saved). */
  readonly data: NodeDataOf<T>;
  /** Writes fields into the draft. */
  readonly onChange: (patch: Partial<NodeDataOf<T>>) => void;
  /** The variables the flow can hold, offered as `{{name}}` hints. */
  readonly variables: readonly string[];
  /** The owner may edit: test buttons show only then (spec §6). */
  readonly canEdit: boolean;
}
