import type { KnowledgeSource } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';

/** Under a form: the source just added is being read, or the form's error. */
export function FormFeedback({ added, error }: { added: KnowledgeSource | null; error: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <p className="knowledge-message knowledge-message--error" role="alert">
          {error}
        </p>
      )}
      <p className="knowledge-message knowledge-message--success" role="status">
        {added ? t('knowledge.add.added', { title: added.title }) : ''}
      </p>
    </>
  );
}
