import { NODE_CATALOGUE, type NodeType } from '@plubot/flow';
import { Panel, type ReactFlowState, useStore, ViewportPortal } from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { type ChangesView, type LiveNode, useChangesView } from './changesView';

interface Box {
  readonly id: string;
  readonly kind: 'added' | 'changed' | 'removed';
  readonly title: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A node type's size on the canvas before React Flow has measured it. */
function defaultSize(type: string) {
  return type in NODE_CATALOGUE ? NODE_CATALOGUE[type as NodeType].defaultSize : { width: 240, height: 120 };
}

/** Where the nodes `ids` of the draft are, as React Flow places them (measured once drawn), as text. */
const placesOf =
  (ids: readonly string[]) =>
  (state: ReactFlowState): string => {
    const places: Record<string, { x: number; y: number; width: number; height: number }> = {};
    for (const id of ids) {
      const node = state.nodeLookup.get(id);
      if (!node) continue;
      const size = node.measured.width ? node.measured : defaultSize(node.type ?? '');
      places[id] = {
        x: node.internals.positionAbsolute.x,
        y: node.internals.positionAbsolute.y,
        width: size.width ?? 240,
        height: size.height ?? 120,
      };
    }
    // Text, so that the layer re-renders only when a framed node moves or is measured, never per
    // pan or zoom frame.
    return JSON.stringify(places);
  };

/**
 * The draft's changes drawn over the canvas (issue #28, 'Ver en el lienzo'): nodes added framed in
 * green, nodes changed in amber, nodes removed as red dashed ghosts where the live version has
 * them; a bar says what the colours mean and closes the view. Drawn in the viewport's own space
 * (`ViewportPortal`), so it pans and zooms with the flow and costs nothing while closed.
 */
export function ChangesOverlay() {
  const { view, hide } = useChangesView(useShallow((state) => ({ view: state.view, hide: state.hide })));
  useEffect(() => hide, [hide]);
  return view ? <ChangesLayer view={view} onClose={hide} /> : null;
}

/** The frames, ghosts and bar of an open changes view (subscribed to React Flow only while open). */
function ChangesLayer({ view, onClose }: { view: ChangesView; onClose: () => void }) {
  const { t } = useTranslation();
  const { diff } = view;
  const framed = useMemo(() => [...diff.nodes.added, ...diff.nodes.changed].map((node) => node.id), [diff]);
  const placesText = useStore(useMemo(() => placesOf(framed), [framed]));
  const places = useMemo(
    () => JSON.parse(placesText) as Record<string, { x: number; y: number; width: number; height: number }>,
    [placesText],
  );
  const boxes: Box[] = [];
  for (const [kind, list] of [
    ['added', diff.nodes.added],
    ['changed', diff.nodes.changed],
  ] as const) {
    for (const node of list) {
      const place = places[node.id];
      if (place) boxes.push({ id: node.id, kind, title: node.title, ...place });
    }
  }
  const live = new Map<string, LiveNode>(view.liveNodes.map((node) => [node.id, node]));
  for (const node of diff.nodes.removed) {
    const old = live.get(node.id);
    if (!old) continue;
    const size = defaultSize(old.type);
    boxes.push({ id: node.id, kind: 'removed', title: node.title, ...old.position, ...size });
  }
  return (
    <>
      <ViewportPortal>
        {boxes.map((box) => (
          <div
            key={`${box.kind}-${box.id}`}
            className={`changes-overlay__box changes-overlay__box--${box.kind}`}
            data-change={box.kind}
            data-node-id={box.id}
            style={{ transform: `translate(${box.x}px, ${box.y}px)`, width: box.width, height: box.height }}
          >
            {box.kind === 'removed' && <span className="changes-overlay__ghost">{box.title}</span>}
          </div>
        ))}
      </ViewportPortal>
      <Panel position="top-center" className="changes-overlay__bar">
        <p role="status">
          {t('editor.publishing.canvas.legend', {
            added: diff.nodes.added.length,
            changed: diff.nodes.changed.length,
            removed: diff.nodes.removed.length,
          })}
        </p>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('editor.publishing.canvas.close')}
        </Button>
      </Panel>
    </>
  );
}
