import type { FlowTemplate } from '@plubot/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { getErrorMessage } from '../../../../lib/errors/getErrorMessage';
import { listTemplateProPowers, localize, TEMPLATES_QUERY } from '../../../templates';
import { useApplyTemplate } from '../../hooks/useApplyTemplate';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectNodeCount } from '../../stores/editorSelectors';
import { EditorDialog } from './EditorDialog';

/**
 * Plantillas: the template catalogue, each with its icon, name, description and size. Choosing one
 * replaces the flow as one undoable step — after asking, when the canvas holds more than the start.
 */
export function TemplatesDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const applyTemplate = useApplyTemplate();
  const nodeCount = useEditorStore(selectNodeCount);
  const [pending, setPending] = useState<FlowTemplate | null>(null);
  const catalogue = useQuery(TEMPLATES_QUERY);
  const language = i18n.language;

  const apply = (template: FlowTemplate) => {
    applyTemplate(template);
    onClose();
  };

  const choose = (template: FlowTemplate) => {
    if (nodeCount > 1) setPending(template);
    else apply(template);
  };

  return (
    <EditorDialog
      title={t('editor.templates.title')}
      icon="🗂️"
      size="lg"
      onClose={onClose}
      footer={
        pending ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setPending(null)}>
              {t('editor.common.cancel')}
            </Button>
            <Button size="sm" onClick={() => apply(pending)}>
              {t('editor.templates.replace')}
            </Button>
          </>
        ) : undefined
      }
    >
      {pending ? (
        <p className="editor-dialog__message editor-dialog__message--warning" role="alert">
          {t('editor.templates.confirm', { name: localize(pending.name, language), n: nodeCount })}
        </p>
      ) : (
        <>
          <p className="editor-dialog__message">{t('editor.templates.intro')}</p>
          {catalogue.isPending && <Spinner label={t('editor.templates.loading')} />}
          {catalogue.isError && (
            <p className="editor-dialog__message editor-dialog__message--error" role="alert">
              {t('editor.templates.error', { reason: getErrorMessage(catalogue.error) })}
            </p>
          )}
          {catalogue.data && (
            <ul className="editor-dialog__list templates-list">
              {catalogue.data.map((template) => (
                <li key={template.id} className="editor-dialog__row">
                  <span className="templates-list__icon" aria-hidden="true">
                    {template.icon}
                  </span>
                  <div className="editor-dialog__row-main">
                    <span className="editor-dialog__row-title">{localize(template.name, language)}</span>
                    <span>{localize(template.description, language)}</span>
                    <span className="editor-dialog__row-meta">
                      {t(`editor.templates.categories.${template.category}`)} ·{' '}
                      {t('editor.templates.size', { nodes: template.nodeCount, edges: template.edgeCount })}
                    </span>
                    {listTemplateProPowers(template).length > 0 && (
                      <span className="editor-dialog__row-meta">
                        {t('editor.templates.proPowers', {
                          powers: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                            listTemplateProPowers(template),
                          ),
                        })}
                      </span>
                    )}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => choose(template)}
                    aria-label={t('editor.templates.useNamed', { name: localize(template.name, language) })}
                  >
                    {t('editor.templates.use')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </EditorDialog>
  );
}
