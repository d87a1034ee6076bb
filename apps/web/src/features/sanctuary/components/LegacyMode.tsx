import { useTranslation } from 'react-i18next';
import { AccountPrivacy, useAuthStore } from '../../auth';
import './sanctuary.css';

/**
 * Modo Legado: the whole account as one archive to download, and the account erased with everything
 * in it after the password is typed again (the profile's privacy section, reused as it is).
 */
export function LegacyMode() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <section className="sanctuary-legacy" aria-labelledby="sanctuary-legacy-title">
      <h2 id="sanctuary-legacy-title" className="sanctuary__heading">
        {t('sanctuary.legacy.title')}
      </h2>
      <p className="sanctuary-legacy__text">{t('sanctuary.legacy.text')}</p>
      <p className="sanctuary-legacy__note">{t('sanctuary.legacy.note')}</p>
      <AccountPrivacy email={user.email} hasPassword={user.has_password !== false} />
    </section>
  );
}
