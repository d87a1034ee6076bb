import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './EditorDialog.css';

export interface EditorDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Closing by Escape, backdrop or the × button; omit for dialogs that need an answer. */
  readonly onClose?: () => void;
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly icon?: string;
  readonly tone?: 'default' | 'warning';
}

/**
 * A modal dialog of the editor on the native `<dialog>`: focus stays inside, Escape and a click on
 * the backdrop close it when it can be closed, and the focus returns to where it was.
 */
export function EditorDialog({
  title,
  children,
  onClose,
  footer,
  size = 'md',
  icon,
  tone = 'default',
}: EditorDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // What had the focus before (a button, a node): it gets it back when the dialog goes, since a
    // dialog taken out of the page does not give it back itself.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      const active = document.activeElement;
      if ((active === null || active === document.body) && opener?.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`editor-dialog editor-dialog--${size} editor-dialog--${tone}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        if (event.target === ref.current && onClose) onClose();
      }}
    >
      <div className="editor-dialog__panel">
        <header className="editor-dialog__header">
          <h2 id={titleId} className="editor-dialog__title">
            {icon && <span aria-hidden="true">{icon} </span>}
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="editor-dialog__close"
              aria-label={t('common.dismiss')}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </header>
        <div className="editor-dialog__body">{children}</div>
        {footer && <footer className="editor-dialog__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
