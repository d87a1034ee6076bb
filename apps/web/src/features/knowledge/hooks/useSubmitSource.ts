import { createKnowledgeSourceBodySchema, type KnowledgeSource } from '@plubot/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkKnowledgeFile } from '../helpers/acceptedFiles';
import { readSchemaIssues } from '../helpers/fieldErrors';
import type { NewKnowledgeSource } from '../helpers/knowledgeApi';
import { useFormErrors } from './useFormErrors';
import { useAddKnowledgeSource } from './useKnowledgeMutations';

/**
 * What every «Añadir una fuente» form does on submit: checks the source with the contract's schema
 * (a file: its type and size), sends it, shows the errors by field or the server's message, and
 * says the source was added (the form then starts again through `onAdded`).
 */
export function useSubmitSource(plubotId: string, knownPath: (path: string) => boolean) {
  const { t } = useTranslation();
  const add = useAddKnowledgeSource(plubotId);
  const form = useFormErrors(knownPath);
  const [added, setAdded] = useState<KnowledgeSource | null>(null);

  const submit = (source: NewKnowledgeSource, onAdded: () => void, rowIds: readonly number[] = []) => {
    setAdded(null);
    if (source.kind === 'file') {
      const problem = checkKnowledgeFile(source.file);
      if (problem) return form.showIssues({ file: problem });
    } else {
      const parsed = createKnowledgeSourceBodySchema.safeParse(source);
      if (!parsed.success) return form.showIssues(readSchemaIssues(parsed.error), rowIds);
    }
    form.clear();
    add.mutate(source, {
      onSuccess: (answer) => {
        setAdded(answer.source);
        onAdded();
      },
      onError: (error) => form.showFailure(error, t('knowledge.add.failed'), rowIds),
    });
  };

  return { ...form, submit, pending: add.isPending, added };
}
