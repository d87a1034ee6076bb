import { useState } from 'react';
import { useParams } from 'react-router';
import {
  BlogPostView,
  ReadingRewardNotice,
  useBlogReadingTracker,
  useReadingReward,
} from '../../features/content';

/**
 * One blog post, by the `:slug` of the URL. A signed-in reader earns reading XP at 50 % and 100 %
 * of the article (once each per page view), with a '+25 XP' notice when the server paid it.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostReading key={slug} slug={slug} />;
}

/** The post and its reading tracker, remounted per slug so each page view reports afresh. */
function BlogPostReading({ slug }: { slug: string }) {
  const [article, setArticle] = useState<HTMLElement | null>(null);
  const reward = useReadingReward();
  useBlogReadingTracker(slug, article, reward);
  return (
    <>
      <BlogPostView slug={slug} onArticle={setArticle} />
      <ReadingRewardNotice gainedXp={reward.gainedXp} />
    </>
  );
}
