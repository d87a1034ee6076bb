import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { type Dispatch, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { type FieldErrors, pairFieldPath } from '../helpers/fieldErrors';
import type { PairEditorAction, PairEditorState, PairRow } from '../helpers/pairEditor';
import { FieldMessage, fieldA11y } from './FieldMessage';

export interface PairsEditorProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  state: PairEditorState;
  dispatch: Dispatch<PairEditorAction>;
  errors: FieldErrors;
  /** The error of the pairs as a whole (none given, too many), shown under the list. */
  listErrorId: string;
  onFieldChange: (path: string) => void;
}

const fieldId = (prefix: string, rowId: number, field: 'question' | 'answer') =>
  `${prefix}-${rowId}-${field}`;

/**
 * The question/answer pairs of a FAQ: a question and its answer per row, rows added and removed.
 * A new row's question gets the focus; removing a row gives it to the row before (or the add button).
 */
export function PairsEditor({
  idPrefix,
  state,
  dispatch,
  errors,
  listErrorId,
  onFieldChange,
}: PairsEditorProps) {
  const { t } = useTranslation();
  const { rows } = state;
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const add = () => {
    dispatch({ type: 'add' });
    setFocusTarget(fieldId(idPrefix, state.nextId, 'question'));
  };

  const remove = (index: number, rowId: number) => {
    const before = rows[index - 1] ?? rows[index + 1];
    dispatch({ type: 'remove', id: rowId });
    setFocusTarget(before ? fieldId(idPrefix, before.id, 'question') : `${idPrefix}-add`);
  };

  const change = (row: PairRow, field: 'question' | 'answer', value: string) => {
    dispatch({ type: 'change', id: row.id, field, value });
    onFieldChange(pairFieldPath(row.id, field));
    onFieldChange('pairs');
  };

  return (
    <div className="knowledge-pairs">
      <ol className="knowledge-pairs__list">
        {rows.map((row, index) => {
          const number = index + 1;
          const questionPath = pairFieldPath(row.id, 'question');
          const answerPath = pairFieldPath(row.id, 'answer');
          const questionId = fieldId(idPrefix, row.id, 'question');
          const answerId = fieldId(idPrefix, row.id, 'answer');
          return (
            <li key={row.id} className="knowledge-pairs__row">
              <fieldset className="knowledge-pairs__fieldset">
                <legend className="knowledge-pairs__legend">
                  {t('knowledge.faq.pairLegend', { n: number })}
                </legend>
                <label className="knowledge-field__label" htmlFor={questionId}>
                  {t('knowledge.faq.question')}
                </label>
                <input
                  id={questionId}
                  className="knowledge-input"
                  value={row.question}
                  maxLength={KNOWLEDGE_FIELD_LIMITS.question}
                  placeholder={t('knowledge.faq.questionPlaceholder')}
                  onChange={(event) => change(row, 'question', event.target.value)}
                  {...(index === 0 && errors.pairs && !errors[questionPath]
                    ? fieldA11y(errors.pairs, listErrorId)
                    : fieldA11y(errors[questionPath], `${questionId}-error`))}
                />
                <FieldMessage id={`${questionId}-error`} message={errors[questionPath]} />
                <label className="knowledge-field__label" htmlFor={answerId}>
                  {t('knowledge.faq.answer')}
                </label>
                <textarea
                  id={answerId}
                  className="knowledge-input knowledge-input--area"
                  rows={3}
                  value={row.answer}
                  maxLength={KNOWLEDGE_FIELD_LIMITS.answer}
                  placeholder={t('knowledge.faq.answerPlaceholder')}
                  onChange={(event) => change(row, 'answer', event.target.value)}
                  {...fieldA11y(errors[answerPath], `${answerId}-error`)}
                />
                <FieldMessage id={`${answerId}-error`} message={errors[answerPath]} />
                <Button
                  variant="ghost"
                  size="sm"
                  className="knowledge-pairs__remove"
                  onClick={() => remove(index, row.id)}
                  aria-label={t('knowledge.faq.removeAria', { n: number })}
                >
                  {t('knowledge.faq.remove')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        id={`${idPrefix}-add`}
        variant="secondary"
        size="sm"
        onClick={add}
        disabled={rows.length >= KNOWLEDGE_FIELD_LIMITS.pairs}
      >
        + {t('knowledge.faq.add')}
      </Button>
      <FieldMessage id={listErrorId} message={errors.pairs} />
    </div>
  );
}
