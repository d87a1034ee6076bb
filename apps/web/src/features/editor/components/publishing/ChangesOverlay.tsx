import { Panel, type ReactFlowState, useStore, ViewportPortal } from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { type ChangesView, useChangesView } from './changesView';
import { defaultSize, layoutChanges, nodesToPlace, type Place } from './layoutChanges';

/**
 * Where the nodes `ids` of the draft are, as React Flow places them (measured once drawn), with
 * their source handles, as text.
 */
const placesOf =
  (ids: readonly string[]) =>
  (state: ReactFlowState): string => {
    const places: Record<string, Place> = {};
    for (const id of ids) {
      const node = state.nodeLookup.get(id);
      if (!node) continue;
      const size = node.measured.width ? node.measured : defaultSize(node.type ?? '');
      const handles: Record<string, number> = {};
      for (const handle of node.internals.handleBounds?.source ?? []) {
        handles[handle.id ?? ''] = handle.x + handle.width / 2;
      }
      places[id] = {
        x: node.internals.positionAbsolute.x,
        y: node.internals.positionAbsolute.y,
        width: size.width ?? 240,
        height: size.height ?? 120,
        handles,
      };
    }
    // Text, so that the layer re-renders only when a framed node moves or is measured, never per
    // pan or zoom frame.
    return JSON.stringify(places);
  };

/**
 * The draft's changes drawn over the canvas (issue #28, 'Ver en el lienzo'): nodes and connections
 * added in green, nodes changed in amber, nodes and connections removed as red dashed ghosts where
 * the live version has them; a bar says what the colours mean and closes the view. Drawn in the viewport's own space
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
  const drawn = useMemo(() => nodesToPlace(diff), [diff]);
  const placesText = useStore(useMemo(() => placesOf(drawn), [drawn]));
  const { boxes, connections } = useMemo(
    () => layoutChanges(diff, JSON.parse(placesText) as Record<string, Place>, view.liveNodes),
    [diff, placesText, view.liveNodes],
  );
  return (
    <>
      <ViewportPortal>
        {connections.length > 0 && (
          <svg className="changes-overlay__connections" aria-hidden="true">
            {connections.map((connection) => (
              <path
                key={`${connection.kind}-${connection.id}`}
                className={`changes-overlay__connection changes-overlay__connection--${connection.kind}`}
                data-change={connection.kind}
                data-edge-id={connection.id}
                d={connection.path}
              />
            ))}
          </svg>
        )}
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
            added: diff.counts.added,
            changed: diff.counts.changed,
            removed: diff.counts.removed,
          })}
        </p>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('editor.publishing.canvas.close')}
        </Button>
      </Panel>
    </>
  );
}
