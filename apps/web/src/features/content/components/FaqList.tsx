import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { loadFaq } from '../helpers/contentFiles';
import { parseFaq } from '../helpers/parseFaq';
import { useAsyncContent } from '../hooks/useAsyncContent';
import { useContentLanguage } from '../hooks/useContentLanguage';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { ContentStatus } from './ContentStatus';
import { MarkdownContent } from './MarkdownContent';
import './content.css';

/** The FAQ: sections of questions, each a disclosure (`<details>`) that opens its answer. */
export function FaqList() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const title = t('content.faq.title');
  useDocumentTitle(title);
  const state = useAsyncContent(`faq/${language}`, () => loadFaq(language));
  const sections = useMemo(() => (state.status === 'ready' ? parseFaq(state.data) : []), [state]);

  return (
    <section className="content-page container">
      <PageTitle subtitle={t('content.faq.subtitle')}>{title}</PageTitle>
      {state.status !== 'ready' && <ContentStatus status={state.status} />}
      {sections.map((section) => (
        <section
          key={section.title}
          className="faq-section"
          aria-labelledby={`${section.items[0].id}-section`}
        >
          {section.title && (
            <h2 id={`${section.items[0].id}-section`} className="faq-section__title">
              {section.title}
            </h2>
          )}
          {section.items.map((item) => (
            <details key={item.id} id={item.id} className="faq-item">
              <summary className="faq-item__question">{item.question}</summary>
              <MarkdownContent className="faq-item__answer" markdown={item.answer} />
            </details>
          ))}
        </section>
      ))}
    </section>
  );
}
