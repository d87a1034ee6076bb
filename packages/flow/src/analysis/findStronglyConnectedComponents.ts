/**
 * Tarjan's algorithm, iterative so that long chains cannot overflow the call stack. Nodes are
 * indices `0..adjacency.length - 1`. Components come out in reverse topological order: every
 * component appears after all components reachable from it. Runs in O(nodes + edges).
 */
export function findStronglyConnectedComponents(adjacency: readonly (readonly number[])[]): number[][] {
  const count = adjacency.length;
  const index = new Int32Array(count).fill(-1);
  const lowLink = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const nextChild = new Int32Array(count);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;

  for (let root = 0; root < count; root += 1) {
    if (index[root] !== -1) continue;
    const callStack = [root];
    index[root] = lowLink[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (callStack.length > 0) {
      const node = callStack[callStack.length - 1]!;
      const children = adjacency[node]!;
      const childIndex = nextChild[node]!;
      if (childIndex < children.length) {
        nextChild[node] = childIndex + 1;
        const child = children[childIndex]!;
        if (index[child] === -1) {
          index[child] = lowLink[child] = counter++;
          stack.push(child);
          onStack[child] = 1;
          callStack.push(child);
        } else if (onStack[child]) {
          lowLink[node] = Math.min(lowLink[node]!, index[child]!);
        }
        continue;
      }
      callStack.pop();
      const parent = callStack[callStack.length - 1];
      if (parent !== undefined) lowLink[parent] = Math.min(lowLink[parent]!, lowLink[node]!);
      if (lowLink[node] !== index[node]) continue;
      const component: number[] = [];
      let member: number;
      do {
        member = stack.pop()!;
        onStack[member] = 0;
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  }
  return components;
}
