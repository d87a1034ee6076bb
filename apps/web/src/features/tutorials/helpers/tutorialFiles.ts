type Loaders = Record<string, () => Promise<string>>;

// A lazy glob: each guide becomes its own chunk, so a page downloads only the file it shows.
const tutorialFiles: Loaders = import.meta.glob<string>('../../../../content/tutorials/*/*.md', {
  query: '?raw',
  import: 'default',
});

/** The guides under `content/tutorials/{es,en}/`, by file name. */
export const TUTORIAL_SLUGS = [
  'index',
  'flujos',
  'automatizacion',
  'aprendizaje',
  'expansion',
  'discord',
  'discord-channel-id',
] as const;

export type TutorialSlug = (typeof TUTORIAL_SLUGS)[number];

/** The languages the guides are written in. */
export type TutorialLanguage = 'es' | 'en';

function findLoader(suffix: string): (() => Promise<string>) | undefined {
  const key = Object.keys(tutorialFiles).find((path) => path.endsWith(suffix));
  return key ? tutorialFiles[key] : undefined;
}

/** The Markdown of a guide in the given language, or the Spanish one when it is missing. */
export async function loadTutorial(slug: TutorialSlug, language: TutorialLanguage): Promise<string> {
  const load = findLoader(`/${language}/${slug}.md`) ?? findLoader(`/es/${slug}.md`);
  if (!load) throw new Error(`Missing tutorial ${slug}`);
  return load();
}

/** The image paths (`/tutorials/…`) a guide's Markdown references. */
export function imagesOf(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}
