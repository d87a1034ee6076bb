import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useSubmitSource } from '../hooks/useSubmitSource';
import { FieldMessage, fieldA11y, TitleField } from './FieldMessage';
import { FormFeedback } from './FormFeedback';

const isWebPath = (path: string) => path === 'title' || path === 'url' || path === 'sitemap';

/** «Web»: a page's address (or a sitemap's, to read every page it lists) and an optional title. */
export function WebSourceForm({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [sitemap, setSitemap] = useState(false);
  const [title, setTitle] = useState('');
  const { formRef, errors, formError, clearField, submit, pending, added } = useSubmitSource(
    plubotId,
    isWebPath,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(
      { kind: 'url', url: url.trim(), sitemap, ...(title.trim() ? { title: title.trim() } : {}) },
      () => {
        setUrl('');
        setSitemap(false);
        setTitle('');
      },
    );
  };

  return (
    <form ref={formRef} className="knowledge-form" onSubmit={onSubmit} noValidate>
      <p className="knowledge-form__hint">{t('knowledge.web.hint')}</p>
      <div className="knowledge-field">
        <label className="knowledge-field__label" htmlFor={`${id}-url`}>
          {t('knowledge.web.url')}
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          className="knowledge-input"
          value={url}
          maxLength={KNOWLEDGE_FIELD_LIMITS.url}
          placeholder={t('knowledge.web.urlPlaceholder')}
          onChange={(event) => {
            setUrl(event.target.value);
            clearField('url');
          }}
          {...fieldA11y(errors.url, `${id}-url-error`)}
        />
        <FieldMessage id={`${id}-url-error`} message={errors.url} />
      </div>
      <label className="knowledge-check">
        <input
          type="checkbox"
          checked={sitemap}
          onChange={(event) => {
            setSitemap(event.target.checked);
            clearField('sitemap');
          }}
          {...fieldA11y(errors.sitemap, `${id}-sitemap-error`, `${id}-sitemap-hint`)}
        />
        {t('knowledge.web.sitemap')}
      </label>
      <p id={`${id}-sitemap-hint`} className="knowledge-field__hint">
        {t('knowledge.web.sitemapHint')}
      </p>
      <FieldMessage id={`${id}-sitemap-error`} message={errors.sitemap} />
      <TitleField
        idBase={id}
        label={t('knowledge.web.title')}
        placeholder={t('knowledge.web.titlePlaceholder')}
        value={title}
        error={errors.title}
        onChange={(value) => {
          setTitle(value);
          clearField('title');
        }}
      />
      <div className="knowledge-form__actions">
        <Button type="submit" disabled={pending}>
          {pending ? t('knowledge.add.saving') : t('knowledge.web.submit')}
        </Button>
      </div>
      <FormFeedback added={added} error={formError} />
    </form>
  );
}
