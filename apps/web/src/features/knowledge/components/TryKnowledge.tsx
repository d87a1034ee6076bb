import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { toConfidencePercent } from '../helpers/formatConfidence';
import { useKnowledgeSearch } from '../hooks/useKnowledgeMutations';

/**
 * «Probar»: a question as a visitor would ask it, what the bot would answer (or that it would say it
 * does not know and go on by «No sé»), and the passages it found with how sure each match is.
 */
export function TryKnowledge({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useKnowledgeSearch(plubotId);
  const result = search.data;
  const best = result?.results[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const question = query.trim();
    if (!question) return setError(t('knowledge.validation.queryRequired'));
    setError(null);
    search.mutate(question);
  };

  return (
    <section className="knowledge-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="knowledge-panel__title">
        {t('knowledge.try.title')}
      </h2>
      <p className="knowledge-form__hint">{t('knowledge.try.hint')}</p>
      <form className="knowledge-try__form" onSubmit={onSubmit} noValidate>
        <label className="knowledge-field__label" htmlFor={`${id}-query`}>
          {t('knowledge.try.label')}
        </label>
        <div className="knowledge-try__row">
          <input
            id={`${id}-query`}
            type="search"
            className="knowledge-input"
            value={query}
            maxLength={KNOWLEDGE_FIELD_LIMITS.query}
            placeholder={t('knowledge.try.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-query-error` : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" disabled={search.isPending}>
            {search.isPending ? t('knowledge.try.searching') : t('knowledge.try.submit')}
          </Button>
        </div>
        {error && (
          <p id={`${id}-query-error`} className="knowledge-field__error">
            {error}
          </p>
        )}
      </form>
      {search.isError && (
        <p className="knowledge-message knowledge-message--error" role="alert">
          {getErrorMessage(search.error, t('knowledge.try.failed'))}
        </p>
      )}
      <div role="status" className="knowledge-try__verdict">
        {result &&
          (result.confident && result.answer ? (
            <>
              <h3 className="knowledge-try__subtitle">{t('knowledge.try.wouldAnswer')}</h3>
              <blockquote className="knowledge-try__answer">{result.answer}</blockquote>
              {best && (
                <p className="knowledge-try__source">
                  {t('knowledge.try.source', { title: best.sourceTitle })}
                </p>
              )}
            </>
          ) : (
            <p className="knowledge-try__unknown">{t('knowledge.try.wouldNotKnow')}</p>
          ))}
      </div>
      {result && (
        <>
          <h3 className="knowledge-try__subtitle">{t('knowledge.try.passages')}</h3>
          {result.results.length === 0 ? (
            <p className="knowledge-empty">{t('knowledge.try.noPassages')}</p>
          ) : (
            <ol className="knowledge-results">
              {result.results.map((item) => {
                const percent = toConfidencePercent(item.confidence);
                return (
                  <li key={item.id} className="knowledge-result">
                    <p className="knowledge-result__source">
                      <strong>{item.sourceTitle}</strong>
                      {item.heading && <span className="knowledge-result__heading"> · {item.heading}</span>}
                    </p>
                    <p className="knowledge-result__text">{item.text}</p>
                    <div className="knowledge-result__confidence">
                      <span className="knowledge-bar" aria-hidden="true">
                        <span className="knowledge-bar__fill" style={{ width: `${percent}%` }} />
                      </span>
                      <span>{t('knowledge.try.confidence', { percent })}</span>
                      {item.score === 0 && item.similarity !== undefined && (
                        <span className="knowledge-result__meaning">{t('knowledge.try.byMeaning')}</span>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
