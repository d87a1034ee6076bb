import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../features/content';
import { InboxScreen } from '../../features/inbox';
import './InboxPage.css';

/** `/inbox` — the owner's live inbox: the conversations of every bot, taken over when a person is needed. */
export function InboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('inbox.title'));
  return (
    <section className="inbox-page container">
      <PageTitle subtitle={t('inbox.subtitle')}>{t('inbox.title')}</PageTitle>
      <div className="inbox-page__toolbar">
        <ButtonLink to="/profile" variant="ghost" size="sm">
          ← {t('inbox.back')}
        </ButtonLink>
      </div>
      <InboxScreen plubotId={null} />
    </section>
  );
}
