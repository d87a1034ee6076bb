import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame';
import { reportPreloadError } from '../../../lib/chunkLoadError';

/** Failure texts of the modals (spec §8: 'Error al iniciar simulación', 'Error al abrir modal de compartir'). */
type FailureKey = 'simulation.startError' | 'sharing.openError';

/**
 * A global modal whose code loads when it is first opened. If the download fails, the modal opens
 * with the spec's failure text instead of breaking the page, and the reload offer is raised.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound for any component.
export function lazyModal<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  exportName: K,
  failureKey: FailureKey,
) {
  return lazy(async () => {
    try {
      const module = await load();
      return { default: module[exportName] };
    } catch (error) {
      reportPreloadError(error);
      return {
        default: ((props: { onClose: () => void }) => (
          <ModalLoadFailure onClose={props.onClose} failureKey={failureKey} />
        )) as M[K],
      };
    }
  });
}

function ModalLoadFailure({ onClose, failureKey }: { onClose: () => void; failureKey: FailureKey }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t(failureKey)} closeLabel={t('sharing.close')} onClose={onClose} size="md">
      <p role="alert">{t('errors.screen.chunkDescription')}</p>
    </DialogFrame>
  );
}
