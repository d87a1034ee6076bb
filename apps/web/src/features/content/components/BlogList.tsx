import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { loadBlogPosts } from '../helpers/contentFiles';
import { useAsyncContent } from '../hooks/useAsyncContent';
import { useContentLanguage } from '../hooks/useContentLanguage';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { ContentStatus } from './ContentStatus';
import { PostMeta } from './PostMeta';
import './content.css';

/** The blog: every post of the reader's language, newest first, with date and reading time. */
export function BlogList() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const title = t('content.blog.title');
  useDocumentTitle(title);
  const state = useAsyncContent(`blog/${language}`, () => loadBlogPosts(language));

  return (
    <section className="content-page content-page--wide container">
      <PageTitle subtitle={t('content.blog.subtitle')}>{title}</PageTitle>
      {state.status === 'ready' ? (
        <ul className="blog-list">
          {state.data.map((post) => (
            <Card as="li" key={post.slug} className="blog-list__item">
              <article aria-labelledby={`post-${post.slug}`}>
                <h2 id={`post-${post.slug}`} className="blog-list__title">
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h2>
                <PostMeta date={post.date} readingMinutes={post.readingMinutes} language={language} />
                <p className="blog-list__description">{post.description}</p>
                <Link
                  className="blog-list__more"
                  to={`/blog/${post.slug}`}
                  aria-label={t('content.blog.readPost', { title: post.title })}
                >
                  {t('content.blog.read')}
                </Link>
              </article>
            </Card>
          ))}
        </ul>
      ) : (
        <ContentStatus status={state.status} />
      )}
    </section>
  );
}
