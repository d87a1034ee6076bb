import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import type { PlubotListItem } from '../../plubots';
import {
  DeletePlubotDialog,
  PlubotCard,
  useDeletePlubot,
  usePlubotSyncStore,
  usePlubotsQuery,
} from '../../plubots';

import './ProfilePlubotsPanel.css';

const selectIsSyncing = (state: { isSyncing: boolean }) => state.isSyncing;

/**
 * The 'Plubots' tab: the user's bots, each with the editor, its identity, its conversations,
 * sharing, sync and deletion (asked first), and the ways to create another.
 */
export function ProfilePlubotsPanel() {
  const { t } = useTranslation();
  const list = usePlubotsQuery();
  const remove = useDeletePlubot();
  const isSyncing = usePlubotSyncStore(selectIsSyncing);
  const [toDelete, setToDelete] = useState<PlubotListItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 5000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const confirmDelete = () => {
    if (!toDelete) return;
    const target = toDelete;
    remove.mutate(target, {
      onSuccess: (result) => {
        setToDelete(null);
        setNotice(result.message || t('profile.localDeleted', { name: target.name }));
      },
    });
  };
  const deleteError = remove.isError ? getErrorMessage(remove.error, t('profile.deleteFailed')) : null;

  return (
    <div className="profile-plubots">
      <div className="profile__bots-header">
        <h2 className="profile__bots-title">{t('profile.myBots')}</h2>
        <div className="profile__bots-actions">
          <ButtonLink to="/welcome">{t('profile.createNew')}</ButtonLink>
          <ButtonLink to="/personalization" variant="secondary">
            {t('profile.quickCreate')}
          </ButtonLink>
        </div>
      </div>

      {notice && (
        <p className="profile__notice" role="status">
          {notice}
        </p>
      )}
      {list.data?.fromBackup && (
        <p className="profile__notice profile__notice--warning">{t('profile.offlineCache')}</p>
      )}

      {list.isPending ? (
        <div className="profile__state">
          <Spinner /> {t('profile.loading')}
        </div>
      ) : list.isError ? (
        <div className="profile__state" role="alert">
          <p>{getErrorMessage(list.error, t('profile.loadError'))}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('profile.retry')}
          </Button>
        </div>
      ) : list.data.plubots.length === 0 ? (
        <div className="profile__state profile__state--empty">
          <p>{t('profile.empty')}</p>
        </div>
      ) : (
        <ul className="profile__bots">
          {list.data.plubots.map((plubot) => (
            <PlubotCard
              key={plubot.id}
              plubot={plubot}
              syncing={isSyncing}
              onDelete={(target) => {
                remove.reset();
                setToDelete(target);
              }}
              onSync={() => void usePlubotSyncStore.getState().syncPendingPlubots()}
            />
          ))}
        </ul>
      )}

      {toDelete && (
        <DeletePlubotDialog
          name={toDelete.name}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
