import { MarkdownPage } from '../../features/content';

/** The product: what Plubot is, what it does and how it is built. */
export function AboutPlubotPage() {
  return <MarkdownPage page="about-plubot" />;
}
