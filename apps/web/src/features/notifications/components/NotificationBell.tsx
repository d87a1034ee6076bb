import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { useDismissOnOutside } from '../../../lib/useDismissOnOutside';
import { getNotificationLink } from '../helpers/getNotificationLink';
import { useMarkNotificationsRead, useNotificationsQuery } from '../hooks/useNotifications';
import './NotificationBell.css';

/**
 * The bell in the header of a signed-in user: the unread count, and a panel with the newest
 * notifications (what bots sent with 'Enviar notificación', among others). A first conversation or
 * a new contact links to that bot's conversations, and opening it marks it read.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const query = useNotificationsQuery(true);
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;
  const items = query.data?.notifications ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel closes on every navigation
  useEffect(() => setOpen(false), [pathname]);

  useDismissOnOutside(open, rootRef, () => setOpen(false));

  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>

      {open && (
        <section className="notification-bell__panel" id={panelId} aria-label={t('notifications.title')}>
          <header className="notification-bell__head">
            <h2>{t('notifications.title')}</h2>
            {unread > 0 && (
              <button
                type="button"
                className="notification-bell__mark"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(undefined)}
              >
                {t('notifications.markAll')}
              </button>
            )}
          </header>
          {query.isError && <p role="alert">{t('notifications.loadError')}</p>}
          {items.length === 0 && !query.isError ? (
            <p className="notification-bell__empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notification-bell__list">
              {items.map((item) => {
                const link = getNotificationLink(item);
                return (
                  <li
                    key={item.id}
                    className={`notification-bell__item${item.read ? '' : ' notification-bell__item--unread'}`}
                  >
                    {link ? (
                      <Link
                        className="notification-bell__link"
                        to={link}
                        onClick={() => {
                          if (!item.read) markRead.mutate([item.id]);
                        }}
                      >
                        {item.title}
                      </Link>
                    ) : (
                      <strong>{item.title}</strong>
                    )}
                    <p>{item.body}</p>
                    <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt, i18n.language)}</time>
                    {!item.read && <span className="visually-hidden">{t('notifications.unreadMark')}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
