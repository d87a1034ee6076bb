import { useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import './DangerDialog.css';

export interface DangerDialogProps {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** What the confirm button says while the action runs. */
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone (deleting a bot, removing an integration): a modal
 * alert dialog where Escape or the cancel button (focused first) keep things as they are.
 */
export function DangerDialog({
  title,
  text,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: DangerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="delete-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="delete-dialog__title">
        {title}
      </h2>
      <p id={textId} className="delete-dialog__text">
        {text}
      </p>
      {error && (
        <p className="delete-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="delete-dialog__actions">
        <Button variant="ghost" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
