import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '../helpers/contentLanguage';
import { formatPostDate } from '../helpers/formatPostDate';

export interface PostMetaProps {
  date: string;
  readingMinutes: number;
  language: ContentLanguage;
  author?: string;
}

/** A post's date, reading time and, on the post itself, its author. */
export function PostMeta({ date, readingMinutes, language, author }: PostMetaProps) {
  const { t } = useTranslation();
  return (
    <p className="content-meta">
      <time dateTime={date}>{formatPostDate(date, language)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('content.blog.readingTime', { count: readingMinutes })}</span>
      {author && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{t('content.blog.by', { author })}</span>
        </>
      )}
    </p>
  );
}
