import '@xyflow/react/dist/style.css';
import { generateBenchFlow } from '@plubot/flow';
import { ReactFlowProvider } from '@xyflow/react';
import { Profiler, type ProfilerOnRenderCallback, useEffect, useState } from 'react';
import type { EditorApi } from '../../helpers/editorApi';
import { createEditorStore } from '../../stores/createEditorStore';
import { EditorStoreProvider, useEditorStore, useEditorStoreApi } from '../../stores/EditorStoreContext';
import { selectLoadState } from '../../stores/editorSelectors';
import { FlowCanvas } from '../FlowCanvas';
import '../FlowEditor.css';

/** The id the benchmark's React Profiler reports under, per size. */
export const benchmarkProfilerId = (nodeCount: number) => `flow-benchmark-${nodeCount}`;

const BENCHMARK_BOT_ID = 'benchmark';

/** A flow API that serves the generated flow and never saves (the benchmark stays in the browser). */
function createBenchmarkApi(nodeCount: number): EditorApi {
  return {
    getFlow: async () => ({
      flow: { ...generateBenchFlow(nodeCount), revision: 1, updatedAt: new Date().toISOString() },
      repairs: 0,
    }),
    saveFlow: () => Promise.reject(new Error('The benchmark flow is never saved.')),
  };
}

export interface FlowBenchmarkProps {
  /** How many nodes the generated flow has (the page offers 200, 500 and 1,000). */
  readonly nodeCount: number;
  /** React's Profiler callback: every commit of the canvas with its render and base durations. */
  readonly onRender: ProfilerOnRenderCallback;
}

/**
 * The real editor canvas (the same store, nodes, edges and minimap as `/plubot/edit/flow/…`) on a
 * generated flow of `nodeCount` nodes, measured by React's Profiler. Nothing reaches the server.
 */
export function FlowBenchmark({ nodeCount, onRender }: FlowBenchmarkProps) {
  const [store] = useState(() => createEditorStore({ api: createBenchmarkApi(nodeCount) }));
  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <BenchmarkCanvas nodeCount={nodeCount} onRender={onRender} />
      </ReactFlowProvider>
    </EditorStoreProvider>
  );
}

function BenchmarkCanvas({ nodeCount, onRender }: FlowBenchmarkProps) {
  const store = useEditorStoreApi();
  const loadState = useEditorStore(selectLoadState);
  useEffect(() => {
    void store.getState().loadFlow(BENCHMARK_BOT_ID);
  }, [store]);
  return (
    <div className="flow-editor__canvas flow-benchmark__canvas">
      {loadState === 'loaded' && (
        <Profiler id={benchmarkProfilerId(nodeCount)} onRender={onRender}>
          <FlowCanvas mode="flow" />
        </Profiler>
      )}
    </div>
  );
}
