import { toPlanId } from '@plubot/flow';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { ButtonLink } from '../components/ButtonLink';
import { Card } from '../components/Card';
import { Spinner } from '../components/Spinner';
import type { AuthUser } from '../features/auth';
import { AccountPrivacy, useAuthStore } from '../features/auth';
import { getUserLevel } from '../features/gamification';
import type { PlubotListItem } from '../features/plubots';
import {
  DeletePlubotDialog,
  PlubotCard,
  refreshUserProfile,
  useDeletePlubot,
  usePlubotSyncStore,
  usePlubotsQuery,
  useUsageQuery,
} from '../features/plubots';
import { getErrorMessage } from '../lib/errors/getErrorMessage';
import './ProfilePage.css';

const selectUser = (state: { user: AuthUser | null }) => state.user;
const selectIsSyncing = (state: { isSyncing: boolean }) => state.isSyncing;

/**
 * `/profile`: who the user is (name, level, PluCoins, this month's replies) and their bots, each
 * with the editor, its identity, its conversations, sharing and deletion.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useAuthStore(selectUser);
  const list = usePlubotsQuery();
  const usage = useUsageQuery();
  const remove = useDeletePlubot();
  const isSyncing = usePlubotSyncStore(selectIsSyncing);
  const [toDelete, setToDelete] = useState<PlubotListItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void refreshUserProfile();
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 5000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (!user) return null;
  const { level, nameKey } = getUserLevel(user);
  const format = (value: number) => value.toLocaleString(i18n.language);
  const plan = usage.data?.plan ?? toPlanId(user.plan);

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
    <section className="profile container">
      <Card glow className="profile__card">
        <span className="profile__avatar" aria-hidden="true">
          {user.profile_picture ? (
            <img src={user.profile_picture} alt="" />
          ) : (
            user.name.charAt(0).toUpperCase() || 'U'
          )}
        </span>
        <div className="profile__identity">
          <p className="profile__eyebrow">{t('profile.title')}</p>
          <h1 className="profile__name">{user.name}</h1>
          <p className="profile__email">{user.email}</p>
          <span className={`profile__plan profile__plan--${plan}`}>{t(`profile.plans.${plan}`)}</span>
        </div>
        <dl className="profile__stats">
          <div className="profile__stat">
            <dt>{t('profile.level', { level })}</dt>
            <dd>{t(nameKey)}</dd>
          </div>
          <div className="profile__stat">
            <dt>{t('profile.pluCoins')}</dt>
            <dd>{format(user.pluCoins ?? 0)}</dd>
          </div>
          <div className="profile__stat">
            <dt>{t('profile.replies')}</dt>
            <dd>
              {usage.data
                ? usage.data.limit === null
                  ? t('profile.repliesUnlimited', { replies: format(usage.data.replies) })
                  : t('profile.repliesOf', {
                      replies: format(usage.data.replies),
                      limit: format(usage.data.limit),
                    })
                : '—'}
            </dd>
          </div>
        </dl>
      </Card>

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

      <AccountPrivacy email={user.email} hasPassword={user.has_password !== false} />

      {toDelete && (
        <DeletePlubotDialog
          name={toDelete.name}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
