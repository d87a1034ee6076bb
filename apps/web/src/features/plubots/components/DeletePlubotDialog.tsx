import { useTranslation } from 'react-i18next';
import { DangerDialog } from '../../../components/DangerDialog';

export interface DeletePlubotDialogProps {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting a bot; Escape or 'Cancelar' keeps it. */
export function DeletePlubotDialog({ name, ...state }: DeletePlubotDialogProps) {
  const { t } = useTranslation();
  return (
    <DangerDialog
      title={t('profile.deleteDialog.title', { name })}
      text={t('profile.deleteDialog.text')}
      cancelLabel={t('profile.deleteDialog.cancel')}
      confirmLabel={t('profile.deleteDialog.confirm')}
      busyLabel={t('profile.deleteDialog.deleting')}
      {...state}
    />
  );
}
