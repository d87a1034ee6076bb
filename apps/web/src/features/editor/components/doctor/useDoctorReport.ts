import { type DoctorContext, type DoctorReport, examineFlow } from '@plubot/flow';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDoctorReportQuery, useMarkDoctorStale } from '../../../doctor';
import { toFlowGraph } from '../../helpers/toFlowGraph';
import { useEditorStore, useEditorStoreApi } from '../../stores/EditorStoreContext';
import type { EditorState } from '../../stores/editorStoreTypes';
import type { EditorNode } from '../../types';

/** How long after the last change the open panel examines the flow again. */
export const DOCTOR_DEBOUNCE_MS = 600;

/**
 * The context used when the server's could not be read: the plan's limit and the services are
 * unknown, so nothing is reported about them (the panel says they were not checked).
 */
const UNKNOWN_CONTEXT: DoctorContext = {
  maxMenuButtons: null,
  services: { ai: true, mail: true, discord: true },
};

/** What a finding's node is called on the canvas: its label, or its type's name without one. */
export interface DoctorNodeName {
  readonly label: string | null;
  readonly type: EditorNode['type'];
}

/** Bot Doctor's view of the flow in the editor. */
export interface EditorDoctor {
  /** The latest report on the store's graph; null until the context is known and the flow loaded. */
  readonly report: DoctorReport | null;
  /** The names of the nodes the findings concern, as they were when the report was made. */
  readonly nodeNames: ReadonlyMap<string, DoctorNodeName>;
  /** 'error': the server's context could not be read, services were not checked. */
  readonly contextStatus: 'pending' | 'ready' | 'error';
  /** Examines the flow now and returns the new report (null before the context is known). */
  readonly refresh: () => DoctorReport | null;
}

const selectPlubotId = (state: EditorState) => state.plubotId;
const selectLoaded = (state: EditorState) => state.loadState === 'loaded';

/**
 * Runs Bot Doctor (`examineFlow` of `@plubot/flow`) on the editor's graph with the server's context
 * (fetched once per bot). Never on every render: at once when the flow loads or the panel opens,
 * then — through a store subscription that re-renders nothing — {@link DOCTOR_DEBOUNCE_MS} after the
 * last change while the panel is open, or after each successful save while it is closed, so the
 * title bar's badge follows the saved flow. Each save also marks the server's answers (bot cards,
 * sharing panel) stale.
 */
export function useDoctorReport(open: boolean): EditorDoctor {
  const store = useEditorStoreApi();
  const plubotId = useEditorStore(selectPlubotId);
  const loaded = useEditorStore(selectLoaded);
  // Asked once the flow is on screen: the server examines the flow too, and on a big flow that
  // would compete with loading it.
  const query = useDoctorReportQuery(loaded ? plubotId : null, { staleTime: Number.POSITIVE_INFINITY });
  const context = query.data?.context ?? (query.isError ? UNKNOWN_CONTEXT : null);
  const markStale = useMarkDoctorStale();
  const [result, setResult] = useState<Pick<EditorDoctor, 'report' | 'nodeNames'>>(EMPTY);
  const examined = useRef<{
    nodes: unknown;
    edges: unknown;
    context: DoctorContext;
    report: DoctorReport;
  } | null>(null);

  const examine = useCallback(
    (force: boolean): DoctorReport | null => {
      const { nodes, edges, loadState } = store.getState();
      if (!context || loadState !== 'loaded') return null;
      const last = examined.current;
      if (!force && last?.nodes === nodes && last.edges === edges && last.context === context) {
        return last.report;
      }
      const report = examineFlow(toFlowGraph(nodes, edges), context);
      examined.current = { nodes, edges, context, report };
      setResult({ report, nodeNames: nameFindingNodes(report, nodes) });
      return report;
    },
    [store, context],
  );

  // The nodes on the canvas show a service this server lacks (their status), and the start node the
  // bot's welcome it greets with, from the same context.
  useEffect(() => {
    if (!query.data) return;
    store.getState().setServices(query.data.context.services);
    store.getState().setBotWelcome(query.data.context.initialMessage ?? null);
  }, [store, query.data]);

  // At once when the context arrives or the flow loads, and when the panel opens on unsaved edits.
  useEffect(() => {
    if (loaded) examine(false);
  }, [examine, loaded]);
  useEffect(() => {
    if (open) examine(false);
  }, [examine, open]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      const saved = state.serverUpdatedAt !== previous.serverUpdatedAt;
      if (saved && previous.serverUpdatedAt !== '') markStale();
      if (saved || (open && state.contentVersion !== previous.contentVersion)) {
        clearTimeout(timer);
        timer = setTimeout(() => examine(false), DOCTOR_DEBOUNCE_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store, examine, open, markStale]);

  const refresh = useCallback(() => examine(true), [examine]);
  const contextStatus = query.data ? 'ready' : query.isError ? 'error' : 'pending';
  return { ...result, contextStatus, refresh };
}

const EMPTY: Pick<EditorDoctor, 'report' | 'nodeNames'> = { report: null, nodeNames: new Map() };

/** The names of the nodes a report's findings concern. */
function nameFindingNodes(report: DoctorReport, nodes: readonly EditorNode[]): Map<string, DoctorNodeName> {
  const wanted = new Set(report.findings.flatMap((finding) => finding.nodeIds));
  const names = new Map<string, DoctorNodeName>();
  if (wanted.size === 0) return names;
  for (const node of nodes) {
    if (!wanted.has(node.id)) continue;
    const label =
      typeof node.data.label === 'string' && node.data.label.trim() ? node.data.label.trim() : null;
    names.set(node.id, { label, type: node.type });
  }
  return names;
}
