import {
  getNodeWidth,
  isNodeType,
  NODE_CATALOGUE,
  type NodeStatus,
  truncateCompactTitle,
} from '@plubot/flow';
import { NodeResizer, useStore } from '@xyflow/react';
import { type CSSProperties, memo, type ReactNode, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { NodeFunnelBadge, useFunnelOverlay } from '../../../analytics';
import { getNodeAppearance } from '../../helpers/nodeAppearance';
import { type NodeHandles, withExtraSourceHandles } from '../../helpers/nodeHandles';
import { translatePlain, useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useLevelOfDetail } from '../../hooks/useLevelOfDetail';
import { useNodeAccessibleName } from '../../hooks/useNodeAccessibleName';
import { useNodePermissions } from '../../hooks/useNodePermissions';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectIsHighlighted, selectIsUltraMode } from '../../stores/editorSelectors';
import type { TextRef } from '../../types';
import {
  getNodeFrameClassName,
  renderHandles,
  selectHasOwnSize,
  selectUsedSourceHandles,
} from './nodeShellParts';
import './FlowNodes.css';

export interface NodeShellProps {
  readonly id: string;
  readonly type: string;
  readonly title: string;
  readonly selected: boolean;
  readonly handles: NodeHandles;
  /** The full view's body; the compact and mini views show only icon and title. */
  readonly children?: ReactNode;
  /** Editing shows the body at any zoom and keeps the node from being dragged. */
  readonly editing?: boolean;
  readonly error?: TextRef | null;
  readonly onDoubleClick?: () => void;
  /** The node's status (spec §3): a setup warning, a test's result … drawn as a badge. */
  readonly status?: NodeStatusBadge | null;
  /** Folded to its header (types with `isCollapsed`: HTTP, action, AI). */
  readonly collapsed?: boolean;
  /** Given for the types that fold: the header shows a fold/unfold button. */
  readonly onToggleCollapsed?: () => void;
}

/** A node status worth showing, with the text that explains it. */
export interface NodeStatusBadge {
  readonly tone: NodeStatus;
  readonly text: TextRef;
}

const STATUS_ICONS: Readonly<Record<NodeStatus, string>> = {
  success: '✅',
  warning: '⚠️',
  error: '⛔',
  processing: '⏳',
  inactive: '⏸️',
};

/**
 * The frame every node shares: accent colour and icon of its type, its handles, and the level of
 * detail of spec §4 — FULL shows the body, COMPACT the icon and a title cut to 20 characters,
 * MINI only the icon. The handles are there at every level so that edges stay attached.
 */
export const NodeShell = memo(function NodeShell({
  id,
  type,
  title,
  selected,
  handles,
  children,
  editing = false,
  error,
  onDoubleClick,
  status,
  collapsed = false,
  onToggleCollapsed,
}: NodeShellProps) {
  const { t } = useEditorTranslation();
  const text = useText();
  const lod = useLevelOfDetail();
  const isUltra = useEditorStore(selectIsUltraMode);
  const highlighted = useEditorStore(selectIsHighlighted(id));
  const used = useStore(selectUsedSourceHandles(id));
  const ownSize = useStore(selectHasOwnSize(id));
  const { canEdit } = useNodePermissions();
  const { beginNodeDrag, endNodeDrag } = useEditorStore(useShallow(selectActions));
  // The 'Analítica' overlay: null while it is off, so a node does nothing more than read it.
  const funnel = useFunnelOverlay();
  const allHandles = useMemo(
    () => withExtraSourceHandles(handles, used ? used.split('\n') : []),
    [handles, used],
  );
  const { icon, color } = getNodeAppearance(type);
  const catalogue = isNodeType(type) ? NODE_CATALOGUE[type] : undefined;
  // A resized node fills the size it was given; otherwise it takes its type's width (narrower for a
  // folded action node).
  const size: CSSProperties = ownSize
    ? { width: '100%', height: collapsed ? 'auto' : '100%' }
    : { width: catalogue ? getNodeWidth(catalogue.type, { collapsed }) : undefined };
  const level = editing ? 'FULL' : lod;
  const typeLabel = translatePlain(t, `editor.nodeTypes.${type}`, type);
  const nameRef = useNodeAccessibleName(typeLabel, title);

  const className = getNodeFrameClassName(type, level, {
    selected,
    highlighted,
    editing,
    ultra: isUltra,
    ownSize,
    status: status?.tone,
    collapsed,
  });

  return (
    <div
      ref={nameRef}
      className={className}
      style={{ '--node-accent': color, ...size } as CSSProperties}
      onDoubleClick={onDoubleClick}
      data-node-type={type}
    >
      {/* Resizing is one undoable change, never below the type's minimum size (spec §5). */}
      <NodeResizer
        isVisible={selected && !editing && !isUltra && level === 'FULL' && canEdit}
        minWidth={catalogue?.minSize.width ?? 0}
        minHeight={catalogue?.minSize.height ?? 0}
        color={color}
        onResizeStart={beginNodeDrag}
        onResizeEnd={endNodeDrag}
      />
      {funnel && (
        <NodeFunnelBadge traffic={funnel.nodes.get(id)} type={type} isWorst={funnel.worst?.nodeId === id} />
      )}
      {renderHandles('target', allHandles.targets, level === 'FULL', text)}
      {level === 'MINI' && (
        <div className="flow-node__mini" aria-hidden="true">
          {icon}
        </div>
      )}
      {level === 'COMPACT' && (
        <div className="flow-node__compact">
          <span className="flow-node__icon" aria-hidden="true">
            {icon}
          </span>
          <strong className="flow-node__title">{truncateCompactTitle(title)}</strong>
        </div>
      )}
      {level === 'FULL' && (
        <>
          <header className="flow-node__header">
            <span className="flow-node__icon" aria-hidden="true">
              {icon}
            </span>
            <span className="flow-node__title" title={title}>
              {title}
            </span>
            <span className="flow-node__type">{typeLabel}</span>
            {onToggleCollapsed && (
              <button
                type="button"
                className="flow-node__collapse nodrag"
                aria-expanded={!collapsed}
                aria-label={collapsed ? t('editor.nodes.expand') : t('editor.nodes.collapse')}
                title={collapsed ? t('editor.nodes.expand') : t('editor.nodes.collapse')}
                onClick={onToggleCollapsed}
                onDoubleClick={(event) => event.stopPropagation()}
              >
                <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
              </button>
            )}
          </header>
          {children && !collapsed && <div className="flow-node__body">{children}</div>}
          {status && (
            <p className={`flow-node__status flow-node__status--${status.tone}`}>
              <span aria-hidden="true">{STATUS_ICONS[status.tone]}</span> {text(status.text)}
            </p>
          )}
          {error && (
            <p className="flow-node__error" role="alert">
              {text(error)}
            </p>
          )}
        </>
      )}
      {renderHandles('source', allHandles.sources, level === 'FULL', text)}
    </div>
  );
});
