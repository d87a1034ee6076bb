import { MarkdownPage } from '../../features/content';

/** The terms of use of this Plubot server. */
export function TermsPage() {
  return <MarkdownPage page="terms" />;
}
