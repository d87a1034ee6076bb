import { MarkdownPage } from '../../features/content';

/** Byte, the in-app assistant, and what it helps with. */
export function ByteAmbassadorPage() {
  return <MarkdownPage page="byte-embajador" />;
}
