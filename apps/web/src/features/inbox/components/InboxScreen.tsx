import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { FilterChips } from '../../../components/FilterChips';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { type AuthState, useAuthStore } from '../../auth';
import {
  INBOX_VIEWS,
  type InboxView,
  parseInboxView,
  SEARCH_MAX_LENGTH,
  sortByActivity,
  viewToFilter,
} from '../helpers/inboxFormat';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useInboxLive } from '../hooks/useInboxLive';
import { useInboxList } from '../hooks/useInboxQueries';
import { ConversationPanel } from './ConversationPanel';
import { InboxList } from './InboxList';
import './inbox.css';

const selectUserId = (state: AuthState) => state.user?.id;
const SEARCH_DELAY_MS = 300;

/**
 * The live inbox of every bot (`plubotId` null) or of one: filters, a search, the conversations by
 * newest activity and, beside them from 900 px (instead of them below), the open conversation.
 * The filter (`?status=`) and the open conversation (`?c=`) live in the address.
 */
export function InboxScreen({ plubotId }: { plubotId: string | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const userId = useAuthStore(selectUserId);
  const live = useInboxLive();
  const view = parseInboxView(params.get('status'));
  const selectedId = params.get('c');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useInboxList({ plubotId, status: viewToFilter(view), search: query }, live);

  const hrefWith = (changes: { status?: InboxView; c?: string | null }) => {
    const next = new URLSearchParams(params);
    const status = changes.status ?? view;
    if (status === 'all') next.delete('status');
    else next.set('status', status);
    const c = changes.c === undefined ? selectedId : changes.c;
    if (c) next.set('c', c);
    else next.delete('c');
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  // Back on the list (narrow screens), the keyboard goes on from the conversation it left.
  const previousSelected = useRef(selectedId);
  useEffect(() => {
    const previous = previousSelected.current;
    previousSelected.current = selectedId;
    if (previous && !selectedId)
      document.querySelector<HTMLElement>(`[data-session-id="${CSS.escape(previous)}"]`)?.focus();
  }, [selectedId]);

  const conversations = list.data ? sortByActivity(list.data.conversations) : [];

  return (
    <div className={`inbox${selectedId ? ' inbox--open' : ''}`}>
      <div className="inbox__list-pane">
        <FilterChips<InboxView>
          legend={t('inbox.filters.legend')}
          options={INBOX_VIEWS.map((value) => ({ value, label: t(`inbox.filters.${value}`) }))}
          value={view}
          onChange={(status) =>
            setParams(new URLSearchParams(hrefWith({ status, c: null })), { replace: true })
          }
        />
        <div className="inbox__search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('inbox.search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('inbox.search.placeholder')}
            onChange={(event) => setSearch(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          />
        </div>
        <p className={`inbox__live inbox__live--${live}`} role="status">
          {t(`inbox.live.${live}`)}
        </p>
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.isError && !list.data ? (
          <div className="inbox__failed" role="alert">
            <p>{getErrorMessage(list.error, t('inbox.list.loadFailed'))}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('inbox.list.retry')}
            </Button>
          </div>
        ) : (
          <InboxList
            conversations={conversations}
            selectedId={selectedId}
            linkTo={(sessionId) => `${pathname}${hrefWith({ c: sessionId })}`}
            showBotName={plubotId === null}
            userId={userId}
            searching={query !== ''}
          />
        )}
      </div>
      <section className="inbox__conversation-pane" aria-label={t('inbox.conversation.label')}>
        {selectedId ? (
          <ConversationPanel
            sessionId={selectedId}
            userId={userId}
            live={live}
            onBack={() => setParams(new URLSearchParams(hrefWith({ c: null })), { replace: true })}
          />
        ) : (
          <p className="inbox__empty inbox__choose">{t('inbox.conversation.choose')}</p>
        )}
      </section>
    </div>
  );
}
