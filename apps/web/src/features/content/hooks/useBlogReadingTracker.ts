import { BLOG_POST_SLUGS, type BlogPostSlug } from '@plubot/contracts';
import { useEffect, useRef } from 'react';
import { getNewThresholds, getReadPercent, type ReadingThreshold } from '../helpers/readingProgress';
import type { ReadingReward } from './useReadingReward';

const isBlogPostSlug = (slug: string): slug is BlogPostSlug =>
  (BLOG_POST_SLUGS as readonly string[]).includes(slug);

/**
 * Reports `blog_started` when a signed-in reader opens a known post (the server pays its reading no
 * sooner than its reading time after that), then watches how far they scrolled through its
 * `article` and reports `blog_read` at 50 % and at 100 %, once each per page view.
 */
export function useBlogReadingTracker(
  slug: string,
  article: HTMLElement | null,
  reward: ReadingReward,
): void {
  const { signedIn, report } = reward;
  const reported = useRef(new Set<ReadingThreshold>());

  useEffect(() => {
    if (signedIn && isBlogPostSlug(slug)) void report({ kind: 'blog_started', slug });
  }, [signedIn, slug, report]);

  useEffect(() => {
    if (!signedIn || !article || !isBlogPostSlug(slug)) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const percent = getReadPercent(article.getBoundingClientRect(), window.innerHeight);
      for (const threshold of getNewThresholds(percent, reported.current)) {
        reported.current.add(threshold);
        void report({ kind: 'blog_read', slug, percent: threshold });
      }
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [signedIn, article, slug, report]);
}
