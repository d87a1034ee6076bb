import { NODE_CATALOGUE } from '@plubot/flow';
import { useReactFlow, useStoreApi } from '@xyflow/react';
import {
  type DragEvent,
  type KeyboardEvent,
  memo,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { getBrowserStorage } from '../helpers/browserStorage';
import { isFavoriteKey, readFavorites, toggleFavorite, writeFavorites } from '../helpers/favorites';
import {
  buildPaletteSections,
  createPalettePayload,
  PALETTE_DRAG_FORMATS,
  type PaletteEntry,
} from '../helpers/paletteEntries';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import { selectActions, selectBotPowers, selectLoadState } from '../stores/editorSelectors';
import './NodePalette.css';

/** Phones: the palette starts closed and overlays the canvas when opened. */
export const NARROW_SCREEN = '(max-width: 768px)';

/**
 * The node palette (spec §3): favourites, basic, advanced, integrations, AI and the bot's powers.
 * Entries are dragged onto the canvas, or clicked (or Enter) to add the node in the middle of the
 * view — for touch screens and keyboards. The star keeps an entry among the favourites; each entry
 * is one Tab stop, and F on a focused entry toggles its star (the star itself takes clicks and taps).
 */
export function NodePalette() {
  const { t } = useTranslation();
  const [favorites, setFavorites] = useState(() => {
    const storage = getBrowserStorage();
    return storage ? readFavorites(storage) : [];
  });
  const [open, setOpen] = useState(() => !window.matchMedia(NARROW_SCREEN).matches);
  const botPowers = useEditorStore(selectBotPowers);
  const loaded = useEditorStore(selectLoadState) === 'loaded';
  const { addNode } = useEditorStore(useShallow(selectActions));
  const flow = useStoreApi();
  const editor = useEditorStoreApi();
  const { setCenter } = useReactFlow();
  const sections = useMemo(() => buildPaletteSections({ favorites, botPowers }), [favorites, botPowers]);
  const keyHintId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const onToggleFavorite = useCallback((entryId: string) => {
    setFavorites((current) => {
      const next = toggleFavorite(current, entryId);
      const storage = getBrowserStorage();
      if (storage) writeFavorites(storage, next);
      return next;
    });
  }, []);

  const onFavoriteKey = useCallback(
    (entryId: string, label: string, wasFavorite: boolean) => {
      onToggleFavorite(entryId);
      setAnnouncement(
        wasFavorite
          ? t('editor.palette.favoriteRemoved', { node: label })
          : t('editor.palette.favoriteAdded', { node: label }),
      );
      // Taken out of Favoritos, the focused entry is gone: the focus moves to the same entry in its group.
      requestAnimationFrame(() => {
        const content = contentRef.current;
        if (!content || content.contains(document.activeElement)) return;
        const entries = content.querySelectorAll<HTMLButtonElement>(
          `.node-palette__entry[data-entry-id="${CSS.escape(entryId)}"]`,
        );
        entries[entries.length - 1]?.focus();
      });
    },
    [onToggleFavorite, t],
  );

  const onAdd = useCallback(
    (entry: PaletteEntry) => {
      const { width, height, transform } = flow.getState();
      const [x, y, zoom] = transform;
      const size = NODE_CATALOGUE[entry.type].defaultSize;
      const centre = { x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom };
      const id = addNode(
        entry.type,
        { x: centre.x - size.width / 2, y: centre.y - size.height / 2 },
        entry.data,
        {
          placement: 'free',
        },
      );
      // The free spot may lie beyond the edge of a small screen: the view follows the new node.
      const added = editor.getState().nodes.find((node) => node.id === id);
      if (added && !isInView(added.position, size, { x, y, zoom, width, height })) {
        void setCenter(added.position.x + size.width / 2, added.position.y + size.height / 2, {
          zoom,
          duration: 300,
        });
      }
      // On a phone the open palette covers the canvas: close it so the new node shows.
      if (window.matchMedia(NARROW_SCREEN).matches) setOpen(false);
    },
    [addNode, flow, editor, setCenter],
  );

  return (
    <aside
      className={`node-palette${open ? '' : ' node-palette--closed'}`}
      aria-label={t('editor.palette.title')}
    >
      <button
        type="button"
        className="node-palette__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        aria-label={open ? t('editor.palette.hide') : t('editor.palette.show')}
        title={open ? t('editor.palette.hide') : t('editor.palette.show')}
      >
        <span aria-hidden="true">{open ? '⟨' : '🧰'}</span>
        <span className="node-palette__toggle-label">{t('editor.palette.title')}</span>
      </button>
      {open && (
        <div className="node-palette__content" ref={contentRef}>
          <p className="node-palette__hint">{t('editor.palette.hint')}</p>
          <p id={keyHintId} className="visually-hidden">
            {t('editor.palette.favoriteKeyHint')}
          </p>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
          {sections.map((section) => (
            <section key={section.id} className="node-palette__section">
              <h2 className="node-palette__heading">{t(`editor.palette.groups.${section.id}`)}</h2>
              {section.entries.length === 0 ? (
                <p className="node-palette__empty">{t('editor.palette.noPowers')}</p>
              ) : (
                <ul className="node-palette__list">
                  {section.entries.map((entry) => (
                    <PaletteItem
                      key={`${section.id}-${entry.id}`}
                      entry={entry}
                      label={entry.label ?? t(entry.labelKey as 'editor.nodeTypes.message')}
                      favorite={favorites.includes(entry.id)}
                      disabled={!loaded}
                      keyHintId={keyHintId}
                      onAdd={onAdd}
                      onToggleFavorite={onToggleFavorite}
                      onFavoriteKey={onFavoriteKey}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </aside>
  );
}

interface PaletteItemProps {
  entry: PaletteEntry;
  label: string;
  favorite: boolean;
  disabled: boolean;
  /** The hidden text that tells the F key, read after each entry's name. */
  keyHintId: string;
  onAdd: (entry: PaletteEntry) => void;
  onToggleFavorite: (entryId: string) => void;
  onFavoriteKey: (entryId: string, label: string, wasFavorite: boolean) => void;
}

const PaletteItem = memo(function PaletteItem({
  entry,
  label,
  favorite,
  disabled,
  keyHintId,
  onAdd,
  onToggleFavorite,
  onFavoriteKey,
}: PaletteItemProps) {
  const { t } = useTranslation();
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(PALETTE_DRAG_FORMATS.payload, createPalettePayload(entry));
    event.dataTransfer.setData(PALETTE_DRAG_FORMATS.type, entry.type);
    event.dataTransfer.effectAllowed = 'move';
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isFavoriteKey(event)) return;
    event.preventDefault();
    onFavoriteKey(entry.id, label, favorite);
  };
  return (
    <li className="node-palette__item">
      <button
        type="button"
        className="node-palette__entry"
        draggable={!disabled}
        disabled={disabled}
        onDragStart={onDragStart}
        onClick={() => onAdd(entry)}
        onKeyDown={onKeyDown}
        title={`${t('editor.palette.addHint', { node: label })} · ${favorite ? t('editor.palette.unfavoriteKey') : t('editor.palette.favoriteKey')}`}
        aria-describedby={keyHintId}
        aria-keyshortcuts="F"
        data-node-type={entry.type}
        data-entry-id={entry.id}
      >
        <span className="node-palette__icon" aria-hidden="true">
          {entry.icon}
        </span>
        <span className="node-palette__label">{label}</span>
      </button>
      {/* Not a Tab stop of its own: the entry's F does the same from the keyboard. */}
      <button
        type="button"
        tabIndex={-1}
        className={`node-palette__star${favorite ? ' is-favorite' : ''}`}
        aria-pressed={favorite}
        aria-label={
          favorite
            ? t('editor.palette.unfavorite', { node: label })
            : t('editor.palette.favorite', { node: label })
        }
        onClick={() => onToggleFavorite(entry.id)}
      >
        {favorite ? '★' : '☆'}
      </button>
    </li>
  );
});

/** Whether a box of the flow lies wholly inside the view (`x`, `y`, `zoom`: the view's transform). */
function isInView(
  position: { x: number; y: number },
  size: { width: number; height: number },
  view: { x: number; y: number; zoom: number; width: number; height: number },
): boolean {
  const left = position.x * view.zoom + view.x;
  const top = position.y * view.zoom + view.y;
  return (
    left >= 0 &&
    top >= 0 &&
    left + size.width * view.zoom <= view.width &&
    top + size.height * view.zoom <= view.height
  );
}
