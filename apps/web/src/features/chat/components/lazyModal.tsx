import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPreloadError } from '../../../lib/chunkLoadError';
import type { GlobalModalProps } from '../../modals';
import { DialogFrame } from './DialogFrame';

/** Failure texts of the modals (spec §8: 'Error al iniciar simulación', 'Error al abrir modal de compartir'). */
type FailureKey = 'simulation.startError' | 'sharing.openError';

/**
 * A global modal whose code loads when it is first opened. If the download fails, the modal opens
 * with the spec's failure text instead of breaking the page, and the reload offer is raised.
 */
export function lazyModal<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  failureKey: FailureKey,
) {
  return lazy(async () => {
    try {
      const module = await load();
      return { default: module[exportName] as ComponentType<GlobalModalProps> };
    } catch (error) {
      reportPreloadError(error);
      return {
        default: (props: GlobalModalProps) => <ModalLoadFailure {...props} failureKey={failureKey} />,
      };
    }
  });
}

function ModalLoadFailure({ onClose, failureKey }: GlobalModalProps & { failureKey: FailureKey }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t(failureKey)} closeLabel={t('sharing.close')} onClose={onClose} size="md">
      <p role="alert">{t('errors.screen.chunkDescription')}</p>
    </DialogFrame>
  );
}
