import type { IdFactory } from '../model/createId';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import type { DoctorIndex } from './buildDoctorIndex';
import type { DoctorContext, DoctorFinding, DoctorFixOffer } from './doctorTypes';

/** One Bot Doctor check: the findings of one rule about a graph. */
export type DoctorCheck = (
  graph: ReadonlyFlowGraph,
  context: DoctorContext,
  index: DoctorIndex,
) => DoctorFinding[];

/** Options of a one-click fix: where fresh node ids and edge timestamps come from. */
export interface DoctorFixOptions {
  readonly createId?: IdFactory;
  /** The time written into new edge ids (`Date.now()` when absent). */
  readonly now?: number;
}

/**
 * A rule's one-click fix: the graph after applying the chosen offer of one finding of its rule.
 * Never mutates.
 */
export type DoctorFix = (
  graph: ReadonlyFlowGraph,
  finding: DoctorFinding,
  options: DoctorFixOptions,
  offer: DoctorFixOffer,
) => FlowGraph;

/** A rule of Bot Doctor: its check and, when it has one, its fix. */
export interface DoctorRule {
  readonly check: DoctorCheck;
  readonly fix?: DoctorFix;
}
