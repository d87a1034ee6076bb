import { type FlowIssue, getStartGreeting, START_NODE_LIMITS, validateStartNode } from '@plubot/flow';
import type { NodeProps } from '@xyflow/react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { getNodeHandles } from '../../helpers/nodeHandles';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useNodeEditing } from '../../hooks/useNodeEditing';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectBotWelcome } from '../../stores/editorSelectors';
import type { EditorNodeOf } from '../../types';
import { NodeEditSurface } from './NodeEditSurface';
import { NodeShell } from './NodeShell';

const HANDLES = getNodeHandles('start', {});
/** Validation runs 300 ms after typing stops (spec §9). */
const VALIDATION_DEBOUNCE_MS = 300;

/**
 * The start node: its title (`label`) and the greeting the bot really sends — its own content
 * (`dynamicContent`), else the bot's welcome, else `startMessage`, as the engine picks it
 * (`getStartGreeting`). Double-click or 'Editar' opens the editor on that greeting; Enter in the
 * title or leaving the editor saves when both fields are valid (a changed greeting becomes the
 * node's own content), Escape abandons the changes and clears any error (spec §4, §5).
 */
export function StartNode({ id, data, selected }: NodeProps<EditorNodeOf<'start'>>) {
  const { t } = useEditorTranslation();
  const text = useText();
  const { updateNodeData } = useEditorStore(useShallow(selectActions));
  const { editing, start, stop, error } = useNodeEditing(id);
  const welcome = useEditorStore(selectBotWelcome);
  const label = data.label ?? t('editor.nodes.start.defaultTitle');
  const greeting = useMemo(
    () => getStartGreeting({ id, type: 'start', position: { x: 0, y: 0 }, data }, welcome ?? undefined),
    [id, data, welcome],
  );
  const content = greeting.text;
  const [draft, setDraft] = useState({ label, dynamicContent: content });
  const [issues, setIssues] = useState<FlowIssue[]>([]);
  const formRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const contentId = useId();

  // Set once editing ends, so the blur of the closing form cannot save a second time.
  const closing = useRef(false);

  useEffect(() => {
    if (editing) {
      closing.current = false;
      setDraft({ label, dynamicContent: content });
    } else setIssues([]);
  }, [editing, label, content]);

  useEffect(() => {
    if (!editing) return;
    const timer = setTimeout(() => {
      const result = validateStartNode(draft);
      setIssues(result.ok ? [] : result.error);
    }, VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, editing]);

  const commit = () => {
    if (closing.current) return;
    const result = validateStartNode(draft);
    if (!result.ok) {
      setIssues(result.error);
      return;
    }
    if (draft.label !== label || draft.dynamicContent !== content) {
      updateNodeData(id, { ...draft, lastModified: new Date().toISOString() });
    }
    closing.current = true;
    stop();
  };
  const abandon = () => {
    closing.current = true;
    setIssues([]);
    stop();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      abandon();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!formRef.current?.contains(event.relatedTarget as Node | null)) commit();
  };
  const issueFor = (path: string) => issues.find((issue) => issue.path === path);

  return (
    <NodeShell
      id={id}
      type="start"
      title={label}
      selected={selected}
      handles={HANDLES}
      editing={editing}
      error={error}
      onDoubleClick={editing ? undefined : start}
    >
      {editing ? (
        <NodeEditSurface type="start" title={label}>
          <div className="flow-node__form nodrag nowheel" ref={formRef} onBlur={onBlur} onKeyDown={onKeyDown}>
            <label htmlFor={titleId}>{t('editor.nodes.start.title')}</label>
            <input
              id={titleId}
              // biome-ignore lint/a11y/noAutofocus: editing was just asked for; the title is where it starts
              autoFocus
              value={draft.label}
              maxLength={START_NODE_LIMITS.maxLabelLength}
              onChange={(event) => setDraft({ ...draft, label: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
                }
              }}
              aria-invalid={Boolean(issueFor('label'))}
            />
            {issueFor('label') && (
              <p className="flow-node__field-error">{text({ flow: issueFor('label')! })}</p>
            )}
            <label htmlFor={contentId}>{t('editor.nodes.start.content')}</label>
            <textarea
              id={contentId}
              value={draft.dynamicContent}
              rows={3}
              maxLength={START_NODE_LIMITS.maxContentLength}
              onChange={(event) => setDraft({ ...draft, dynamicContent: event.target.value })}
              aria-invalid={Boolean(issueFor('dynamicContent'))}
            />
            {issueFor('dynamicContent') && (
              <p className="flow-node__field-error">{text({ flow: issueFor('dynamicContent')! })}</p>
            )}
            <p className="flow-node__hint">{t('editor.nodes.start.hint')}</p>
          </div>
        </NodeEditSurface>
      ) : (
        <>
          <p className="flow-node__text">{content || t('editor.nodes.empty')}</p>
          {greeting.source === 'initialMessage' && (
            <p className="flow-node__hint">{t('editor.nodes.start.botWelcome')}</p>
          )}
        </>
      )}
    </NodeShell>
  );
}
