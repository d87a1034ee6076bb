import { useTranslation } from 'react-i18next';

/** The "o" between a form and the Google button. */
export function AuthDivider() {
  const { t } = useTranslation();
  return (
    <div className="auth-divider">
      <span>{t('auth.common.or')}</span>
    </div>
  );
}
