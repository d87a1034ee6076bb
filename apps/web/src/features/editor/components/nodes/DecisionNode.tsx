import {
  addDecisionCondition,
  canAddDecisionCondition,
  DECISION_QUESTION_MAX_LENGTH,
  isDecisionVariablesOn,
  MAX_DECISION_CONDITIONS,
} from '@plubot/flow';
import type { NodeProps } from '@xyflow/react';
import { useEffect, useId, useMemo, useState } from 'react';
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

/**
 * The decision node: a title, a question and up to 5 conditions, each with its option node.
 * Double-click, a click on the question or 'Editar' opens the editor; Guardar writes title, question
 * and conditions (regenerating the option nodes) when the question is valid, Cancelar drops the
 * changes. The Markdown and variables toggles apply at once (spec §4); variables are on unless
 * turned off, as the engine fills them.
 */
export function DecisionNode({ id, data, selected }: NodeProps<EditorNodeOf<'decision'>>) {
  const { t } = useEditorTranslation();
  const { saveDecision, updateNodeData } = useEditorStore(useShallow(selectActions));
  const { editing, start, stop, error, setError } = useNodeEditing(id);
  const label = data.label ?? '';
  const question = data.question ?? '';
  const conditions = useMemo(() => data.conditions ?? [], [data.conditions]);
  const handles = useMemo(() => getNodeHandles('decision', { conditions }), [conditions]);
  const [draft, setDraft] = useState({ label, question, conditions });
  const labelId = useId();
  const questionId = useId();
  const variablesOn = isDecisionVariablesOn(data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft starts from the data each time editing opens
  useEffect(() => {
    if (editing) setDraft({ label, question, conditions });
  }, [editing]);

  const setCondition = (index: number, text: string) =>
    setDraft({
      ...draft,
      conditions: draft.conditions.map((condition, at) =>
        at === index ? { ...condition, text } : condition,
      ),
    });
  const addCondition = () => {
    const result = addDecisionCondition(id, draft.conditions);
    if (result.ok) setDraft({ ...draft, conditions: result.value });
  };
  const save = () => {
    const problem = saveDecision(id, draft);
    stop();
    if (problem) setError({ flow: problem });
  };

  return (
    <NodeShell
      id={id}
      type="decision"
      title={label || t('editor.nodeTypes.decision')}
      selected={selected}
      handles={handles}
      editing={editing}
      error={error}
      onDoubleClick={editing ? undefined : start}
    >
      {editing ? (
        <NodeEditSurface type="decision" title={label}>
          <NodeLabelForm
            labelId={labelId}
            label={draft.label}
            onLabelChange={(label) => setDraft({ ...draft, label })}
            onEscape={stop}
          >
            <label htmlFor={questionId}>{t('editor.nodes.decision.question')}</label>
            <textarea
              id={questionId}
              // biome-ignore lint/a11y/noAutofocus: editing was just asked for; the question comes first
              autoFocus
              rows={3}
              maxLength={DECISION_QUESTION_MAX_LENGTH}
              value={draft.question}
              onChange={(event) => setDraft({ ...draft, question: event.target.value })}
            />
            <fieldset className="flow-node__conditions">
              <legend>
                {t('editor.nodes.decision.conditions', {
                  n: draft.conditions.length,
                  max: MAX_DECISION_CONDITIONS,
                })}
              </legend>
              {draft.conditions.map((condition, index) => (
                <div className="flow-node__condition" key={condition.id}>
                  <span
                    className="flow-node__swatch"
                    style={{ background: condition.color }}
                    aria-hidden="true"
                  />
                  <input
                    value={condition.text}
                    maxLength={200}
                    aria-label={t('editor.nodes.decision.conditionText', { n: index + 1 })}
                    onChange={(event) => setCondition(index, event.target.value)}
                  />
                  <button
                    type="button"
                    className="flow-node__icon-button"
                    aria-label={t('editor.nodes.decision.removeCondition', { text: condition.text })}
                    onClick={() =>
                      setDraft({ ...draft, conditions: draft.conditions.filter((_, at) => at !== index) })
                    }
                  >
                    ×
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="flow-node__add"
                onClick={addCondition}
                disabled={!canAddDecisionCondition(draft.conditions)}
              >
                + {t('editor.nodes.decision.addCondition')}
              </button>
            </fieldset>
            <div className="flow-node__toggles">
              <Switch
                className="flow-node__switch"
                checked={data.enableMarkdown === true}
                onChange={(checked) => updateNodeData(id, { enableMarkdown: checked })}
              >
                <span>{t('editor.nodes.decision.markdown')}</span>
              </Switch>
              <Switch
                className="flow-node__switch"
                checked={variablesOn}
                onChange={(checked) => updateNodeData(id, { enableVariables: checked })}
              >
                <span>{t('editor.nodes.decision.variables')}</span>
              </Switch>
            </div>
            <NodeEditorActions onSave={save} onCancel={stop} />
          </NodeLabelForm>
        </NodeEditSurface>
      ) : (
        <>
          <button type="button" className="flow-node__preview nodrag" onClick={start}>
            {question || t('editor.nodes.empty')}
          </button>
          <ul className="flow-node__chips">
            {conditions.map((condition) => (
              <li key={condition.id} style={{ borderColor: condition.color }}>
                {condition.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </NodeShell>
  );
}
