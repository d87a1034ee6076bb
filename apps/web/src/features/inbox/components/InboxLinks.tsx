import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClassName } from '../../../components/Button';
import { formatBadge } from '../helpers/inboxFormat';
import { useInboxLive } from '../hooks/useInboxLive';
import { useInboxSummary } from '../hooks/useInboxQueries';
import './InboxLinks.css';

/**
 * The header's link to /inbox for a signed-in user, with a badge: the conversations waiting for a
 * person (red) or else the unread messages. It keeps the tab's live stream open, so the count
 * follows the conversations as they happen.
 */
export function InboxHeaderLink() {
  const { t } = useTranslation();
  const live = useInboxLive();
  const summary = useInboxSummary(true, live);
  const { needsPerson = 0, unread = 0 } = summary.data?.counts ?? {};
  const badge = needsPerson > 0 ? needsPerson : unread;
  return (
    <Link
      to="/inbox"
      className="inbox-link"
      aria-label={
        needsPerson + unread > 0
          ? t('inbox.header.ariaCounts', { needsPerson, unread })
          : t('inbox.header.aria')
      }
      title={t('inbox.header.link')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v7h4l1 2h4l1-2h4V6H5Z"
          fill="currentColor"
        />
      </svg>
      {badge > 0 && (
        <span
          className={`inbox-link__badge${needsPerson > 0 ? ' inbox-link__badge--urgent' : ''}`}
          aria-hidden="true"
        >
          {formatBadge(badge)}
        </span>
      )}
    </Link>
  );
}

/** «Bandeja» on a bot's card: its inbox, with how many of its conversations wait for a person or are unread. */
export function BotInboxLink({ plubotId, plubotName }: { plubotId: string; plubotName: string }) {
  const { t } = useTranslation();
  const live = useInboxLive();
  const summary = useInboxSummary(true, live);
  const { needsPerson = 0, unread = 0 } = summary.data?.countsByBot[plubotId] ?? {};
  const badge = needsPerson > 0 ? needsPerson : unread;
  return (
    <Link
      to={`/plubot/${encodeURIComponent(plubotId)}/inbox`}
      className={getButtonClassName({ size: 'sm', variant: 'secondary', className: 'inbox-card-link' })}
      aria-label={
        needsPerson + unread > 0
          ? t('inbox.card.ariaCounts', { name: plubotName, needsPerson, unread })
          : t('inbox.card.aria', { name: plubotName })
      }
    >
      {t('inbox.card.link')}
      {badge > 0 && (
        <span
          className={`inbox-link__badge inbox-link__badge--inline${needsPerson > 0 ? ' inbox-link__badge--urgent' : ''}`}
          aria-hidden="true"
        >
          {formatBadge(badge)}
        </span>
      )}
    </Link>
  );
}
