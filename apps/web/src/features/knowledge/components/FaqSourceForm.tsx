import { type FormEvent, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { createPairEditorState, pairEditorReducer, readPairs } from '../helpers/pairEditor';
import { useSubmitSource } from '../hooks/useSubmitSource';
import { TitleField } from './FieldMessage';
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
      <TitleField
        idBase={id}
        label={t('knowledge.faq.title')}
        placeholder={t('knowledge.faq.titlePlaceholder')}
        value={title}
        error={errors.title}
        onChange={(value) => {
          setTitle(value);
          clearField('title');
        }}
      />
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
