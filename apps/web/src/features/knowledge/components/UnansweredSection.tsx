import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { unansweredGroupKey } from '../helpers/unansweredDisplay';
import { useUnanswered } from '../hooks/useKnowledgeQueries';
import { UnansweredItem } from './UnansweredItem';

/**
 * «Preguntas sin respuesta»: what visitors asked that the bot could not answer, similar questions
 * grouped, each answerable in place; the answer joins the bot's «Respuestas añadidas».
 */
export function UnansweredSection({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useUnanswered(plubotId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');
  const [focusHeading, setFocusHeading] = useState(0);
  const groups = query.data?.groups ?? [];

  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section className="knowledge-panel" aria-labelledby={`${id}-heading`}>
      <div className="knowledge-panel__head">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="knowledge-panel__title">
          {t('knowledge.unanswered.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('knowledge.unanswered.check')}
        </Button>
      </div>
      <p className="knowledge-form__hint">{t('knowledge.unanswered.hint')}</p>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError && !query.data ? (
        <div className="knowledge-failed" role="alert">
          <p>{getErrorMessage(query.error, t('knowledge.unanswered.loadFailed'))}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('knowledge.retry')}
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <p className="knowledge-empty">{t('knowledge.unanswered.empty')}</p>
      ) : (
        <ul className="knowledge-unanswered">
          {groups.map((group) => (
            <UnansweredItem
              key={unansweredGroupKey(group)}
              plubotId={plubotId}
              group={group}
              onAnswered={() => {
                setNotice(t('knowledge.unanswered.answered'));
                setFocusHeading((count) => count + 1);
              }}
            />
          ))}
        </ul>
      )}
      <p className="knowledge-message knowledge-message--success" role="status">
        {notice}
      </p>
    </section>
  );
}
