import { MarkdownPage } from '../../features/content';

/** What this Plubot server stores, why, for how long, and the owner's rights. */
export function PrivacyPage() {
  return <MarkdownPage page="privacy" />;
}
