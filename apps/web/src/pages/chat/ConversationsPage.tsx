import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import {
  CONVERSATIONS_PAGE_SIZE,
  ConversationList,
  fetchConversations,
  fetchLeads,
  fetchPlubotName,
  fetchUsage,
  LeadsTable,
  RecordsPanel,
  ResultsPanel,
  UsageMeter,
} from '../../features/conversations';
import { useModalStore } from '../../features/modals';
import './ConversationsPage.css';

/** `/plubot/conversations/:plubotId` — the owner reads the bot's conversations, leads and usage. */
export function ConversationsPage() {
  const { t } = useTranslation();
  const { plubotId = '' } = useParams();
  const openModal = useModalStore((state) => state.openModal);
  const name = useQuery({
    queryKey: ['plubot-name', plubotId],
    queryFn: ({ signal }) => fetchPlubotName(plubotId, signal),
  });
  const usage = useQuery({ queryKey: ['usage'], queryFn: ({ signal }) => fetchUsage(signal), staleTime: 0 });
  const leads = useQuery({
    queryKey: ['leads', plubotId],
    queryFn: ({ signal }) => fetchLeads(plubotId, signal),
    staleTime: 0,
  });
  const conversations = useInfiniteQuery({
    queryKey: ['conversations', plubotId],
    queryFn: ({ pageParam, signal }) => fetchConversations(plubotId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * CONVERSATIONS_PAGE_SIZE;
      return loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
  });
  const botName = name.data ?? '';
  const failed = name.isError || conversations.isError || leads.isError;

  return (
    <section className="conversations container">
      <PageTitle subtitle={t('conversations.subtitle')}>
        {botName ? t('conversations.title', { name: botName }) : t('conversations.titleFallback')}
      </PageTitle>
      <div className="conversations__toolbar">
        <ButtonLink to="/profile" variant="ghost" size="sm">
          ← {t('conversations.back')}
        </ButtonLink>
        <div className="conversations__toolbar-actions">
          <ButtonLink to={`/plubot/analytics/${encodeURIComponent(plubotId)}`} variant="secondary" size="sm">
            {t('analytics.links.conversations')}
          </ButtonLink>
          {botName && (
            <Button size="sm" onClick={() => openModal('embed', { plubotId, plubotName: botName })}>
              {t('conversations.share')}
            </Button>
          )}
        </div>
      </div>

      {failed && (
        <Card className="conversations__failed" role="alert">
          <p>
            {(name.error ?? conversations.error ?? leads.error)?.message || t('conversations.loadFailed')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void name.refetch();
              void conversations.refetch();
              void leads.refetch();
            }}
          >
            {t('conversations.retry')}
          </Button>
        </Card>
      )}

      {usage.data && <UsageMeter usage={usage.data} />}

      <div className="conversations__grid">
        <PagePanel id="conversations-list-title" title={t('conversations.list.title')}>
          {conversations.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : conversations.data ? (
            <ConversationList
              conversations={conversations.data.pages.flatMap((page) => page.conversations)}
              total={conversations.data.pages[0]?.total ?? 0}
              hasMore={conversations.hasNextPage}
              loadingMore={conversations.isFetchingNextPage}
              onLoadMore={() => void conversations.fetchNextPage()}
            />
          ) : null}
        </PagePanel>

        <PagePanel id="leads-title" title={t('conversations.leads.title')}>
          {leads.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : leads.data ? (
            <LeadsTable plubotId={plubotId} botName={botName} leads={leads.data} />
          ) : null}
        </PagePanel>
      </div>

      <PagePanel id="results-title" title={t('conversations.results.title')} wide>
        <p className="conversations__count">{t('conversations.results.intro')}</p>
        <ResultsPanel plubotId={plubotId} botName={botName} />
      </PagePanel>

      <PagePanel id="records-title" title={t('conversations.records.title')} wide>
        <RecordsPanel plubotId={plubotId} botName={botName} />
      </PagePanel>
    </section>
  );
}

/** A titled panel of the page (a section named by its heading); `wide` spans the whole page. */
function PagePanel({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      className={`conversations__panel${wide ? ' conversations__records' : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="conversations__section-title">
        {title}
      </h2>
      {children}
    </Card>
  );
}
