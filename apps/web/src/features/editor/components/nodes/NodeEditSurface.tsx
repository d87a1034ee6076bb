import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatNodeName } from '../../helpers/formatNodeName';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import './NodeEditSurface.css';

/** Phones: a node's editor opens as a sheet at the bottom of the screen instead of inside the node. */
export const EDIT_SHEET_SCREEN = '(max-width: 720px)';

/**
 * Where a node edited in place shows its form: inside the node, or — on a phone, where a zoomed-out
 * node is too small to type in — in a bottom sheet over the editor with 16 px text (iOS zooms into
 * smaller fields). The sheet is a portal: its events still reach the node's handlers in React.
 */
export function NodeEditSurface({
  type,
  title,
  children,
}: {
  type: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useEditorTranslation();
  const typeLabel = t(`editor.nodeTypes.${type}` as 'editor.nodeTypes.message', { defaultValue: type });
  const name = formatNodeName(typeLabel, title, (parts) => t('editor.access.nodeName', parts));
  const narrow = useMediaQuery(EDIT_SHEET_SCREEN);
  const host = narrow ? document.querySelector('.flow-editor') : null;
  if (!host) return <>{children}</>;
  return (
    <>
      <p className="flow-node__text">{t('editor.access.editingBelow')}</p>
      {createPortal(
        <div className="node-sheet" role="dialog" aria-label={t('editor.access.editSheet', { name })}>
          <p className="node-sheet__title">{name}</p>
          {children}
        </div>,
        host,
      )}
    </>
  );
}
