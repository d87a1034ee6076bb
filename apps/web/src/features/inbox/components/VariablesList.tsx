import type { ConversationDetailResponse } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';

/** What the conversation collected (its variables), as a small definition list. */
export function VariablesList({ variables }: { variables: ConversationDetailResponse['variables'] }) {
  const { t } = useTranslation();
  const entries = Object.entries(variables);
  return (
    <details className="inbox-variables" open={entries.length > 0 && entries.length <= 6}>
      <summary>
        {t('inbox.conversation.variables')} ({entries.length})
      </summary>
      {entries.length === 0 ? (
        <p className="inbox__empty">{t('inbox.conversation.noVariables')}</p>
      ) : (
        <dl className="inbox-variables__list">
          {entries.map(([name, value]) => (
            <div key={name} className="inbox-variables__item">
              <dt>{name}</dt>
              <dd>{value === null || value === '' ? t('inbox.conversation.emptyValue') : String(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
