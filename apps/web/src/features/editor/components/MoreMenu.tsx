import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components/Button';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectActions, selectPlubotId } from '../stores/editorSelectors';
import type { EditorDialog } from '../stores/editorStoreTypes';
import { AnalyticsMenuItem } from './AnalyticsToggle';

/**
 * The 'Más' menu (spec §2): backups (when there is a bot), versions, import/export, stats, settings,
 * routes, and the keyboard shortcuts; it stays on screen however narrow.
 */
export function MoreMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const plubotId = useEditorStore(selectPlubotId);
  const { openDialog } = useEditorStore(useShallow(selectActions));
  const ref = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);

  // On a phone the button may sit near the left edge: the menu slides back onto the screen.
  useLayoutEffect(() => {
    if (!open) {
      setShift(0);
      return;
    }
    const box = menuRef.current?.getBoundingClientRect();
    if (!box) return;
    const margin = 8;
    if (box.left < margin) setShift(margin - box.left);
    else if (box.right > window.innerWidth - margin) setShift(window.innerWidth - margin - box.right);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      focusTrigger(ref.current);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const items: { dialog: EditorDialog; icon: string; label: string }[] = [
    ...(plubotId ? [{ dialog: 'backups' as const, icon: '🛟', label: t('editor.more.backups') }] : []),
    { dialog: 'versions', icon: '🕓', label: t('editor.more.versions') },
    { dialog: 'importExport', icon: '⇅', label: t('editor.more.importExport') },
    { dialog: 'performance', icon: '📈', label: t('editor.more.performance') },
    { dialog: 'settings', icon: '🎛️', label: t('editor.more.settings') },
    { dialog: 'routes', icon: '🧭', label: t('editor.more.routes') },
    { dialog: 'shortcuts', icon: '⌨️', label: t('editor.access.shortcuts.menuItem') },
  ];

  return (
    <div className="editor-more" ref={ref}>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="menu"
        aria-label={t('editor.titleBar.more')}
        title={t('editor.titleBar.more')}
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
        <span className="editor-titlebar__label" aria-hidden="true">
          {t('editor.titleBar.more')}
        </span>
      </Button>
      {open && (
        <div
          ref={menuRef}
          className="editor-more__menu"
          role="menu"
          aria-label={t('editor.titleBar.more')}
          style={shift ? { transform: `translateX(${shift}px)` } : undefined}
        >
          {items.map((item) => (
            <button
              key={item.dialog}
              type="button"
              role="menuitem"
              className="editor-more__item"
              onClick={() => {
                // The dialog gives the focus back to what had it: the 'Más' button, not a vanished item.
                focusTrigger(ref.current);
                setOpen(false);
                openDialog(item.dialog);
              }}
            >
              <span aria-hidden="true">{item.icon}</span> {item.label}
            </button>
          ))}
          <AnalyticsMenuItem onDone={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}

/** Puts the focus on the menu's 'Más' button, the first button inside `root`. */
function focusTrigger(root: HTMLElement | null): void {
  root?.querySelector<HTMLButtonElement>('button')?.focus();
}
