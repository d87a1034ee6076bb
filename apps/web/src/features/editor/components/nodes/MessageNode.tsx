import {
  MAX_RETRY_MESSAGE_LENGTH,
  NODE_FIELD_VALUES,
  type NodeDataOf,
  type ReplyValidation,
} from '@plubot/flow';
import type { NodeProps } from '@xyflow/react';
import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Switch } from '../../../../components/Switch';
import { getNodeHandles } from '../../helpers/nodeHandles';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useNodeEditing } from '../../hooks/useNodeEditing';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorNodeOf } from '../../types';
import { NodeEditorActions } from './NodeEditorActions';
import { NodeEditSurface } from './NodeEditSurface';
import { NodeLabelForm } from './NodeLabelForm';
import { NodeShell } from './NodeShell';

const HANDLES = getNodeHandles('message', {});

const REPLY_VALIDATIONS: readonly string[] = NODE_FIELD_VALUES.replyValidations;

/** The longest variable name the engine keeps. */
const VARIABLE_MAX_LENGTH = 200;

interface CaptureDraft {
  on: boolean;
  variable: string;
  validation: ReplyValidation;
  /** The owner's own retry message; empty: the engine's default in the visitor's language. */
  retryMessage: string;
}

function isReplyValidation(value: unknown): value is ReplyValidation {
  return typeof value === 'string' && REPLY_VALIDATIONS.includes(value);
}

/** The capture as the form edits it; an unknown stored validation reads as `text`, as the engine does. */
function readCapture(capture: NodeDataOf<'message'>['capture']): CaptureDraft {
  if (capture === true) return { on: true, variable: '', validation: 'text', retryMessage: '' };
  if (!capture) return { on: false, variable: '', validation: 'text', retryMessage: '' };
  return {
    on: true,
    variable: capture.variable ?? '',
    validation: isReplyValidation(capture.validation) ? capture.validation : 'text',
    retryMessage: capture.retryMessage ?? '',
  };
}

/**
 * The message node: what the bot says, and optionally "Esperar respuesta" — the bot waits for a
 * reply, checks it (text, e-mail, phone or number) and stores it in a variable
 * (`data.capture = { variable, validation, retryMessage }`, the engine's convention). An invalid
 * reply gets the owner's retry message, or — left empty — the engine's default in the visitor's
 * language, which the form shows.
 */
export function MessageNode({ id, data, selected }: NodeProps<EditorNodeOf<'message'>>) {
  const { t } = useEditorTranslation();
  const { updateNodeData } = useEditorStore(useShallow(selectActions));
  const { editing, start, stop, error } = useNodeEditing(id);
  const label = data.label ?? '';
  const message = data.message ?? '';
  const capture = readCapture(data.capture);
  const [draft, setDraft] = useState({ label, message, ...capture });
  const ids = {
    label: useId(),
    message: useId(),
    variable: useId(),
    validation: useId(),
    retry: useId(),
    retryHint: useId(),
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft starts from the data each time editing opens
  useEffect(() => {
    if (editing) setDraft({ label, message, ...readCapture(data.capture) });
  }, [editing]);

  const save = () => {
    const variable = draft.variable.trim();
    const retryMessage = draft.retryMessage.trim();
    updateNodeData(id, {
      label: draft.label,
      message: draft.message,
      capture: draft.on
        ? {
            ...(variable ? { variable } : {}),
            validation: draft.validation,
            ...(retryMessage ? { retryMessage } : {}),
          }
        : undefined,
    });
    stop();
  };

  return (
    <NodeShell
      id={id}
      type="message"
      title={label || t('editor.nodeTypes.message')}
      selected={selected}
      handles={HANDLES}
      editing={editing}
      error={error}
      onDoubleClick={editing ? undefined : start}
    >
      {editing ? (
        <NodeEditSurface type="message" title={label}>
          <NodeLabelForm
            labelId={ids.label}
            label={draft.label}
            onLabelChange={(label) => setDraft({ ...draft, label })}
            onEscape={stop}
          >
            <label htmlFor={ids.message}>{t('editor.nodes.message.text')}</label>
            <textarea
              id={ids.message}
              // biome-ignore lint/a11y/noAutofocus: editing was just asked for; the text is what people edit
              autoFocus
              rows={4}
              value={draft.message}
              onChange={(event) => setDraft({ ...draft, message: event.target.value })}
            />
            <Switch
              className="flow-node__switch"
              checked={draft.on}
              onChange={(on) => setDraft({ ...draft, on })}
            >
              <span>{t('editor.nodes.message.waitForReply')}</span>
            </Switch>
            {draft.on && (
              <div className="flow-node__capture">
                <label htmlFor={ids.variable}>{t('editor.nodes.message.variable')}</label>
                <input
                  id={ids.variable}
                  value={draft.variable}
                  maxLength={VARIABLE_MAX_LENGTH}
                  placeholder={t('editor.nodes.message.variablePlaceholder')}
                  onChange={(event) => setDraft({ ...draft, variable: event.target.value })}
                />
                <label htmlFor={ids.validation}>{t('editor.nodes.message.validation')}</label>
                <select
                  id={ids.validation}
                  value={draft.validation}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      validation: isReplyValidation(event.target.value) ? event.target.value : 'text',
                    })
                  }
                >
                  {NODE_FIELD_VALUES.replyValidations.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`editor.nodes.message.validations.${kind}`)}
                    </option>
                  ))}
                </select>
                <label htmlFor={ids.retry}>{t('editor.nodes.message.retryMessage')}</label>
                <input
                  id={ids.retry}
                  value={draft.retryMessage}
                  maxLength={MAX_RETRY_MESSAGE_LENGTH}
                  placeholder={t(`editor.nodes.message.retryDefaults.${draft.validation}`)}
                  aria-describedby={ids.retryHint}
                  onChange={(event) => setDraft({ ...draft, retryMessage: event.target.value })}
                />
                <p id={ids.retryHint} className="flow-node__hint">
                  {t('editor.nodes.message.retryHint', {
                    text: t(`editor.nodes.message.retryDefaults.${draft.validation}`),
                  })}
                </p>
              </div>
            )}
            <NodeEditorActions onSave={save} onCancel={stop} />
          </NodeLabelForm>
        </NodeEditSurface>
      ) : (
        <>
          <p className="flow-node__text">{message || t('editor.nodes.empty')}</p>
          {capture.on && (
            <p className="flow-node__badge">
              ⏳{' '}
              {t('editor.nodes.message.waitsFor', {
                variable: capture.variable || 'last_reply',
                validation: t(`editor.nodes.message.validations.${capture.validation}`),
              })}
            </p>
          )}
        </>
      )}
    </NodeShell>
  );
}
