import { useTranslation } from 'react-i18next';
import { DangerDialog } from '../../../components/DangerDialog';

export interface RemoveIntegrationDialogProps {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before removing a Discord integration; Escape or 'Cancelar' keeps it. */
export function RemoveIntegrationDialog({ name, ...state }: RemoveIntegrationDialogProps) {
  const { t } = useTranslation();
  return (
    <DangerDialog
      title={t('discordIntegrations.removeTitle', { name })}
      text={t('discordIntegrations.removeText')}
      cancelLabel={t('discordIntegrations.removeCancel')}
      confirmLabel={t('discordIntegrations.removeConfirm')}
      busyLabel={t('discordIntegrations.removing')}
      {...state}
    />
  );
}
