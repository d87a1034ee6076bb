import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { KNOWLEDGE_FILE_ACCEPT } from '../helpers/acceptedFiles';
import { formatByteSize } from '../helpers/formatByteSize';
import { useSubmitSource } from '../hooks/useSubmitSource';
import { FieldMessage, fieldA11y, TitleField } from './FieldMessage';
import { FormFeedback } from './FormFeedback';

const isFilePath = (path: string) => path === 'title' || path === 'file';

/** «Archivo»: a PDF, DOCX, TXT, Markdown or CSV file and an optional title, uploaded as multipart. */
export function FileSourceForm({ plubotId }: { plubotId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const { formRef, errors, formError, clearField, showIssues, submit, pending, added } = useSubmitSource(
    plubotId,
    isFilePath,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return showIssues({ file: 'fileRequired' });
    submit({ kind: 'file', file, ...(title.trim() ? { title: title.trim() } : {}) }, () => {
      setFile(null);
      setTitle('');
      if (inputRef.current) inputRef.current.value = '';
    });
  };

  return (
    <form ref={formRef} className="knowledge-form" onSubmit={onSubmit} noValidate>
      <p className="knowledge-form__hint">{t('knowledge.file.hint')}</p>
      <div className="knowledge-field">
        <label className="knowledge-field__label" htmlFor={`${id}-file`}>
          {t('knowledge.file.file')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          className="knowledge-input knowledge-input--file"
          accept={KNOWLEDGE_FILE_ACCEPT}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            clearField('file');
          }}
          {...fieldA11y(errors.file, `${id}-file-error`, `${id}-file-hint`)}
        />
        <p id={`${id}-file-hint`} className="knowledge-field__hint">
          {file
            ? t('knowledge.file.chosen', { name: file.name, size: formatByteSize(file.size, i18n.language) })
            : t('knowledge.file.types', {
                max: formatByteSize(KNOWLEDGE_FIELD_LIMITS.fileBytes, i18n.language),
              })}
        </p>
        <FieldMessage id={`${id}-file-error`} message={errors.file} />
      </div>
      <TitleField
        idBase={id}
        label={t('knowledge.file.title')}
        placeholder={file?.name ?? t('knowledge.file.titlePlaceholder')}
        value={title}
        error={errors.title}
        onChange={(value) => {
          setTitle(value);
          clearField('title');
        }}
      />
      <div className="knowledge-form__actions">
        <Button type="submit" disabled={pending}>
          {pending ? t('knowledge.file.uploading') : t('knowledge.file.submit')}
        </Button>
      </div>
      <FormFeedback added={added} error={formError} />
    </form>
  );
}
