import type { KnowledgePassage, KnowledgeSource } from '@plubot/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

/** How many passages show at first, and how many more each «Mostrar más» adds. */
const PAGE = 20;

/**
 * A source's passages as the bot finds them: the heading path above each, the question of a FAQ
 * passage, and its text. Long sources show 20 at a time.
 */
export function PassageList({
  source,
  passages,
}: {
  source: KnowledgeSource;
  passages: readonly KnowledgePassage[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(PAGE);
  const ordered = [...passages].sort((a, b) => a.position - b.position);
  return (
    <div className="knowledge-passages">
      <h4 id={`${id}-heading`} className="knowledge-passages__title">
        {t('knowledge.passages.title', { count: ordered.length })}
      </h4>
      {source.status === 'processing' && (
        <p className="knowledge-empty">{t('knowledge.passages.processing')}</p>
      )}
      {source.status !== 'processing' && ordered.length === 0 && (
        <p className="knowledge-empty">{t('knowledge.passages.empty')}</p>
      )}
      {ordered.length > 0 && (
        <ol className="knowledge-passages__list" aria-labelledby={`${id}-heading`}>
          {ordered.slice(0, shown).map((passage) => (
            <li key={passage.id} className="knowledge-passage">
              {passage.headings.length > 0 && (
                <p className="knowledge-passage__headings">{passage.headings.join(' › ')}</p>
              )}
              {passage.question && <p className="knowledge-passage__question">{passage.question}</p>}
              <p className="knowledge-passage__text">{passage.text}</p>
            </li>
          ))}
        </ol>
      )}
      {ordered.length > shown && (
        <Button variant="ghost" size="sm" onClick={() => setShown((count) => count + PAGE)}>
          {t('knowledge.passages.more', { count: Math.min(PAGE, ordered.length - shown) })}
        </Button>
      )}
    </div>
  );
}
