import type { KnowledgeSourceKind } from '@plubot/contracts';

/** The icon of each kind of source, shown beside its name (decorative: the name says the kind). */
export const SOURCE_KIND_ICONS: Record<KnowledgeSourceKind, string> = {
  faq: '💬',
  text: '📝',
  file: '📄',
  url: '🌐',
};
