import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { type ContentPageName, loadContentPage } from '../helpers/contentFiles';
import { formatPostDate } from '../helpers/formatPostDate';
import { useAsyncContent } from '../hooks/useAsyncContent';
import { useContentLanguage } from '../hooks/useContentLanguage';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { ContentStatus } from './ContentStatus';
import { MarkdownContent } from './MarkdownContent';
import './content.css';

/** The i18n key group of each Markdown page (`content.pages.{key}.title` / `.subtitle`). */
const PAGE_KEYS = {
  'about-plubot': 'about',
  'byte-embajador': 'byte',
  terms: 'terms',
  privacy: 'privacy',
  seguridad: 'security',
} as const satisfies Record<ContentPageName, string>;

export interface MarkdownPageProps {
  page: ContentPageName;
}

/** A page whose text is one Markdown file in the reader's language, with its title and last update. */
export function MarkdownPage({ page }: MarkdownPageProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const key = PAGE_KEYS[page];
  const title = t(`content.pages.${key}.title`);
  useDocumentTitle(title);
  const state = useAsyncContent(`${page}/${language}`, () => loadContentPage(page, language));
  const updated = state.status === 'ready' ? state.data.fields.updated : undefined;

  return (
    <section className="content-page container">
      <PageTitle subtitle={t(`content.pages.${key}.subtitle`)}>{title}</PageTitle>
      {state.status === 'ready' ? (
        <Card as="article" className="content-page__card">
          {updated && (
            <p className="content-meta">
              {t('content.updated', { date: formatPostDate(updated, language) })}
            </p>
          )}
          <MarkdownContent markdown={state.data.body} />
        </Card>
      ) : (
        <ContentStatus status={state.status} />
      )}
    </section>
  );
}
