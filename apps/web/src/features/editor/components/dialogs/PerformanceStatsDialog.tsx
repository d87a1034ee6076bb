import { estimateFlowMemory, formatLastSaved, getLevelOfDetail, getPerformanceLevel } from '@plubot/flow';
import { useViewport } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { VISIBLE_ONLY_THRESHOLD } from '../../helpers/estimateNodeGeometry';
import { isLowFrameRate } from '../../helpers/frameRate';
import { toFlowGraph } from '../../helpers/toFlowGraph';
import { useFrameRate } from '../../hooks/useFrameRate';
import { useNow } from '../../hooks/useNow';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import { DialogSwitch } from './DialogSwitch';
import { EditorDialog } from './EditorDialog';

const selectStats = (state: EditorState) => ({
  nodes: state.nodes,
  edges: state.edges,
  lastSaved: state.lastSaved,
  isUltraMode: state.isUltraMode,
});

/** Performance stats (spec §2): size, estimated memory, complexity level, time since the last save. */
export function PerformanceStatsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { nodes, edges, lastSaved, isUltraMode } = useEditorStore(useShallow(selectStats));
  const { setUltraMode } = useEditorStore(useShallow(selectActions));
  const { zoom } = useViewport();
  const now = useNow(1000);
  const fps = useFrameRate();
  const { memory, performance } = useMemo(() => {
    const graph = toFlowGraph(nodes, edges);
    return { memory: estimateFlowMemory(graph), performance: getPerformanceLevel(graph) };
  }, [nodes, edges]);
  const sinceSave =
    lastSaved === null
      ? text({ flow: formatLastSaved(null, now) })
      : t('editor.performance.secondsAgo', { n: Math.max(0, Math.round((now - lastSaved) / 1000)) });

  const stats: [string, string | number][] = [
    [t('editor.performance.nodes'), nodes.length],
    [t('editor.performance.edges'), edges.length],
    [t('editor.performance.memory'), t('editor.performance.kilobytes', { n: memory.toLocaleString() })],
    [t('editor.performance.sinceSave'), sinceSave],
    [t('editor.performance.score'), performance.score],
    [t('editor.performance.level'), t(`editor.performance.levels.${performance.level}`)],
    [t('editor.performance.detail'), t(`editor.performance.lod.${getLevelOfDetail(zoom)}`)],
    [t('editor.performance.fps'), fps === null ? t('editor.performance.measuring') : fps],
    [
      t('editor.performance.visibleOnly'),
      nodes.length >= VISIBLE_ONLY_THRESHOLD ? t('editor.common.yes') : t('editor.common.no'),
    ],
  ];

  return (
    <EditorDialog title={t('editor.performance.title')} icon="📈" onClose={onClose}>
      <dl className="editor-dialog__stats">
        {stats.map(([label, value]) => (
          <div key={label} className="editor-dialog__stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {isLowFrameRate(fps) && !isUltraMode && (
        <p className="editor-dialog__message editor-dialog__message--warning" role="status">
          {t('editor.performance.lowFpsHint')}
        </p>
      )}
      {performance.suggestions.length > 0 && (
        <ul className="editor-dialog__list">
          {performance.suggestions.map((suggestion) => (
            <li key={suggestion.code} className="editor-dialog__message editor-dialog__message--warning">
              {text({ flow: suggestion })}
            </li>
          ))}
        </ul>
      )}
      <DialogSwitch checked={isUltraMode} onChange={setUltraMode}>
        {t('editor.controls.ultraMode')}
      </DialogSwitch>
    </EditorDialog>
  );
}
