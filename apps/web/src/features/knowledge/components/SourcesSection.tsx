import type { KnowledgeSource } from '@plubot/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { findFinishedSources } from '../helpers/sourcesCache';
import type { useKnowledgeSources } from '../hooks/useKnowledgeQueries';
import { SourceItem } from './SourceItem';

/** The address parameter naming the open source. */
const OPEN_PARAM = 'fuente';

/**
 * «Tus fuentes»: the bot's sources, newest first, each opening in place to show its passages and
 * actions. The open source lives in the address (`?fuente=`); a source that finishes being read is
 * announced to screen readers.
 */
export function SourcesSection({
  plubotId,
  list,
}: {
  plubotId: string;
  list: ReturnType<typeof useKnowledgeSources>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);
  const sources = list.data?.sources;
  const [announcement, setAnnouncement] = useState('');
  useFinishedAnnouncement(sources, setAnnouncement);

  const setOpen = (sourceId: string | null) => {
    const next = new URLSearchParams(params);
    if (sourceId) next.set(OPEN_PARAM, sourceId);
    else next.delete(OPEN_PARAM);
    setParams(next, { replace: true });
  };

  // After a deletion the keyboard goes on from the list's heading, once the dialog has closed.
  const [focusHeading, setFocusHeading] = useState(0);
  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);

  const onDeleted = () => {
    setOpen(null);
    setAnnouncement(t('knowledge.sources.deleted'));
    setFocusHeading((count) => count + 1);
  };

  return (
    <section className="knowledge-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="knowledge-panel__title">
        {t('knowledge.sources.title')}
      </h2>
      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.isError && !list.data ? (
        <div className="knowledge-failed" role="alert">
          <p>{getErrorMessage(list.error, t('knowledge.sources.loadFailed'))}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('knowledge.retry')}
          </Button>
        </div>
      ) : !sources || sources.length === 0 ? (
        <p className="knowledge-empty">{t('knowledge.sources.empty')}</p>
      ) : (
        <ul className="knowledge-sources">
          {sources.map((source) => (
            <SourceItem
              key={source.id}
              plubotId={plubotId}
              source={source}
              open={openId === source.id}
              onToggle={() => setOpen(openId === source.id ? null : source.id)}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
      <p className="knowledge-message knowledge-message--success" role="status">
        {announcement}
      </p>
    </section>
  );
}

/** Says «“Horario” ya está lista» once a source that was being read is ready (or failed). */
function useFinishedAnnouncement(
  sources: readonly KnowledgeSource[] | undefined,
  announce: (text: string) => void,
): void {
  const { t } = useTranslation();
  const previous = useRef<readonly KnowledgeSource[] | null>(null);
  useEffect(() => {
    if (!sources) return;
    const before = previous.current;
    previous.current = sources;
    if (!before) return;
    const finished = findFinishedSources(before, sources);
    if (finished.length === 0) return;
    announce(
      finished
        .map((source) =>
          source.status === 'ready'
            ? t('knowledge.sources.announceReady', { title: source.title, count: source.passageCount })
            : t('knowledge.sources.announceError', { title: source.title }),
        )
        .join(' '),
    );
  }, [sources, t, announce]);
}
