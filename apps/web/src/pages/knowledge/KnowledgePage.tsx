import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../features/content';
import { fetchPlubotName } from '../../features/conversations';
import { KnowledgeScreen } from '../../features/knowledge';
import './KnowledgePage.css';

/** `/plubot/:plubotId/knowledge` — what a bot answers free questions from (issue #30). */
export function KnowledgePage() {
  const { t } = useTranslation();
  const { plubotId = '' } = useParams();
  const name = useQuery({
    queryKey: ['plubot-name', plubotId],
    queryFn: ({ signal }) => fetchPlubotName(plubotId, signal),
    enabled: plubotId !== '',
  });
  const title = name.data ? t('knowledge.titleBot', { name: name.data }) : t('knowledge.title');
  useDocumentTitle(title);
  const id = encodeURIComponent(plubotId);
  return (
    <section className="knowledge-page container">
      <PageTitle subtitle={t('knowledge.subtitle')}>{title}</PageTitle>
      <nav className="knowledge-page__toolbar" aria-label={t('knowledge.toolbar')}>
        <ButtonLink to="/profile" variant="ghost" size="sm">
          ← {t('knowledge.back')}
        </ButtonLink>
        <div className="knowledge-page__toolbar-actions">
          <ButtonLink to={`/plubot/edit/flow/${id}`} variant="secondary" size="sm">
            {t('knowledge.openEditor')}
          </ButtonLink>
          <ButtonLink to={`/plubot/${id}/inbox`} variant="secondary" size="sm">
            {t('knowledge.openInbox')}
          </ButtonLink>
        </div>
      </nav>
      <KnowledgeScreen key={plubotId} plubotId={plubotId} />
    </section>
  );
}
