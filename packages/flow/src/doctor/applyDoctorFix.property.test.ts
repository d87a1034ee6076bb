import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFlowSavable } from '../analysis/checkFlowSavable';
import { MESSAGING_CHANNELS } from '../channels/channelLimits';
import { flowSaveSchema } from '../model/flowSaveSchema';
import { type FlowGraph, flowGraphSchema } from '../model/flowSchema';
import { arbitraryDoctorFlow } from '../testing/arbitraryDoctorFlow';
import { counterIds } from '../testing/graphBuilders';
import { applyDoctorFix } from './applyDoctorFix';
import { computeDoctorScore } from './computeDoctorScore';
import type { DoctorContext } from './doctorTypes';
import { examineFlow } from './examineFlow';

const arbitraryContext: fc.Arbitrary<DoctorContext> = fc.record(
  {
    maxMenuButtons: fc.constantFrom(null, 1, 3),
    services: fc.record({ ai: fc.boolean(), mail: fc.boolean(), discord: fc.boolean() }),
    knowledge: fc.record({
      ready: fc.nat({ max: 3 }),
      failed: fc.nat({ max: 2 }),
      processing: fc.nat({ max: 1 }),
    }),
    channels: fc.subarray([...MESSAGING_CHANNELS]),
  },
  { requiredKeys: ['maxMenuButtons', 'services'] },
);

/** The flows as the server would accept them: parsed by the save schema. */
const savedFlow = arbitraryDoctorFlow.filter((flow) => flowSaveSchema.safeParse(flow).success);

const passesSaveSchema = (graph: FlowGraph) =>
  flowSaveSchema.safeParse({ nodes: graph.nodes, edges: graph.edges }).success;
/** Enough random flows to meet every rule and fix many times; generous time for a busy machine. */
const RUNS = 150;
const TIMEOUT_MS = 120_000;
/** Rules with one finding about the whole bot, whose node list may change as it is fixed. */
const WHOLE_BOT = new Set(['noReachableEnd', 'missingPrivacyNotice', 'leadNeverSaved']);
const SEVERITY_ORDER = { blocking: 0, warning: 1, tip: 2 } as const;

describe('Bot Doctor properties', () => {
  it(
    'examines any schema-valid flow without throwing, with a consistent report',
    () => {
      fc.assert(
        fc.property(savedFlow, arbitraryContext, (flow, context) => {
          const report = examineFlow(flow, context);
          const ids = new Set(flow.nodes.map((node) => node.id));
          expect(new Set(report.findings.map((finding) => finding.id)).size).toBe(report.findings.length);
          for (const finding of report.findings) {
            expect(finding.id).toBe(`${finding.rule}:${finding.nodeIds.join(',')}`);
            for (const id of finding.nodeIds) expect(ids.has(id)).toBe(true);
            expect(finding.message.message).not.toMatch(/\{\w+\}/);
          }
          const order = report.findings.map((finding) => SEVERITY_ORDER[finding.severity]);
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(report.blocking).toBe(
            report.findings.filter((finding) => finding.severity === 'blocking').length,
          );
          expect(report.score).toBe(computeDoctorScore(report.findings));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'examines any graph the flow schema accepts, even one the save schema refuses',
    () => {
      const loose = fc
        .tuple(arbitraryDoctorFlow, fc.nat(), fc.nat())
        .map(([flow, a, b]) => {
          const nodes =
            flow.nodes.length > 1 ? [...flow.nodes, { ...flow.nodes[a % flow.nodes.length]! }] : flow.nodes;
          const edges = [...flow.edges, { id: 'dangling', source: `n${b}`, target: 'nowhere' }];
          return { nodes, edges };
        })
        .filter((graph) => flowGraphSchema.safeParse(graph).success);
      fc.assert(
        fc.property(loose, arbitraryContext, (graph, context) => {
          expect(() => examineFlow(graph, context)).not.toThrow();
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'never offers a destructive fix first when a non-destructive one exists',
    () => {
      fc.assert(
        fc.property(savedFlow, arbitraryContext, (flow, context) => {
          for (const finding of examineFlow(flow, context).findings) {
            const fixes = finding.fixes ?? [];
            if (fixes.some((fix) => !fix.destructive)) expect(fixes[0]?.destructive).toBe(false);
            expect(new Set(fixes.map((fix) => fix.kind)).size).toBe(fixes.length);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'applies every offered fix in turn without breaking save validation or adding blocking findings',
    () => {
      fc.assert(
        fc.property(savedFlow, arbitraryContext, (flow, context) => {
          const createId = counterIds();
          const wasSavable = checkFlowSavable(flow).ok;
          let graph: FlowGraph = flow;
          let report = examineFlow(graph, context);
          const offered = report.findings.filter((finding) => finding.fixes);
          for (const finding of offered) {
            const before = structuredClone(graph);
            const next = applyDoctorFix(graph, finding, { createId, now: 7 });
            expect(graph).toEqual(before);
            expect(passesSaveSchema(next)).toBe(true);
            if (wasSavable) expect(checkFlowSavable(next).ok).toBe(true);
            const after = examineFlow(next, context);
            // Connecting leftovers brings their own problems to light; nothing else may get worse.
            const piece = finding.fixes?.[0]?.kind === 'connect' ? new Set(finding.nodeIds) : new Set();
            const blockingElsewhere = (candidate: { severity: string; nodeIds: readonly string[] }) =>
              candidate.severity === 'blocking' && !candidate.nodeIds.some((id) => piece.has(id));
            expect(after.findings.filter(blockingElsewhere).length).toBeLessThanOrEqual(
              report.findings.filter(blockingElsewhere).length,
            );
            graph = next;
            report = after;
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'makes every offered fix resolve its own finding',
    () => {
      fc.assert(
        fc.property(savedFlow, arbitraryContext, (flow, context) => {
          const report = examineFlow(flow, context);
          for (const finding of report.findings) {
            for (const offer of finding.fixes ?? []) {
              const next = applyDoctorFix(flow, finding, {
                createId: counterIds(),
                now: 7,
                kind: offer.kind,
              });
              const still = examineFlow(next, context).findings.filter(
                (candidate) => candidate.rule === finding.rule,
              );
              const remaining = still.filter(
                (candidate) => candidate.id === finding.id || WHOLE_BOT.has(candidate.rule),
              );
              expect(remaining.map((candidate) => candidate.id)).toEqual([]);
            }
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
