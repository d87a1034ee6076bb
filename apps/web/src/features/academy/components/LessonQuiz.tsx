import type { AcademyLessonId, AcademyQuizLesson } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { getQuizTexts } from '../helpers/getQuizTexts';
import { type LessonFailureView, readLessonFailure } from '../helpers/readLessonFailure';
import { useSubmitQuiz } from '../hooks/useAcademy';
import { LessonFailed, LessonPassed } from './LessonResult';

export interface LessonQuizProps {
  lesson: AcademyQuizLesson;
  nextLessonId: AcademyLessonId | undefined;
}

/**
 * A lesson's quiz: a group of radio buttons per question and «Comprobar». The server grades it;
 * the questions it finds wrong are marked until their answer changes.
 */
export function LessonQuiz({ lesson, nextLessonId }: LessonQuizProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const texts = getQuizTexts(t, lesson.id);
  const submit = useSubmitQuiz(lesson.id);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<LessonFailureView | null>(null);
  const [wrong, setWrong] = useState<ReadonlySet<string>>(new Set());

  const choose = (questionId: string, choiceId: string) => {
    setAnswers((current) => ({ ...current, [questionId]: choiceId }));
    setWrong((current) => {
      if (!current.has(questionId)) return current;
      const next = new Set(current);
      next.delete(questionId);
      return next;
    });
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unanswered = lesson.questions.filter((question) => !answers[question.id]);
    if (unanswered.length > 0) {
      setFailure({ message: t('academy.quiz.answerAll'), wrongQuestions: [], hints: [] });
      setWrong(new Set(unanswered.map((question) => question.id)));
      return;
    }
    setFailure(null);
    submit.mutate(answers, {
      onError: (error) => {
        const read = readLessonFailure(error);
        setFailure(read);
        setWrong(new Set(read.wrongQuestions));
      },
    });
  };

  return (
    <Card as="section" className="academy-quiz" aria-labelledby={titleId}>
      <h2 id={titleId} className="academy-section__title">
        {t('academy.quiz.title')}
      </h2>
      <p className="academy-muted">{t('academy.quiz.intro')}</p>
      <form onSubmit={check} noValidate>
        {lesson.questions.map((question, index) => {
          const questionTexts = texts[question.id];
          const isWrong = wrong.has(question.id);
          const noteId = `${formId}-${question.id}-note`;
          return (
            <fieldset
              key={question.id}
              className={`academy-question${isWrong ? ' academy-question--wrong' : ''}`}
              aria-describedby={isWrong ? noteId : undefined}
              aria-invalid={isWrong || undefined}
            >
              <legend className="academy-question__text">
                {index + 1}. {questionTexts?.text}
              </legend>
              {question.choices.map((choiceId) => (
                <label key={choiceId} className="academy-choice">
                  <input
                    type="radio"
                    name={`${formId}-${question.id}`}
                    value={choiceId}
                    checked={answers[question.id] === choiceId}
                    onChange={() => choose(question.id, choiceId)}
                    disabled={submit.isSuccess}
                  />
                  <span>{questionTexts?.choices[choiceId]}</span>
                </label>
              ))}
              {isWrong && (
                <p id={noteId} className="academy-question__note">
                  {answers[question.id] ? t('academy.quiz.wrong') : t('academy.quiz.answerAll')}
                </p>
              )}
            </fieldset>
          );
        })}
        {!submit.isSuccess && (
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? t('academy.quiz.checking') : t('academy.quiz.check')}
          </Button>
        )}
      </form>
      {failure && !submit.isPending && <LessonFailed failure={failure} />}
      {submit.data && <LessonPassed result={submit.data} nextLessonId={nextLessonId} />}
    </Card>
  );
}
