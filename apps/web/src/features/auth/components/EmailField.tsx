import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'name' | 'renderControl'>;

/** The e-mail input of the account forms: an e-mail keyboard, no capitals, no spell check. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.common.email')}
      type="email"
      name="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('auth.common.emailPlaceholder')}
      {...props}
    />
  );
}
