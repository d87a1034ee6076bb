import { createFlowMessage } from '../../messages/createFlowMessage';
import type { ReadonlyFlowGraph } from '../../model/flowSchema';
import { BUILT_IN_VARIABLES } from '../../reading/defaultVariables';
import { listVariableNames } from '../../reading/listVariableNames';
import { listVariableSets } from '../../reading/listVariableSets';
import { type DoctorIndex, getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';
import { listNodeTemplates } from '../listNodeTemplates';

/**
 * [warning] A `{{name}}` in a text the engine fills in (`listNodeTemplates`) that nothing before it
 * can have set: no node on any path from the start to it sets the variable (`listVariableSets`).
 * The engine writes an unknown variable as '', so people would read a gap. Built-in variables
 * (`last_reply`, `last_choice`) are never flagged; a node's own setting counts only when a loop
 * brings the conversation back to it. One finding per node, naming its variables. No fix.
 */
export const checkVariableUsedBeforeSet: DoctorCheck = (graph, _context, index) => {
  if (index.starts.length === 0) return [];
  const uses = graph.nodes.map((node, position) =>
    index.reachable[position] ? listNodeTemplates(node).flatMap(listVariableNames) : NONE,
  );
  const used = new Set<string>();
  for (const names of uses) for (const name of names) if (!BUILT_IN_VARIABLES.has(name)) used.add(name);
  if (used.size === 0) return [];
  const known = computeKnownOnArrival(graph, index, used);
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    const names = uses[position]!;
    if (names.length === 0) return;
    const missing = new Set<string>();
    for (const name of names)
      if (!BUILT_IN_VARIABLES.has(name) && !known.has(position, name)) missing.add(name);
    if (missing.size === 0) return;
    const message = createFlowMessage('doctor.variableUsedBeforeSet', {
      label: getNodeLabel(node),
      variable: [...missing].join('», «'),
    });
    findings.push(createDoctorFinding('variableUsedBeforeSet', 'warning', message, [node.id]));
  });
  return findings;
};

const NONE: readonly string[] = [];

/**
 * What may hold a value on arrival at each node: what any node before it sets, plus — inside a
 * loop — what the loop's own nodes set. Works on the loops condensed (Tarjan lists components in
 * reverse topological order, so walking them backwards meets every predecessor first) with one
 * bit per variable that is both used and set somewhere (a used variable nothing sets is simply
 * unknown everywhere), so it stays linear in the flow times those few variables.
 */
function computeKnownOnArrival(
  graph: ReadonlyFlowGraph,
  index: DoctorIndex,
  used: ReadonlySet<string>,
): { has: (position: number, name: string) => boolean } {
  const { components, componentOf, adjacency } = index;
  const bitOf = new Map<string, number>();
  const prefixes: string[] = [];
  const ownBits: (readonly number[])[] = components.map((members) => {
    const bits: number[] = [];
    for (const member of members) {
      const sets = listVariableSets(graph.nodes[member]!);
      for (const name of sets.names) if (used.has(name)) bits.push(bitFor(bitOf, name));
      for (const prefix of sets.prefixes) {
        const key = `\u0000${prefix}`;
        if (!bitOf.has(key)) {
          if (![...used].some((name) => name.startsWith(prefix))) continue;
          prefixes.push(prefix);
        }
        bits.push(bitFor(bitOf, key));
      }
    }
    return bits.length > 0 ? bits : NO_BITS;
  });
  if (bitOf.size === 0) return { has: () => false };
  const words = Math.ceil(bitOf.size / 32);
  const empty = new Uint32Array(words);
  const predecessors: number[][] = components.map(() => []);
  components.forEach((members, component) => {
    for (const member of members) {
      for (const target of adjacency[member]!) {
        const next = componentOf[target]!;
        if (next !== component) predecessors[next]!.push(component);
      }
    }
  });
  const arrival: Uint32Array[] = components.map(() => empty);
  const departure: Uint32Array[] = components.map(() => empty);
  for (let component = components.length - 1; component >= 0; component -= 1) {
    const members = components[component]!;
    let before: Uint32Array = empty;
    for (const previous of predecessors[component]!) before = union(before, departure[previous]!);
    const own = ownBits[component]!;
    const isLoop = members.length > 1 || adjacency[members[0]!]!.includes(members[0]!);
    arrival[component] = isLoop ? withBits(before, own) : before;
    departure[component] = withBits(arrival[component]!, own);
  }
  return {
    has(position, name) {
      const bits = arrival[componentOf[position]!]!;
      if (isSet(bits, bitOf.get(name))) return true;
      for (const prefix of prefixes) {
        if (name.startsWith(prefix) && isSet(bits, bitOf.get(`\u0000${prefix}`))) return true;
      }
      return false;
    },
  };
}

const NO_BITS: readonly number[] = [];

function isSet(bits: Uint32Array, bit: number | undefined): boolean {
  return bit !== undefined && ((bits[bit >>> 5]! >>> (bit & 31)) & 1) === 1;
}

function bitFor(bitOf: Map<string, number>, key: string): number {
  let bit = bitOf.get(key);
  if (bit === undefined) {
    bit = bitOf.size;
    bitOf.set(key, bit);
  }
  return bit;
}

/** `a ∪ b`, reusing `a` or `b` when one already holds the other. */
function union(a: Uint32Array, b: Uint32Array): Uint32Array {
  if (a === b) return a;
  let aHasB = true;
  let bHasA = true;
  for (let word = 0; word < a.length; word += 1) {
    const both = (a[word]! | b[word]!) >>> 0;
    if (both !== a[word]) aHasB = false;
    if (both !== b[word]) bHasA = false;
  }
  if (aHasB) return a;
  if (bHasA) return b;
  const merged = new Uint32Array(a.length);
  for (let word = 0; word < a.length; word += 1) merged[word] = a[word]! | b[word]!;
  return merged;
}

/** `bits` with the given bits added, reusing it when they are all there already. */
function withBits(bits: Uint32Array, add: readonly number[]): Uint32Array {
  let missing = false;
  for (const bit of add) if (!isSet(bits, bit)) missing = true;
  if (!missing) return bits;
  const next = bits.slice();
  for (const bit of add) next[bit >>> 5] = next[bit >>> 5]! | (1 << (bit & 31));
  return next;
}
