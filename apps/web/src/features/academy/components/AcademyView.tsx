import { findAcademyLesson } from '@plubot/contracts';
import { useSearchParams } from 'react-router';
import { LessonList } from './LessonList';
import { LessonView } from './LessonView';
import './academy.css';

/** The URL parameter naming the open lesson, so a lesson can be linked and the back button works. */
export const LESSON_PARAM = 'lesson';

/**
 * The Academy of `/academy`: the lessons with the user's progress, or one lesson (`?lesson={id}`)
 * with its reading and its quiz or task. An unknown id shows the list.
 */
export function AcademyView() {
  const [searchParams] = useSearchParams();
  const lesson = findAcademyLesson(searchParams.get(LESSON_PARAM) ?? '');
  return (
    <section className="academy container">
      {lesson ? <LessonView key={lesson.id} lessonId={lesson.id} /> : <LessonList />}
    </section>
  );
}
