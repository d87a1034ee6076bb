import { createFlowMessage } from '../../messages/createFlowMessage';
import type { ReadonlyFlowGraph } from '../../model/flowSchema';
import type { FlowNode } from '../../model/nodeSchema';
import { buildDoctorIndex, type DoctorIndex, getNodeLabel } from '../buildDoctorIndex';
import { connectToNewEnd, type EndSource, hasRoomForEnd } from '../connectToNewEnd';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck, DoctorFix } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/**
 * [blocking] A choice people can make that leads nowhere: a reachable option node without an
 * outgoing connection, or buttons of a reachable decision with neither an edge from their handle,
 * an option node nor a default edge (one finding per decision, naming its buttons). The fix
 * connects them to a new End just below.
 */
export const checkOptionWithoutPath: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position]) return;
    const stops = findStops(index, node, position);
    if (stops.length === 0) return;
    const params =
      node.type === 'option'
        ? { label: getDecisionLabel(graph, index, node, position), options: getNodeLabel(node) }
        : { label: getNodeLabel(node), options: stops.map((stop) => stop.name).join('», «') };
    findings.push(
      createDoctorFinding(
        'optionWithoutPath',
        'blocking',
        createFlowMessage('doctor.optionWithoutPath', params),
        [node.id],
        hasRoomForEnd(graph, stops.length) ? createFlowMessage('doctor.fix.optionWithoutPath') : undefined,
      ),
    );
  });
  return findings;
};

/** Connects the node's ways without path to a new End. */
export const fixOptionWithoutPath: DoctorFix = (graph, finding, options) => {
  const index = buildDoctorIndex(graph);
  const sources: EndSource[] = [];
  for (const id of finding.nodeIds) {
    const position = index.indexById.get(id);
    if (position === undefined) continue;
    for (const stop of findStops(index, graph.nodes[position]!, position)) sources.push(stop.source);
  }
  return connectToNewEnd(graph, sources, options);
};

/** The node's choices without a next step: an option without exit, or a decision's unconnected buttons. */
function findStops(
  index: DoctorIndex,
  node: FlowNode,
  position: number,
): { name: string; source: EndSource }[] {
  if (node.type === 'option') {
    return index.outgoing[position]!.length === 0
      ? [{ name: getNodeLabel(node), source: { source: node.id } }]
      : [];
  }
  const ways = index.decisionWays[position] ?? [];
  return ways
    .filter((way) => !way.connected)
    .map((way) => ({ name: way.label, source: { source: node.id, sourceHandle: way.handle } }));
}

/** The label of the decision an option names (or else of the node leading to it), or its own. */
function getDecisionLabel(
  graph: ReadonlyFlowGraph,
  index: DoctorIndex,
  option: FlowNode,
  position: number,
): string {
  const named =
    option.type === 'option' && option.data.sourceNode
      ? index.indexById.get(option.data.sourceNode)
      : undefined;
  const parent = named ?? index.indexById.get(index.incoming[position]![0]?.source ?? '');
  return getNodeLabel(graph.nodes[parent ?? position]!);
}
