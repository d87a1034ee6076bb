import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFlow } from '../load/loadFlow';
import type { FlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import { arbitraryDoctorFlow } from '../testing/arbitraryDoctorFlow';
import { diffFlows, isFlowDiffEmpty } from './diffFlows';
import { flowDiffSchema } from './flowDiffSchema';

/** Random flows in the current shape: Bot Doctor's random graphs opened with `loadFlow`. */
const loadedFlow: fc.Arbitrary<FlowGraph> = arbitraryDoctorFlow
  .map((graph) => loadFlow(graph))
  .filter((loaded) => loaded.ok)
  .map((loaded) => (loaded.ok ? loaded.value.flow : { nodes: [], edges: [] }));

const SECRET = 'Zz-secret-never-shown';

/** A draft edited from a live flow: nodes moved, renamed, retyped, dropped; edges dropped or re-created. */
const editedPair: fc.Arbitrary<[FlowGraph, FlowGraph]> = loadedFlow.chain((live) =>
  fc
    .record({
      edits: fc.array(
        fc.record({
          index: fc.nat(),
          kind: fc.constantFrom('move', 'rename', 'retype', 'drop', 'secret', 'message'),
        }),
        { maxLength: 6 },
      ),
      edgeDrops: fc.array(fc.nat(), { maxLength: 3 }),
      renumberEdges: fc.boolean(),
    })
    .map(({ edits, edgeDrops, renumberEdges }): [FlowGraph, FlowGraph] => {
      let nodes: FlowNode[] = live.nodes.map((node) => ({ ...node, data: { ...node.data } }) as FlowNode);
      for (const { index, kind } of edits) {
        if (nodes.length === 0) break;
        const at = index % nodes.length;
        const node = nodes[at]!;
        const data = node.data as Record<string, unknown>;
        if (kind === 'move') nodes[at] = { ...node, position: { x: node.position.x + 10, y: 3 } };
        if (kind === 'rename')
          nodes[at] = { ...node, data: { ...data, label: `${String(data.label)}!` } } as FlowNode;
        if (kind === 'retype')
          nodes[at] = { ...node, type: node.type === 'end' ? 'message' : 'end' } as FlowNode;
        if (kind === 'drop') nodes = nodes.filter((_, position) => position !== at);
        if (kind === 'secret')
          nodes[at] = { ...node, data: { ...data, ...secretsFor(node.type, at) } } as FlowNode;
        if (kind === 'message')
          nodes[at] = { ...node, data: { ...data, message: `${String(data.message)}?` } } as FlowNode;
      }
      let edges = live.edges.filter((_, position) => !edgeDrops.includes(position));
      if (renumberEdges) edges = edges.map((edge, position) => ({ ...edge, id: `renumbered-${position}` }));
      return [live, { nodes, edges }];
    }),
);

/** Secrets where each node type keeps them: its secret fields, credential headers and URL keys. */
function secretsFor(type: FlowNode['type'], at: number): Record<string, unknown> {
  const url = `https://x.test/?api_key=${SECRET}-u${at}&page=${at}`;
  const headers = [{ id: 'h', key: 'Authorization', value: `${SECRET}-h${at}` }];
  switch (type) {
    case 'discord':
      return { discordToken: `${SECRET}-d${at}` };
    case 'power':
      return {
        powerId: 'slack',
        powerUrl: `https://hooks.slack.test/${SECRET}-${at}`,
        powerToken: `${SECRET}-t`,
      };
    case 'httpRequest':
      return { url, headers };
    case 'webhookNode':
      return { url };
    case 'action':
      return { actionType: 'apiCall', parameters: { url, headers: { 'X-Api-Key': `${SECRET}-k${at}` } } };
    default:
      return { headers, url };
  }
}

const RUNS = 150;
const TIMEOUT_MS = 120_000;

function expectConsistent(diff: ReturnType<typeof diffFlows>) {
  expect(flowDiffSchema.safeParse(diff).success).toBe(true);
  expect(diff.counts).toEqual({
    added: diff.nodes.added.length + diff.edges.added.length,
    removed: diff.nodes.removed.length + diff.edges.removed.length,
    changed: diff.nodes.changed.length,
  });
  for (const changed of diff.nodes.changed) expect(changed.fields.length).toBeGreaterThan(0);
}

const ids = (items: readonly { id: string; type?: string }[]) =>
  items.map((item) => `${item.id}:${item.type ?? ''}`).sort();
const ends = (items: readonly { source: string; target: string; sourceHandle: string | null }[]) =>
  items.map((item) => JSON.stringify([item.source, item.sourceHandle ?? 'output', item.target])).sort();

describe('diffFlows properties', () => {
  it(
    'finds nothing between a flow and itself, or a deep copy of it',
    () => {
      fc.assert(
        fc.property(loadedFlow, (flow) => {
          expect(isFlowDiffEmpty(diffFlows(flow, flow))).toBe(true);
          const copy = structuredClone(flow);
          const diff = diffFlows(flow, copy);
          expect(diff.nodes).toEqual({ added: [], removed: [], changed: [] });
          expect(diff.edges).toEqual({ added: [], removed: [] });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'mirrors: what a → b adds, b → a removes, and the counts match the lists',
    () => {
      const pairs = fc.oneof(fc.tuple(loadedFlow, loadedFlow), editedPair);
      fc.assert(
        fc.property(pairs, ([a, b]) => {
          const forward = diffFlows(a, b);
          const backward = diffFlows(b, a);
          expectConsistent(forward);
          expectConsistent(backward);
          expect(ids(forward.nodes.added)).toEqual(ids(backward.nodes.removed));
          expect(ids(forward.nodes.removed)).toEqual(ids(backward.nodes.added));
          expect(ids(forward.nodes.changed)).toEqual(ids(backward.nodes.changed));
          expect(ends(forward.edges.added)).toEqual(ends(backward.edges.removed));
          expect(ends(forward.edges.removed)).toEqual(ends(backward.edges.added));
          expect(forward.counts).toEqual({
            added: backward.counts.removed,
            removed: backward.counts.added,
            changed: backward.counts.changed,
          });
          for (const changed of forward.nodes.changed) {
            const mirrored = backward.nodes.changed.find((item) => item.id === changed.id)!;
            const swapped = changed.fields.map(({ field, before, after, secret }) => ({
              field,
              before: after,
              after: before,
              secret,
            }));
            expect([...mirrored.fields].sort(byField)).toEqual(swapped.sort(byField));
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'ignores layout and edge ids, and never shows a secret',
    () => {
      fc.assert(
        fc.property(editedPair, ([live, draft]) => {
          const diff = diffFlows(live, draft);
          expect(JSON.stringify(diff)).not.toContain(SECRET);
          const moved = {
            nodes: live.nodes.map((node, index) => ({
              ...node,
              position: { x: index, y: -index },
              selected: true,
            })),
            edges: live.edges.map((edge, index) => ({ ...edge, id: `e-${index}-new` })),
          };
          expect(isFlowDiffEmpty(diffFlows(live, moved))).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});

const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
