/** What the current user may do with nodes (spec §6). */
export interface NodePermissions {
  readonly canEdit: boolean;
  readonly canDelete: boolean;
}

const ALLOW_ALL: NodePermissions = { canEdit: true, canDelete: true };

/**
 * The permission provider of spec §6: both default to true, and node permissions are fixed to allow
 * everything for now. Components still ask, so a real provider can slot in here.
 */
export function useNodePermissions(): NodePermissions {
  return ALLOW_ALL;
}
