export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound that keeps hashing cheap and bodies small; far above any real password. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordStrengthLabel = 'Sin verificar' | 'Débil' | 'Media' | 'Buena' | 'Fuerte';

/**
 * Strength score of the register form (§5): 25 points each for length ≥ 8, an upper-case letter,
 * a digit and a non-alphanumeric character.
 * @example getPasswordStrength('Abcdefg1!') // { score: 100, label: 'Fuerte' }
 */
export function getPasswordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  if (password.length === 0) return { score: 0, label: 'Sin verificar' };
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score += 25;
  if (/[A-Z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 25;
  if (/[^A-Za-z0-9]/.test(password)) score += 25;
  const label: PasswordStrengthLabel =
    score <= 25 ? 'Débil' : score === 50 ? 'Media' : score === 75 ? 'Buena' : 'Fuerte';
  return { score, label };
}
