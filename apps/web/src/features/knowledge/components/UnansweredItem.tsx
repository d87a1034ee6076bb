import { KNOWLEDGE_FIELD_LIMITS, knowledgeFaqPairSchema, type UnansweredGroup } from '@plubot/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getButtonClassName } from '../../../components/Button';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { readSchemaIssues } from '../helpers/fieldErrors';
import { listOtherPhrasings } from '../helpers/unansweredDisplay';
import { useFormErrors } from '../hooks/useFormErrors';
import { useAnswerUnanswered } from '../hooks/useKnowledgeMutations';
import { FieldMessage, fieldA11y } from './FieldMessage';

const isAnswerPath = (path: string) => path === 'question' || path === 'answer';

/** One group of unanswered questions: how often and when it was asked, and «Añadir respuesta». */
export function UnansweredItem({
  plubotId,
  group,
  onAnswered,
}: {
  plubotId: string;
  group: UnansweredGroup;
  onAnswered: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const others = listOtherPhrasings(group);
  const openButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="knowledge-question">
      <h3 className="knowledge-question__text">{group.question}</h3>
      <p className="knowledge-question__meta">
        {t('knowledge.unanswered.count', { count: group.count })}
        <span aria-hidden="true"> · </span>
        <time dateTime={group.lastAskedAt}>
          {t('knowledge.unanswered.lastAsked', {
            time: formatRelativeTime(group.lastAskedAt, i18n.language),
          })}
        </time>
      </p>
      {others.length > 0 && (
        <div className="knowledge-question__examples">
          <p id={`${id}-examples`}>{t('knowledge.unanswered.examples')}</p>
          <ul aria-labelledby={`${id}-examples`}>
            {others.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </div>
      )}
      {open ? (
        <AnswerForm
          plubotId={plubotId}
          group={group}
          onCancel={() => {
            setOpen(false);
            requestAnimationFrame(() => openButton.current?.focus());
          }}
          onAnswered={onAnswered}
        />
      ) : (
        <button
          ref={openButton}
          type="button"
          className={getButtonClassName({ variant: 'secondary', size: 'sm' })}
          onClick={() => setOpen(true)}
        >
          {t('knowledge.unanswered.add')}
        </button>
      )}
    </li>
  );
}

/** The answer to a group of questions, the question prefilled; it is saved as a question/answer pair. */
function AnswerForm({
  plubotId,
  group,
  onCancel,
  onAnswered,
}: {
  plubotId: string;
  group: UnansweredGroup;
  onCancel: () => void;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [question, setQuestion] = useState(group.question);
  const [answer, setAnswer] = useState('');
  const answerMutation = useAnswerUnanswered(plubotId);
  const { formRef, errors, formError, clearField, showIssues, showFailure } = useFormErrors(isAnswerPath);

  useEffect(() => {
    document.getElementById(`${id}-answer`)?.focus();
  }, [id]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = knowledgeFaqPairSchema.safeParse({ question, answer });
    if (!parsed.success) return showIssues(readSchemaIssues(parsed.error));
    answerMutation.mutate(
      { questionIds: group.questionIds, ...parsed.data },
      { onSuccess: onAnswered, onError: (error) => showFailure(error, t('knowledge.unanswered.failed')) },
    );
  };

  return (
    <form ref={formRef} className="knowledge-form knowledge-answer" onSubmit={onSubmit} noValidate>
      <div className="knowledge-field">
        <label className="knowledge-field__label" htmlFor={`${id}-question`}>
          {t('knowledge.unanswered.question')}
        </label>
        <input
          id={`${id}-question`}
          className="knowledge-input"
          value={question}
          maxLength={KNOWLEDGE_FIELD_LIMITS.question}
          onChange={(event) => {
            setQuestion(event.target.value);
            clearField('question');
          }}
          {...fieldA11y(errors.question, `${id}-question-error`)}
        />
        <FieldMessage id={`${id}-question-error`} message={errors.question} />
      </div>
      <div className="knowledge-field">
        <label className="knowledge-field__label" htmlFor={`${id}-answer`}>
          {t('knowledge.unanswered.answer')}
        </label>
        <textarea
          id={`${id}-answer`}
          className="knowledge-input knowledge-input--area"
          rows={4}
          value={answer}
          maxLength={KNOWLEDGE_FIELD_LIMITS.answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            clearField('answer');
          }}
          {...fieldA11y(errors.answer, `${id}-answer-error`)}
        />
        <FieldMessage id={`${id}-answer-error`} message={errors.answer} />
      </div>
      <div className="knowledge-form__actions">
        <Button variant="ghost" onClick={onCancel} disabled={answerMutation.isPending}>
          {t('knowledge.unanswered.cancel')}
        </Button>
        <Button type="submit" disabled={answerMutation.isPending}>
          {answerMutation.isPending ? t('knowledge.unanswered.saving') : t('knowledge.unanswered.save')}
        </Button>
      </div>
      {formError && (
        <p className="knowledge-message knowledge-message--error" role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}
