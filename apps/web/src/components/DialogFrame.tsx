import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './DialogFrame.css';

export interface DialogFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The frame of the chat-related global modals (simulation, share panel): a labelled modal dialog
 * over a dimmed page. Escape and the backdrop close it; focus moves in and goes back on close.
 */
export function DialogFrame({
  title,
  subtitle,
  closeLabel,
  onClose,
  children,
  size = 'lg',
  className,
}: DialogFrameProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepFocusInside(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <div className="dialog-frame__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`dialog-frame dialog-frame--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="dialog-frame__header">
          <div className="dialog-frame__titles">
            <h2 id={titleId} className="dialog-frame__title">
              {title}
            </h2>
            {subtitle && <p className="dialog-frame__subtitle">{subtitle}</p>}
          </div>
          <button
            type="button"
            className="dialog-frame__close"
            onClick={onClose}
            aria-label={closeLabel}
            title={closeLabel}
          >
            ×
          </button>
        </header>
        <div className="dialog-frame__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (!dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
