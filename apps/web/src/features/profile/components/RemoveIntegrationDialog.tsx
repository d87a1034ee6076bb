import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import '../../../components/DangerDialog.css';

export interface RemoveIntegrationDialogProps {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before removing a Discord integration; Escape or 'Cancelar' keeps it. */
export function RemoveIntegrationDialog({
  name,
  busy,
  error,
  onConfirm,
  onCancel,
}: RemoveIntegrationDialogProps) {
  const { t } = useTranslation();
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
        {t('discordIntegrations.removeTitle', { name })}
      </h2>
      <p id={textId} className="delete-dialog__text">
        {t('discordIntegrations.removeText')}
      </p>
      {error && (
        <p className="delete-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="delete-dialog__actions">
        <Button variant="ghost" onClick={onCancel} disabled={busy} autoFocus>
          {t('discordIntegrations.removeCancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('discordIntegrations.removing') : t('discordIntegrations.removeConfirm')}
        </Button>
      </div>
    </dialog>
  );
}
