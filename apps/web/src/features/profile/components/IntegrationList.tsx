import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import type { IntegrationNotice } from '../hooks/useIntegrationPanel';
import './integrationPanel.css';

export interface IntegrationListProps<Item> {
  /** The list's heading, at the level the panel's outline gives it. */
  heading: ReactNode;
  /** How many there are of how many allowed; shown once the list has loaded. */
  count: string;
  notice: IntegrationNotice;
  /** The list's query (react-query's). */
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown; refetch: () => unknown };
  texts: { loading: string; loadError: string; retry: string; empty: string };
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
}

/**
 * The connected side of an integrations panel: heading and count, the notice line, then the list
 * or its state (loading, the error with 'Reintentar', or empty). Goes in a flex column with the
 * `integration-panel__stack` gap.
 */
export function IntegrationList<Item>({
  heading,
  count,
  notice,
  query,
  texts,
  items,
  renderItem,
}: IntegrationListProps<Item>) {
  return (
    <>
      <div className="integration-panel__head">
        {heading}
        {query.isSuccess && <p className="integration-panel__count">{count}</p>}
      </div>
      {/* Always present, so what it says is announced when it changes. */}
      <div role="status" className="integration-panel__live">
        {notice?.kind === 'success' && (
          <p className="integration-panel__notice integration-panel__notice--success">{notice.text}</p>
        )}
      </div>
      {notice?.kind === 'error' && (
        <p className="integration-panel__notice integration-panel__notice--error" role="alert">
          {notice.text}
        </p>
      )}
      {query.isPending ? (
        <p className="integration-panel__state">
          <Spinner size="sm" /> {texts.loading}
        </p>
      ) : query.isError ? (
        <div className="integration-panel__state" role="alert">
          <p>{getErrorMessage(query.error, texts.loadError)}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="integration-panel__state">{texts.empty}</p>
      ) : (
        <ul className="integration-panel__list">{items.map(renderItem)}</ul>
      )}
    </>
  );
}
