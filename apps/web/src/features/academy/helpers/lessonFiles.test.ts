import { ACADEMY_LESSON_IDS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { hasLessonFile, type LessonLanguage, loadLessonReading, toLessonLanguage } from './lessonFiles';

const LANGUAGES: LessonLanguage[] = ['es', 'en'];

describe.each(LANGUAGES)('academy readings (%s)', (language) => {
  it.each(ACADEMY_LESSON_IDS)('has %s with 3 to 6 paragraphs', async (lessonId) => {
    expect(hasLessonFile(lessonId, language)).toBe(true);
    const markdown = await loadLessonReading(lessonId, language);
    const paragraphs = markdown.split(/\n\s*\n/).filter((block) => block.trim() !== '');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(6);
  });
});

describe('toLessonLanguage', () => {
  it('reads English variants as English and anything else as Spanish', () => {
    expect(toLessonLanguage('en-GB')).toBe('en');
    expect(toLessonLanguage('es-MX')).toBe('es');
    expect(toLessonLanguage('fr')).toBe('es');
    expect(toLessonLanguage(undefined)).toBe('es');
  });
});
