import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { localize, TEMPLATES_QUERY } from '../../templates';
import { focusCanvasNode } from '../helpers/focusCanvasNode';
import { useApplyTemplate } from '../hooks/useApplyTemplate';
import { useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import type { EditorState } from '../stores/editorStoreTypes';
import './EmptyCanvasTemplates.css';

/** A canvas with nothing but its start node (or nothing at all) has not been started yet. */
const selectIsCanvasEmpty = (state: EditorState) =>
  state.nodes.length === 0 || (state.nodes.length === 1 && state.nodes[0]?.type === 'start');

/**
 * The offer of an empty canvas: the template catalogue (the same as Plantillas), each one a button
 * that puts it on the canvas, and 'Empezar desde cero'. It goes once the flow has a node besides
 * the start, and for this visit once dismissed.
 */
export function EmptyCanvasTemplates() {
  const { t, i18n } = useTranslation();
  const isEmpty = useEditorStore(selectIsCanvasEmpty);
  const store = useEditorStoreApi();
  const [dismissed, setDismissed] = useState(false);
  const catalogue = useQuery({ ...TEMPLATES_QUERY, enabled: isEmpty && !dismissed });
  const applyTemplate = useApplyTemplate();
  const titleId = useId();
  const dragging = usePaletteDrag(isEmpty && !dismissed);
  if (!isEmpty || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    // The offer's button goes with it: the keyboard carries on from the start node.
    const start = store.getState().nodes.find((node) => node.type === 'start');
    if (start) void focusCanvasNode(start.id);
  };

  return (
    <section className={`empty-canvas${dragging ? ' empty-canvas--dragging' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="empty-canvas__title">
        {t('editor.emptyCanvas.title')}
      </h2>
      <p className="empty-canvas__intro">{t('editor.emptyCanvas.intro')}</p>
      {catalogue.isPending && <Spinner label={t('editor.templates.loading')} />}
      {catalogue.isError && (
        <p className="empty-canvas__error" role="alert">
          {t('editor.templates.error', { reason: getErrorMessage(catalogue.error) })}
        </p>
      )}
      {catalogue.data && (
        <ul className="empty-canvas__list" aria-label={t('editor.emptyCanvas.list')}>
          {catalogue.data.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                className="empty-canvas__template"
                onClick={() => applyTemplate(template)}
                aria-label={t('editor.templates.useNamed', { name: localize(template.name, i18n.language) })}
                aria-describedby={`${titleId}-${template.id}`}
              >
                <span className="empty-canvas__icon" aria-hidden="true">
                  {template.icon}
                </span>
                <span className="empty-canvas__name">{localize(template.name, i18n.language)}</span>
                <span id={`${titleId}-${template.id}`} className="empty-canvas__description">
                  {localize(template.description, i18n.language)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" variant="ghost" className="empty-canvas__dismiss" onClick={dismiss}>
        {t('editor.emptyCanvas.dismiss')}
      </Button>
    </section>
  );
}

/** Whether something is being dragged over the page (a palette entry on its way to the canvas). */
function usePaletteDrag(listening: boolean): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!listening) return;
    const start = () => setDragging(true);
    const stop = () => setDragging(false);
    window.addEventListener('dragstart', start);
    window.addEventListener('dragend', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragstart', start);
      window.removeEventListener('dragend', stop);
      window.removeEventListener('drop', stop);
    };
  }, [listening]);
  return dragging;
}
