import { isNodeType, NODE_CATALOGUE, truncateCompactTitle } from '@plubot/flow';
import { useStore } from '@xyflow/react';
import { type CSSProperties, memo, useMemo } from 'react';
import { NodeFunnelBadge, useFunnelOverlay } from '../../../analytics';
import { getNodeAppearance } from '../../helpers/nodeAppearance';
import { getNodeHandles, withExtraSourceHandles } from '../../helpers/nodeHandles';
import { translatePlain, useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useNodeAccessibleName } from '../../hooks/useNodeAccessibleName';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectIsHighlighted, selectIsUltraMode } from '../../stores/editorSelectors';
import { getNodeFrameClassName, renderHandles, selectDistantFrame } from './nodeShellParts';

/** The title a node shows from far away: its label, an option's condition text, else its type's name. */
function readDistantTitle(data: Readonly<Record<string, unknown>>): string {
  for (const field of ['label', 'text'] as const) {
    const value = data[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** What a distant node needs of React Flow's node props, and the level it is seen at. */
export interface DistantNodeProps {
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly selected: boolean;
  readonly level: 'COMPACT' | 'MINI';
}

/**
 * A node seen from far away (spec §4's COMPACT and MINI levels): its frame and handles, with its
 * icon and short title when COMPACT and a block in its type's colour when MINI — nothing of its
 * type's form, none of the editing state, fields or summaries its full component keeps. On a flow
 * of thousands of nodes seen whole, this is most of what the canvas draws, so it is what makes
 * opening and panning a big flow cheap. Zooming in (or selecting the node) brings the full
 * component back.
 */
export const DistantNode = memo(function DistantNode({ id, type, data, selected, level }: DistantNodeProps) {
  const { t } = useEditorTranslation();
  const text = useText();
  const isUltra = useEditorStore(selectIsUltraMode);
  const highlighted = useEditorStore(selectIsHighlighted(id));
  const frame = useStore(selectDistantFrame(id));
  const ownSize = frame.startsWith('1');
  const used = frame.slice(1);
  const funnel = useFunnelOverlay();
  const { requestEdit } = useEditorStore(selectActions);
  const handles = useMemo(
    () => withExtraSourceHandles(getNodeHandles(type, data), used ? used.split('\n') : []),
    [type, data, used],
  );
  const typeLabel = translatePlain(t, `editor.nodeTypes.${type}`, type);
  const title = readDistantTitle(data) || typeLabel;
  const nameRef = useNodeAccessibleName(typeLabel, title);
  const { icon, color } = getNodeAppearance(type);
  const catalogue = isNodeType(type) ? NODE_CATALOGUE[type] : undefined;
  const size: CSSProperties = ownSize
    ? { width: '100%', height: '100%' }
    : { width: catalogue?.defaultSize.width };
  const className = getNodeFrameClassName(type, level, {
    selected,
    highlighted,
    ultra: isUltra,
    ownSize,
  });

  return (
    <div
      ref={nameRef}
      className={className}
      style={{ '--node-accent': color, ...size } as CSSProperties}
      data-node-type={type}
      // Double-click asks for the node's editor, which brings its full view in (see withNodeErrorBoundary).
      onDoubleClick={() => requestEdit(id)}
    >
      {funnel && (
        <NodeFunnelBadge traffic={funnel.nodes.get(id)} type={type} isWorst={funnel.worst?.nodeId === id} />
      )}
      {renderHandles('target', handles.targets, false, text)}
      {level === 'MINI' ? (
        // At this zoom an icon would be a few pixels across: the block in its type's colour says it.
        <div className="flow-node__mini" aria-hidden="true" />
      ) : (
        <div className="flow-node__compact">
          <span className="flow-node__icon" aria-hidden="true">
            {icon}
          </span>
          <strong className="flow-node__title">{truncateCompactTitle(title)}</strong>
        </div>
      )}
      {renderHandles('source', handles.sources, false, text)}
    </div>
  );
});
