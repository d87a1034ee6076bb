import { useTranslation } from 'react-i18next';

/** The flow's variables as `{{name}}`, to write into texts and URLs. */
export function VariableHints({ variables }: { variables: readonly string[] }) {
  const { t } = useTranslation();
  if (variables.length === 0) return null;
  return (
    <p className="inspector__variables">
      <span>{t('editor.inspector.variables')}</span>{' '}
      {variables.map((name) => (
        <code key={name}>{`{{${name}}}`}</code>
      ))}
    </p>
  );
}
