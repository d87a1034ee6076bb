import { MarkdownPage } from '../../features/content';

/** How accounts, sessions and stored secrets are protected, and how to report a vulnerability. */
export function SecurityPage() {
  return <MarkdownPage page="seguridad" />;
}
