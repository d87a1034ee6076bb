import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { loadBlogPost } from '../helpers/contentFiles';
import { useAsyncContent } from '../hooks/useAsyncContent';
import { useContentLanguage } from '../hooks/useContentLanguage';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { ContentStatus } from './ContentStatus';
import { MarkdownContent } from './MarkdownContent';
import { PostMeta } from './PostMeta';
import './content.css';

export interface BlogPostViewProps {
  slug: string;
  /** Receives the post's article once it shows (the reading tracker measures it), null before. */
  onArticle?: (article: HTMLElement | null) => void;
}

/** One blog post, or a not-found message with a way back to the blog when no post has the slug. */
export function BlogPostView({ slug, onArticle }: BlogPostViewProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const state = useAsyncContent(`blog/${language}/${slug}`, () => loadBlogPost(language, slug));
  const post = state.status === 'ready' ? state.data : undefined;
  const missing = state.status === 'ready' && !post;
  useDocumentTitle(post ? post.title : missing ? t('content.blog.notFoundTitle') : undefined);

  if (state.status !== 'ready')
    return (
      <section className="content-page container">
        <ContentStatus status={state.status} />
      </section>
    );

  if (!post)
    return (
      <section className="content-page container">
        <Card glow className="content-page__card content-page__card--center">
          <PageTitle subtitle={t('content.blog.notFoundText')}>{t('content.blog.notFoundTitle')}</PageTitle>
          <ButtonLink to="/blog">{t('content.blog.back')}</ButtonLink>
        </Card>
      </section>
    );

  return (
    <section className="content-page container">
      <nav className="content-back" aria-label={t('content.blog.breadcrumb')}>
        <Link to="/blog">← {t('content.blog.back')}</Link>
      </nav>
      <Card as="article" className="content-page__card">
        <PageTitle align="start" subtitle={post.description}>
          {post.title}
        </PageTitle>
        <PostMeta
          date={post.date}
          readingMinutes={post.readingMinutes}
          language={language}
          author={post.author}
        />
        <div ref={onArticle}>
          <MarkdownContent markdown={post.body} />
        </div>
      </Card>
      <p className="content-back content-back--end">
        <Link to="/blog">← {t('content.blog.back')}</Link>
      </p>
    </section>
  );
}
