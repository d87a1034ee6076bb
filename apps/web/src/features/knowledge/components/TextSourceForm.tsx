import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { type ClipboardEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { suggestTitle } from '../helpers/suggestTitle';
import { useSubmitSource } from '../hooks/useSubmitSource';
import { FieldMessage, fieldA11y, TitleField } from './FieldMessage';
import { FormFeedback } from './FormFeedback';

const isTextPath = (path: string) => path === 'title' || path === 'body';

/** «Texto»: a title and a text typed or pasted (Markdown headings become sections). */
export function TextSourceForm({ plubotId }: { plubotId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const { formRef, errors, formError, clearField, submit, pending, added } = useSubmitSource(
    plubotId,
    isTextPath,
  );

  // Pasting into an empty form names it after the pasted text's first line.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (title.trim() !== '') return;
    const suggested = suggestTitle(event.clipboardData.getData('text'));
    if (suggested) {
      setTitle(suggested);
      clearField('title');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ kind: 'text', title, body }, () => {
      setTitle('');
      setBody('');
    });
  };

  const count = new Intl.NumberFormat(i18n.language);
  return (
    <form ref={formRef} className="knowledge-form" onSubmit={onSubmit} noValidate>
      <p className="knowledge-form__hint">{t('knowledge.text.hint')}</p>
      <TitleField
        idBase={id}
        label={t('knowledge.text.title')}
        placeholder={t('knowledge.text.titlePlaceholder')}
        value={title}
        error={errors.title}
        onChange={(value) => {
          setTitle(value);
          clearField('title');
        }}
      />
      <div className="knowledge-field">
        <label className="knowledge-field__label" htmlFor={`${id}-body`}>
          {t('knowledge.text.body')}
        </label>
        <textarea
          id={`${id}-body`}
          className="knowledge-input knowledge-input--area knowledge-input--tall"
          rows={10}
          value={body}
          maxLength={KNOWLEDGE_FIELD_LIMITS.body}
          placeholder={t('knowledge.text.bodyPlaceholder')}
          onPaste={onPaste}
          onChange={(event) => {
            setBody(event.target.value);
            clearField('body');
          }}
          {...fieldA11y(errors.body, `${id}-body-error`, `${id}-body-count`)}
        />
        <p id={`${id}-body-count`} className="knowledge-field__hint">
          {t('knowledge.text.count', {
            count: body.length,
            n: count.format(body.length),
            max: count.format(KNOWLEDGE_FIELD_LIMITS.body),
          })}
        </p>
        <FieldMessage id={`${id}-body-error`} message={errors.body} />
      </div>
      <div className="knowledge-form__actions">
        <Button type="submit" disabled={pending}>
          {pending ? t('knowledge.add.saving') : t('knowledge.text.submit')}
        </Button>
      </div>
      <FormFeedback added={added} error={formError} />
    </form>
  );
}
