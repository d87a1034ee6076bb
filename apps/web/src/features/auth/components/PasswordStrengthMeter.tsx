import { getPasswordStrength, PASSWORD_MIN_LENGTH, type PasswordStrengthLabel } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';

const STRENGTH_KEYS = {
  'Sin verificar': 'auth.strength.unchecked',
  Débil: 'auth.strength.weak',
  Media: 'auth.strength.medium',
  Buena: 'auth.strength.good',
  Fuerte: 'auth.strength.strong',
} as const satisfies Record<PasswordStrengthLabel, string>;

const LEVEL_CLASS: Record<PasswordStrengthLabel, string> = {
  'Sin verificar': 'none',
  Débil: 'weak',
  Media: 'medium',
  Buena: 'good',
  Fuerte: 'strong',
};

/** The register form's strength meter: four segments, 25 points each, and 'Seguridad: …'. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const { score, label } = getPasswordStrength(password);
  const filled = score / 25;
  return (
    <div className={`auth-strength auth-strength--${LEVEL_CLASS[label]}`}>
      <div className="auth-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span key={segment} className={segment <= filled ? 'is-filled' : undefined} />
        ))}
      </div>
      <span className="auth-strength__label" aria-live="polite">
        {t('auth.strength.label', { strength: t(STRENGTH_KEYS[label]) })}
      </span>
      {/* The rule is said before anything is typed, not only once a submit fails. */}
      <span className="auth-strength__rule">{t('auth.strength.rule', { min: PASSWORD_MIN_LENGTH })}</span>
    </div>
  );
}
