import { ACADEMY_LESSONS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { gradeQuiz, QUIZ_ANSWERS } from './lessonAnswers';

const quizzes = ACADEMY_LESSONS.flatMap((lesson) => (lesson.kind === 'quiz' ? [lesson] : []));

describe('QUIZ_ANSWERS', () => {
  it('has one right choice, among the question choices, for every question of every quiz', () => {
    for (const lesson of quizzes) {
      const key: Record<string, string> = QUIZ_ANSWERS[lesson.id];
      expect(Object.keys(key)).toEqual(lesson.questions.map((question) => question.id));
      for (const question of lesson.questions) {
        expect(question.choices as readonly string[]).toContain(key[question.id]);
      }
    }
  });
});

describe('gradeQuiz', () => {
  it('passes the right answers and lists wrong or missing ones in order', () => {
    expect(gradeQuiz('flow-basics', { ...QUIZ_ANSWERS['flow-basics'] })).toEqual([]);
    expect(gradeQuiz('flow-basics', { 'first-node': 'message', connect: 'drag-dot' })).toEqual([
      'first-node',
      'save-rule',
    ]);
    expect(gradeQuiz('sharing', {})).toEqual(['direct-link', 'widget', 'whatsapp']);
  });

  it('is not fooled by inherited keys', () => {
    expect(gradeQuiz('simulator', JSON.parse('{"__proto__": {"unsaved": "as-it-is"}}'))).toContain('unsaved');
  });
});
