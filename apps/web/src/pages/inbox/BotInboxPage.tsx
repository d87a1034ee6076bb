import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../features/content';
import { fetchPlubotName } from '../../features/conversations';
import { HandoffSettingsPanel, InboxScreen } from '../../features/inbox';
import './InboxPage.css';

/** `/plubot/:plubotId/inbox` — the live inbox of one bot. */
export function BotInboxPage() {
  const { t } = useTranslation();
  const { plubotId = '' } = useParams();
  const name = useQuery({
    queryKey: ['plubot-name', plubotId],
    queryFn: ({ signal }) => fetchPlubotName(plubotId, signal),
  });
  // Until the bot's name arrives, a title of its own: never the same as the inbox of every bot.
  const title = name.data ? t('inbox.titleBot', { name: name.data }) : t('inbox.titleBotLoading');
  useDocumentTitle(title);
  return (
    <section className="inbox-page container">
      <PageTitle subtitle={t('inbox.subtitle')}>{title}</PageTitle>
      <div className="inbox-page__toolbar">
        <ButtonLink to="/profile" variant="ghost" size="sm">
          ← {t('inbox.back')}
        </ButtonLink>
        <div className="inbox-page__toolbar-actions">
          <ButtonLink to="/inbox" variant="secondary" size="sm">
            {t('inbox.allInbox')}
          </ButtonLink>
          <ButtonLink
            to={`/plubot/conversations/${encodeURIComponent(plubotId)}`}
            variant="secondary"
            size="sm"
          >
            {t('inbox.botConversations')}
          </ButtonLink>
        </div>
      </div>
      <HandoffSettingsPanel key={`settings-${plubotId}`} plubotId={plubotId} />
      <InboxScreen key={plubotId} plubotId={plubotId} />
    </section>
  );
}
