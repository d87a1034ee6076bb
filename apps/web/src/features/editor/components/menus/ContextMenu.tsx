import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import './ContextMenu.css';

/** One entry of a context menu; the application supplies them (spec §2). */
export interface ContextMenuItem {
  readonly id: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly onSelect: () => void;
  readonly disabled?: boolean;
  readonly danger?: boolean;
}

/** A titled group of entries. */
export interface ContextMenuSection {
  readonly id: string;
  readonly title?: string;
  readonly items: readonly ContextMenuItem[];
}

export interface ContextMenuProps {
  readonly label: string;
  /** Position relative to the canvas pane. */
  readonly x: number;
  readonly y: number;
  readonly sections: readonly ContextMenuSection[];
  readonly onClose: () => void;
}

/**
 * A menu at a point of the canvas. It closes on a click outside it, on Escape and after a choice;
 * it moves back inside the canvas when it would overflow, arrow keys move between entries, and the
 * focus returns to where it was when the menu opened.
 */
export function ContextMenu({ label, x, y, sections, onClose }: ContextMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: x, top: y });
  // What had the focus when the menu opened (the node, by Shift+F10): it gets it back on closing.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(
    () => () => {
      const active = document.activeElement;
      const lost = active === null || active === document.body;
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );

  useLayoutEffect(() => {
    const menu = ref.current;
    const parent = menu?.offsetParent as HTMLElement | null;
    if (!menu || !parent) return;
    setPosition({
      left: Math.max(4, Math.min(x, parent.clientWidth - menu.offsetWidth - 4)),
      top: Math.max(4, Math.min(y, parent.clientHeight - menu.offsetHeight - 4)),
    });
    menu.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [x, y]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div
      ref={ref}
      className="editor-context-menu"
      role="menu"
      aria-label={label}
      style={position}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {sections.map((section) => (
        <div key={section.id} className="editor-context-menu__section">
          {section.title && <p className="editor-context-menu__title">{section.title}</p>}
          {section.items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              className={`editor-context-menu__item${item.danger ? ' editor-context-menu__item--danger' : ''}`}
              disabled={item.disabled}
              onClick={() => {
                item.onSelect();
                onClose();
              }}
            >
              {item.icon && (
                <span className="editor-context-menu__icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              {item.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
