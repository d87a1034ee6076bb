import { BaseEdge, EdgeLabelRenderer, type EdgeProps, getBezierPath } from '@xyflow/react';
import { memo } from 'react';
import { EdgeTrafficLabel, edgeTrafficKey, scaleEdgeWidth, useFunnelOverlay } from '../../../analytics';
import { EDGE_COLORS } from '../../helpers/nodeAppearance';
import { useEdgeAccessibleName } from '../../hooks/useEdgeAccessibleName';
import { useLevelOfDetail } from '../../hooks/useLevelOfDetail';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectIsLowMotion } from '../../stores/editorSelectors';
import type { EditorEdge } from '../../types';
import './EliteEdge.css';

/** The stroke colour of an edge: its own style, else the colour of its `data.type`. */
function strokeOf(edge: Pick<EdgeProps<EditorEdge>, 'style' | 'data'>): string {
  if (typeof edge.style?.stroke === 'string') return edge.style.stroke;
  const kind = edge.data?.type;
  return typeof kind === 'string' && kind in EDGE_COLORS
    ? EDGE_COLORS[kind as keyof typeof EDGE_COLORS]
    : EDGE_COLORS.default;
}

/**
 * Every edge type of the flow (elite, eliteEdge, success-edge …) draws with this one memoised
 * component: a bezier curve in the edge's colour, animated only at full detail outside Ultra mode
 * (spec §4), with its label when it has one.
 */
export const EliteEdge = memo(function EliteEdge(props: EdgeProps<EditorEdge>) {
  const lod = useLevelOfDetail();
  const lowMotion = useEditorStore(selectIsLowMotion);
  const [path, labelX, labelY] = getBezierPath(props);
  const animate = props.animated === true && lod === 'FULL' && !lowMotion;
  const stroke = strokeOf(props);
  // The 'Analítica' overlay: the thickness says how many conversations took this connection.
  const funnel = useFunnelOverlay();
  const traffic = funnel ? (funnel.edges.get(edgeTrafficKey(props.source, props.target)) ?? 0) : null;
  const baseWidth = props.style?.strokeWidth ?? (props.selected ? 2.5 : 1.75);
  const nameRef = useEdgeAccessibleName(props.source, props.target, props.label);
  return (
    <g ref={nameRef}>
      <BaseEdge
        id={props.id}
        path={path}
        markerEnd={props.markerEnd}
        interactionWidth={lod === 'MINI' ? 0 : 20}
        className={[
          'elite-edge',
          animate ? 'elite-edge--animated' : '',
          props.selected ? 'elite-edge--selected' : '',
          traffic === 0 ? 'elite-edge--cold' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={{
          ...props.style,
          stroke,
          strokeWidth: funnel && traffic !== null ? scaleEdgeWidth(traffic, funnel.maxEdgeCount) : baseWidth,
        }}
      />
      {traffic !== null && traffic > 0 && lod === 'FULL' ? (
        <EdgeTrafficLabel count={traffic} label={props.label} x={labelX} y={labelY} />
      ) : (
        props.label &&
        lod === 'FULL' && (
          <EdgeLabelRenderer>
            <div
              className="elite-edge__label nodrag nopan"
              style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            >
              {props.label}
            </div>
          </EdgeLabelRenderer>
        )
      )}
    </g>
  );
});

/** Edge components by type, at module scope; unknown types fall back to `default`, also this one. */
export const EDGE_TYPES = {
  default: EliteEdge,
  elite: EliteEdge,
  eliteEdge: EliteEdge,
  'elite-edge': EliteEdge,
  'success-edge': EliteEdge,
  'warning-edge': EliteEdge,
  'error-edge': EliteEdge,
  'custom-edge': EliteEdge,
};
