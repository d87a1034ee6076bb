import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { readServerFieldErrors } from '../../../lib/forms/fieldErrors';
import { useFieldErrors } from '../../../lib/forms/useFieldErrors';
import { type FieldErrors, toRowErrors } from '../helpers/fieldErrors';
import { getValidationParams, type KnowledgeValidationKey } from '../helpers/validationMessages';

/**
 * A form's errors by field and its general message. Checks made here and the server's 422 show on
 * their fields (a FAQ's `pairs.N` on the row they came from); anything else shows as the form's
 * message. After each submit the first wrong field gets the focus.
 */
export function useFormErrors<Form extends HTMLElement = HTMLFormElement>(
  knownPath: (path: string) => boolean,
) {
  const { t, i18n } = useTranslation();
  const { formRef, errors, formError, show, clearField, clear } = useFieldErrors<Form>();

  const validationText = (key: KnowledgeValidationKey) =>
    t(`knowledge.validation.${key}`, getValidationParams(key, i18n.language));

  /** Shows the problems found before sending, by field. */
  const showIssues = (issues: FieldErrors<KnowledgeValidationKey>, rowIds: readonly number[] = []) => {
    const byRow = toRowErrors(issues, rowIds);
    const shown: FieldErrors = {};
    const others: string[] = [];
    for (const [path, key] of Object.entries(byRow)) {
      if (knownPath(path)) shown[path] = validationText(key);
      else others.push(validationText(key));
    }
    show(shown, others[0] ?? null);
  };

  /** Shows why the server refused: its field messages where the form has the field, else its message. */
  const showFailure = (error: unknown, fallback: string, rowIds: readonly number[] = []) => {
    const byRow = toRowErrors(readServerFieldErrors(error), rowIds);
    const shown = Object.fromEntries(Object.entries(byRow).filter(([path]) => knownPath(path)));
    const allShown = Object.keys(shown).length > 0 && Object.keys(shown).length === Object.keys(byRow).length;
    show(shown, allShown ? t('knowledge.form.checkFields') : getErrorMessage(error, fallback));
  };

  return { formRef, errors, formError, showIssues, showFailure, clearField, clear };
}
