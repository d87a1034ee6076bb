import { GUIDE_SLUGS, type GuideSlug } from '@plubot/contracts';
import { useEffect, useRef } from 'react';
import type { ReadingReward } from '../../content';

const isGuideSlug = (slug: string): slug is GuideSlug => (GUIDE_SLUGS as readonly string[]).includes(slug);

/**
 * Reports `tutorial_started` when a signed-in reader opens a guide (the server pays it no sooner
 * than its reading time after that), and `tutorial_finished` once per page view when its end (the
 * `end` element after its text) comes into view. The index is not a guide and reports nothing.
 */
export function useGuideEndReport(slug: string, end: HTMLElement | null, reward: ReadingReward): void {
  const { signedIn, report } = reward;
  const reported = useRef(false);

  useEffect(() => {
    if (signedIn && isGuideSlug(slug)) void report({ kind: 'tutorial_started', slug });
  }, [signedIn, slug, report]);

  useEffect(() => {
    if (!signedIn || !end || !isGuideSlug(slug) || reported.current) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || reported.current) return;
      reported.current = true;
      observer.disconnect();
      void report({ kind: 'tutorial_finished', slug });
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [signedIn, end, slug, report]);
}
