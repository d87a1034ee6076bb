import {
  KNOWLEDGE_FIELD_LIMITS,
  type KnowledgePassage,
  type KnowledgeSource,
  type UpdateKnowledgeSourceBody,
  updateKnowledgeSourceBodySchema,
} from '@plubot/contracts';
import { type FormEvent, useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { readEditableBody, readEditablePairs } from '../helpers/editableContent';
import { readSchemaIssues } from '../helpers/fieldErrors';
import { createPairEditorState, pairEditorReducer, readPairs } from '../helpers/pairEditor';
import { useFormErrors } from '../hooks/useFormErrors';
import { useUpdateKnowledgeSource } from '../hooks/useKnowledgeMutations';
import { FieldMessage, fieldA11y } from './FieldMessage';
import { PairsEditor } from './PairsEditor';

export interface SourceEditFormProps {
  plubotId: string;
  answer: { source: KnowledgeSource; passages: KnowledgePassage[] } & Record<string, unknown>;
  /** Called with true once saved, false when cancelled. */
  onClose: (saved: boolean) => void;
}

const isEditPath = (path: string) =>
  ['title', 'body', 'url', 'pairs'].includes(path) || path.startsWith('pairs.row-');

/** Edits a source: its title, and its text (text), pairs (FAQ) or address (web). Saving reads it again. */
export function SourceEditForm({ plubotId, answer, onClose }: SourceEditFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { source } = answer;
  const update = useUpdateKnowledgeSource(plubotId, source.id);
  const { formRef, errors, formError, clearField, showIssues, showFailure } = useFormErrors(isEditPath);
  const [title, setTitle] = useState(source.title);
  const [initialBody] = useState(() => readEditableBody(answer));
  const [body, setBody] = useState(initialBody.value);
  const [initialPairs] = useState(() => readEditablePairs(answer));
  const [pairs, dispatch] = useReducer(pairEditorReducer, initialPairs.value, createPairEditorState);
  const [url, setUrl] = useState(source.url ?? '');
  useEffect(() => {
    document.getElementById(`${id}-title`)?.focus();
  }, [id]);
  const rebuilt =
    (source.kind === 'text' && !initialBody.exact) || (source.kind === 'faq' && !initialPairs.exact);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { pairs: sentPairs, rowIds } = readPairs(pairs.rows);
    const changes: UpdateKnowledgeSourceBody = {
      title,
      ...(source.kind === 'text' ? { body } : {}),
      ...(source.kind === 'faq' ? { pairs: sentPairs } : {}),
      ...(source.kind === 'url' ? { url: url.trim() } : {}),
    };
    const parsed = updateKnowledgeSourceBodySchema.safeParse(changes);
    if (!parsed.success) return showIssues(readSchemaIssues(parsed.error), rowIds);
    update.mutate(changes, {
      onSuccess: () => onClose(true),
      onError: (error) => showFailure(error, t('knowledge.edit.failed'), rowIds),
    });
  };

  const text = (name: 'title' | 'url', value: string, set: (value: string) => void, max: number) => (
    <div className="knowledge-field">
      <label className="knowledge-field__label" htmlFor={`${id}-${name}`}>
        {t(`knowledge.edit.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        type={name === 'url' ? 'url' : 'text'}
        className="knowledge-input"
        value={value}
        maxLength={max}
        onChange={(event) => {
          set(event.target.value);
          clearField(name);
        }}
        {...fieldA11y(errors[name], `${id}-${name}-error`)}
      />
      <FieldMessage id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form ref={formRef} className="knowledge-form knowledge-edit" onSubmit={onSubmit} noValidate>
      <h4 className="knowledge-edit__title">{t('knowledge.edit.heading')}</h4>
      {rebuilt && <p className="knowledge-form__hint">{t('knowledge.edit.rebuilt')}</p>}
      {text('title', title, setTitle, KNOWLEDGE_FIELD_LIMITS.title)}
      {source.kind === 'url' && text('url', url, setUrl, KNOWLEDGE_FIELD_LIMITS.url)}
      {source.kind === 'text' && (
        <div className="knowledge-field">
          <label className="knowledge-field__label" htmlFor={`${id}-body`}>
            {t('knowledge.edit.body')}
          </label>
          <textarea
            id={`${id}-body`}
            className="knowledge-input knowledge-input--area knowledge-input--tall"
            rows={12}
            value={body}
            maxLength={KNOWLEDGE_FIELD_LIMITS.body}
            onChange={(event) => {
              setBody(event.target.value);
              clearField('body');
            }}
            {...fieldA11y(errors.body, `${id}-body-error`)}
          />
          <FieldMessage id={`${id}-body-error`} message={errors.body} />
        </div>
      )}
      {source.kind === 'faq' && (
        <PairsEditor
          idPrefix={`${id}-pair`}
          state={pairs}
          dispatch={dispatch}
          errors={errors}
          listErrorId={`${id}-pairs-error`}
          onFieldChange={clearField}
        />
      )}
      {source.kind === 'file' && <p className="knowledge-form__hint">{t('knowledge.edit.fileHint')}</p>}
      <div className="knowledge-form__actions">
        <Button variant="ghost" onClick={() => onClose(false)} disabled={update.isPending}>
          {t('knowledge.edit.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('knowledge.edit.saving') : t('knowledge.edit.save')}
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
