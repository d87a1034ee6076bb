import { type EdgeDataType, FLOW_LIMITS, NODE_FIELD_VALUES } from '@plubot/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { EDGE_STYLE_PRESETS, EDGE_STYLE_WIDTH } from '../../helpers/nodeAppearance';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import type { EditorEdge } from '../../types';
import { DialogSwitch } from './DialogSwitch';
import { EditorDialog } from './EditorDialog';

/** The highest weight a connection can carry (a relative importance the owner notes). */
const MAX_WEIGHT = 100;

const readKind = (value: unknown): EdgeDataType =>
  NODE_FIELD_VALUES.edgeDataTypes.find((kind) => kind === value) ?? 'default';

const nodeName = (state: EditorState, id: string) => {
  const node = state.nodes.find((candidate) => candidate.id === id);
  const label = node?.data && typeof node.data.label === 'string' ? node.data.label : '';
  return label.trim() || id;
};

const selectConnection = (edgeId: string) => (state: EditorState) => {
  const edge = state.edges.find((candidate) => candidate.id === edgeId);
  return edge ? { edge, source: nodeName(state, edge.source), target: nodeName(state, edge.target) } : null;
};

/**
 * The connection editor of the training screen (a click on an edge): its label, its kind, its
 * weight and description (spec §3 edge data), its colour and animation, saved as one undoable
 * change; or the connection deleted.
 */
export function ConnectionEditorDialog({ edgeId, onClose }: { edgeId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const connection = useEditorStore(useShallow(selectConnection(edgeId)));
  const { updateEdge, deleteElements } = useEditorStore(useShallow(selectActions));
  const edge = connection?.edge;
  const [label, setLabel] = useState(() => (typeof edge?.label === 'string' ? edge.label : ''));
  const [kind, setKind] = useState<EdgeDataType>(() => readKind(edge?.data?.type));
  const [stroke, setStroke] = useState(() => edge?.style?.stroke ?? '');
  const [animated, setAnimated] = useState(() => edge?.animated === true);
  const [weight, setWeight] = useState(() =>
    typeof edge?.data?.weight === 'number' ? String(edge.data.weight) : '',
  );
  const [description, setDescription] = useState(() =>
    typeof edge?.data?.description === 'string' ? edge.data.description : '',
  );
  if (!connection || !edge) return null;
  const weightValue = weight.trim() === '' ? undefined : Number(weight);
  const weightInvalid =
    weightValue !== undefined &&
    (!Number.isFinite(weightValue) || weightValue < 0 || weightValue > MAX_WEIGHT);

  const save = () => {
    const trimmed = label.trim();
    const patch: Partial<EditorEdge> = {
      label: trimmed === '' ? undefined : trimmed,
      animated,
      data: {
        ...edge.data,
        type: kind,
        weight: weightValue,
        description: description.trim() === '' ? undefined : description.trim(),
      },
      style: stroke
        ? { ...edge.style, stroke, strokeWidth: EDGE_STYLE_WIDTH }
        : { ...edge.style, stroke: undefined, strokeWidth: undefined },
    };
    updateEdge(edge.id, patch);
    onClose();
  };

  return (
    <EditorDialog
      title={t('editor.connectionEditor.title')}
      icon="🔗"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button
            variant="danger"
            onClick={() => {
              deleteElements({ edgeIds: [edge.id] });
              onClose();
            }}
          >
            {t('editor.edgeMenu.delete')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('editor.connectionEditor.cancel')}
          </Button>
          <Button onClick={save} disabled={weightInvalid}>
            {t('editor.connectionEditor.save')}
          </Button>
        </>
      }
    >
      <p>{t('editor.connectionEditor.between', { source: connection.source, target: connection.target })}</p>
      <div className="editor-dialog__field">
        <label htmlFor="connection-label">{t('editor.connectionEditor.label')}</label>
        <input
          id="connection-label"
          type="text"
          value={label}
          maxLength={FLOW_LIMITS.maxLabelLength}
          placeholder={t('editor.connectionEditor.labelPlaceholder')}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      <div className="editor-dialog__field">
        <label htmlFor="connection-kind">{t('editor.connectionEditor.kind')}</label>
        <select
          id="connection-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as EdgeDataType)}
        >
          {NODE_FIELD_VALUES.edgeDataTypes.map((value) => (
            <option key={value} value={value}>
              {t(`editor.connectionEditor.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="editor-dialog__field">
        <label htmlFor="connection-weight">{t('editor.connectionEditor.weight')}</label>
        <input
          id="connection-weight"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_WEIGHT}
          step={1}
          value={weight}
          aria-describedby="connection-weight-help"
          aria-invalid={weightInvalid || undefined}
          onChange={(event) => setWeight(event.target.value)}
        />
        <small id="connection-weight-help" role={weightInvalid ? 'alert' : undefined}>
          {weightInvalid
            ? t('editor.connectionEditor.weightInvalid', { max: MAX_WEIGHT })
            : t('editor.connectionEditor.weightHelp')}
        </small>
      </div>
      <div className="editor-dialog__field">
        <label htmlFor="connection-description">{t('editor.connectionEditor.description')}</label>
        <textarea
          id="connection-description"
          rows={3}
          value={description}
          maxLength={FLOW_LIMITS.maxLabelLength}
          placeholder={t('editor.connectionEditor.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <fieldset className="editor-dialog__field editor-dialog__choices">
        <legend>{t('editor.edgeMenu.styles')}</legend>
        {[
          { id: 'none', labelKey: 'editor.connectionEditor.noColour', stroke: '' } as const,
          ...EDGE_STYLE_PRESETS,
        ].map((preset) => (
          <label key={preset.id} className="editor-dialog__choice">
            <input
              type="radio"
              name="connection-colour"
              checked={stroke === preset.stroke}
              onChange={() => setStroke(preset.stroke)}
            />
            {preset.stroke && (
              <span className="editor-context-menu__swatch" style={{ background: preset.stroke }} />
            )}
            {t(preset.labelKey)}
          </label>
        ))}
      </fieldset>
      <DialogSwitch checked={animated} onChange={setAnimated}>
        {t('editor.connectionEditor.animated')}
      </DialogSwitch>
    </EditorDialog>
  );
}
