import { createFlowMessage } from '../../messages/createFlowMessage';
import type { ReadonlyFlowGraph } from '../../model/flowSchema';
import { buildDoctorIndex, type DoctorIndex } from '../buildDoctorIndex';
import { connectToNewEnd, type EndSource, hasRoomForEnd } from '../connectToNewEnd';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck, DoctorFix } from '../doctorRule';

/**
 * [blocking] A flow whose start leads to no End (or that has no start at all): every conversation
 * stops without finishing. The finding names the reachable places where conversations stop (none
 * when they only go round in loops); its fix adds one End connected from each of them.
 */
export const checkNoReachableEnd: DoctorCheck = (graph, _context, index) => {
  if (index.starts.length === 0) {
    return [
      createDoctorFinding('noReachableEnd', 'blocking', createFlowMessage('doctor.noReachableEnd'), []),
    ];
  }
  if (graph.nodes.some((node, position) => node.type === 'end' && index.reachable[position])) return [];
  const stops = findReachableStops(graph, index);
  const fixable = stops.length > 0 && hasRoomForEnd(graph, stops.length);
  return [
    createDoctorFinding(
      'noReachableEnd',
      'blocking',
      createFlowMessage('doctor.noReachableEnd'),
      [...new Set(stops.map((stop) => stop.source))],
      fixable ? createFlowMessage('doctor.fix.noReachableEnd') : undefined,
    ),
  ];
};

/** Adds one End and connects every reachable stop to it. */
export const fixNoReachableEnd: DoctorFix = (graph, _finding, options) =>
  connectToNewEnd(graph, findReachableStops(graph, buildDoctorIndex(graph)), options);

/**
 * Reachable ways out that lead nowhere: the buttons of a decision without a next step, and other
 * nodes without any exit (start nodes excepted: a start may not lead straight to an End).
 */
export function findReachableStops(graph: ReadonlyFlowGraph, index: DoctorIndex): EndSource[] {
  const stops: EndSource[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position] || node.type === 'start' || node.type === 'end') return;
    const ways = index.decisionWays[position];
    if (ways) {
      for (const way of ways) if (!way.connected) stops.push({ source: node.id, sourceHandle: way.handle });
    } else if (index.adjacency[position]!.length === 0) {
      stops.push({ source: node.id });
    }
  });
  return stops;
}
