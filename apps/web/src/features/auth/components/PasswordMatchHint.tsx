import { useTranslation } from 'react-i18next';
import { isSameSecret } from '../helpers/isSameSecret';

/** The live confirmation message: 'Las contraseñas coinciden.' or 'no coinciden.' once typing starts. */
export function PasswordMatchHint({ password, confirmation }: { password: string; confirmation: string }) {
  const { t } = useTranslation();
  const matches = confirmation.length > 0 && isSameSecret(password, confirmation);
  return (
    <span
      className={`auth-match${confirmation ? (matches ? ' auth-match--yes' : ' auth-match--no') : ''}`}
      aria-live="polite"
    >
      {confirmation && (
        <>
          <span aria-hidden="true">{matches ? '✓ ' : '✗ '}</span>
          {matches ? t('auth.match.yes') : t('auth.match.no')}
        </>
      )}
    </span>
  );
}
