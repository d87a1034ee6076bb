import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import { err, ok, type Result } from '../result';
import { FLOW_VERSION } from './flowVersion';
import { migrateV1ToV2 } from './migrateV1ToV2';
import { NODE_TYPE_ALIASES } from './nodeTypes';

/** A flow object brought to the current version's shape, not yet validated. */
export type MigratedFlow = Record<string, unknown> & { version: typeof FLOW_VERSION };

type Migration = (flow: Record<string, unknown>) => Record<string, unknown>;

/** Step `i` migrates version `i` to version `i + 1`. */
const MIGRATIONS: readonly Migration[] = [migrateV0ToV1, migrateV1ToV2];

/**
 * Brings stored flow JSON of any known version to the current {@link FLOW_VERSION} by pure steps.
 * A flow without a `version` is version 0. It fails only when the input is not an object or its
 * version is unknown or newer than this code; it does not validate — `parseFlow` does that next.
 *
 * @example
 * migrateFlow({ nodes: [{ id: 'a', type: 'powerNode', ... }], edges: [] })
 * // { ok: true, value: { flow: { version: 2, nodes: [{ id: 'a', type: 'power', ... }], edges: [] }, fromVersion: 0 } }
 */
export function migrateFlow(raw: unknown): Result<{ flow: MigratedFlow; fromVersion: number }, FlowMessage> {
  if (!isRecord(raw)) return err(createFlowMessage('flow.notAnObject'));
  const fromVersion = raw.version === undefined ? 0 : raw.version;
  if (typeof fromVersion !== 'number' || !Number.isInteger(fromVersion) || fromVersion < 0) {
    return err(createFlowMessage('flow.invalidVersion'));
  }
  if (fromVersion > FLOW_VERSION) {
    return err(createFlowMessage('flow.versionTooNew', { version: fromVersion, supported: FLOW_VERSION }));
  }
  let flow: Record<string, unknown> = raw;
  for (let version = fromVersion; version < FLOW_VERSION; version += 1) {
    const step = MIGRATIONS[version];
    if (step) flow = { ...step(flow), version: version + 1 };
  }
  return ok({ flow: { ...flow, version: FLOW_VERSION }, fromVersion });
}

/**
 * Version 0 is what the original editor stored: no `version`, snake_case names from older servers
 * (`flow_name`, `plubot_id`), numeric bot ids, node type aliases (`httpRequestNode`, `powerNode`) and
 * decision conditions stored as plain strings.
 */
function migrateV0ToV1(flow: Record<string, unknown>): Record<string, unknown> {
  const { flow_name, plubot_id, ...rest } = flow;
  const next: Record<string, unknown> = { ...rest };
  if (next.flowName === undefined && typeof flow_name === 'string') next.flowName = flow_name;
  const plubotId = next.plubotId ?? plubot_id;
  if (typeof plubotId === 'number') next.plubotId = String(plubotId);
  else if (plubotId !== undefined) next.plubotId = plubotId;
  if (plubotId === null) delete next.plubotId;
  next.nodes = Array.isArray(next.nodes) ? next.nodes.map(migrateNodeV0) : (next.nodes ?? []);
  next.edges = next.edges ?? [];
  return next;
}

function migrateNodeV0(node: unknown): unknown {
  if (!isRecord(node)) return node;
  const type =
    typeof node.type === 'string' && Object.hasOwn(NODE_TYPE_ALIASES, node.type)
      ? NODE_TYPE_ALIASES[node.type]
      : node.type;
  const data = node.data;
  if (type !== 'decision' || !isRecord(data) || !Array.isArray(data.conditions)) return { ...node, type };
  const nodeId = String(node.id);
  const conditions = data.conditions.map((condition: unknown, index: number) =>
    typeof condition === 'string' ? { id: `${nodeId}-cond-${index}`, text: condition } : condition,
  );
  return { ...node, type, data: { ...data, conditions } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
