import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { AccountPrivacy, type AuthUser } from '../../auth';
import { usePlubotsQuery } from '../../plubots';
import { downloadBotFlow } from '../helpers/downloadBotFlow';
import './ProfileBackupPanel.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The 'Respaldo' tab: each bot's flow as the editor's JSON export, the account's whole archive
 * ('Descargar mis datos') and the account's deletion.
 */
export function ProfileBackupPanel({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const list = usePlubotsQuery();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const download = async (plubot: { id: string; name: string }) => {
    setBusyId(plubot.id);
    setNotice(null);
    try {
      await downloadBotFlow(plubot);
      setNotice({ kind: 'success', text: t('profileTabs.backup.downloaded', { name: plubot.name }) });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: getErrorMessage(error, t('profileTabs.backup.downloadFailed', { name: plubot.name })),
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="profile-backup">
      <Card as="section" className="profile-backup__section" aria-labelledby="profile-backup-flows">
        <h2 id="profile-backup-flows" className="profile-backup__title">
          {t('profileTabs.backup.flowsTitle')}
        </h2>
        <p className="profile-backup__text">{t('profileTabs.backup.flowsText')}</p>
        {notice && (
          <p
            className={`profile-backup__notice profile-backup__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
        {list.isPending ? (
          <p className="profile-backup__text">
            <Spinner size="sm" /> {t('profile.loading')}
          </p>
        ) : list.isError ? (
          <div className="profile-backup__text" role="alert">
            <p>{getErrorMessage(list.error, t('profileTabs.backup.loadError'))}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : list.data.plubots.length === 0 ? (
          <p className="profile-backup__text">{t('profileTabs.backup.noBots')}</p>
        ) : (
          <ul className="profile-backup__bots">
            {list.data.plubots.map((plubot) => (
              <li key={plubot.id} className="profile-backup__bot">
                <span className="profile-backup__bot-name">{plubot.name}</span>
                {plubot.isLocal ? (
                  <span className="profile-backup__pending">{t('profileTabs.backup.pending')}</span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busyId !== null}
                    aria-label={t('profileTabs.backup.downloadAria', { name: plubot.name })}
                    onClick={() => void download(plubot)}
                  >
                    {busyId === plubot.id
                      ? t('profileTabs.backup.downloading')
                      : t('profileTabs.backup.download')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <AccountPrivacy email={user.email} hasPassword={user.has_password !== false} />
    </div>
  );
}
