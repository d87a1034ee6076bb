import type { AcademyLessonId } from '@plubot/contracts';

type Loaders = Record<string, () => Promise<string>>;

// A lazy glob: each lesson's reading is its own chunk, downloaded when the lesson opens.
const lessonFiles: Loaders = import.meta.glob<string>('../../../../content/academy/*/*.md', {
  query: '?raw',
  import: 'default',
});

/** The languages the readings are written in. */
export type LessonLanguage = 'es' | 'en';

/** The language of the readings for an i18next language ('en-GB' → 'en'; anything else Spanish). */
export function toLessonLanguage(language: string | undefined): LessonLanguage {
  return language?.startsWith('en') ? 'en' : 'es';
}

/** True when the reading of `lessonId` exists in `language` (no Spanish fallback). */
export function hasLessonFile(lessonId: AcademyLessonId, language: LessonLanguage): boolean {
  return findLoader(`/${language}/${lessonId}.md`) !== undefined;
}

/** The Markdown reading of a lesson in the given language, or the Spanish one when it is missing. */
export async function loadLessonReading(
  lessonId: AcademyLessonId,
  language: LessonLanguage,
): Promise<string> {
  const load = findLoader(`/${language}/${lessonId}.md`) ?? findLoader(`/es/${lessonId}.md`);
  if (!load) throw new Error(`Missing academy lesson ${lessonId}`);
  return load();
}

function findLoader(suffix: string): (() => Promise<string>) | undefined {
  const key = Object.keys(lessonFiles).find((path) => path.endsWith(suffix));
  return key ? lessonFiles[key] : undefined;
}
