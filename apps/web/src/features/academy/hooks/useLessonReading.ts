import type { AcademyLessonId } from '@plubot/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadLessonReading, toLessonLanguage } from '../helpers/lessonFiles';

/** The Markdown reading of a lesson in the interface's language (a static file, cached for good). */
export function useLessonReading(lessonId: AcademyLessonId) {
  const { i18n } = useTranslation();
  const language = toLessonLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useQuery({
    queryKey: ['academy-reading', lessonId, language],
    queryFn: () => loadLessonReading(lessonId, language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
