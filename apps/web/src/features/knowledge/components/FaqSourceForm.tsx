import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { type FormEvent, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { createPairEditorState, pairEditorReducer, readPairs } from '../helpers/pairEditor';
import { useSubmitSource } from '../hooks/useSubmitSource';
import { FieldMessage, fieldA11y } from './FieldMessage';
import { FormFeedback } from './FormFeedback';
import { PairsEditor } from './PairsEditor';

const isFaqPath = (path: string) => path === 'title' || path === 'pairs' || path.startsWith('pairs.row-');

/** «Preguntas y respuestas»: a title (optional) and the pairs, sent as a FAQ source. */
export function FaqSourceForm({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState('');
  const [pairs, dispatch] = useReducer(pairEditorReducer, undefined, () => createPairEditorState());
  const { formRef, errors, formError, clearField, submit, pending, added } = useSubmitSource(
    plubotId,
    isFaqPath,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { pairs: sent, rowIds } = readPairs(pairs.rows);
    submit(
      { kind: 'faq', ...(title.trim() ? { title: title.trim() } : {}), pairs: sent },
      () => {
        setTitle('');
        dispatch({ type: 'reset', pairs: [] });
      },
      rowIds,
    );
  };

  return (
    <form ref={formRef} className="knowledge-form" onSubmit={onSubmit} noValidate>
      <p className="knowledge-form__hint">{t('knowledge.faq.hint')}</p>
      <div className="knowledge-field">
        <label className="knowledge-field__label" htmlFor={`${id}-title`}>
          {t('knowledge.faq.title')}
        </label>
        <input
          id={`${id}-title`}
          className="knowledge-input"
          value={title}
          maxLength={KNOWLEDGE_FIELD_LIMITS.title}
          placeholder={t('knowledge.faq.titlePlaceholder')}
          onChange={(event) => {
            setTitle(event.target.value);
            clearField('title');
          }}
          {...fieldA11y(errors.title, `${id}-title-error`)}
        />
        <FieldMessage id={`${id}-title-error`} message={errors.title} />
      </div>
      <PairsEditor
        idPrefix={`${id}-pair`}
        state={pairs}
        dispatch={dispatch}
        errors={errors}
        listErrorId={`${id}-pairs-error`}
        onFieldChange={clearField}
      />
      <div className="knowledge-form__actions">
        <Button type="submit" disabled={pending}>
          {pending ? t('knowledge.add.saving') : t('knowledge.faq.submit')}
        </Button>
      </div>
      <FormFeedback added={added} error={formError} />
    </form>
  );
}
