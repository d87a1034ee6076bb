import { DEFAULT_EMOTION_VARIABLE } from '@plubot/engine';
import { type ConditionRule, NODE_FIELD_VALUES } from '@plubot/flow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { createRowId } from '../createRowId';
import { SelectField, TextField } from '../inspectorFields';
import { optionLabelOf, RowsField } from '../RowsField';
import type { NodeFormProps } from './nodeFormProps';
import { VariableHints } from './VariableHints';

const ruleRow = (): ConditionRule => ({
  id: createRowId('rule'),
  variable: '',
  operator: 'equals',
  value: '',
});

/**
 * The complex condition's form: rules on variables (= ≠ > < contiene vacío) joined by Y or O; the
 * node leaves by 'Sí' when they hold and by 'No' otherwise.
 */
export function ComplexConditionForm({ data, onChange, variables }: NodeFormProps<'complexConditionNode'>) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <>
      <RowsField
        label={t('editor.inspector.condition.rules')}
        help={t('editor.inspector.condition.rulesHelp')}
        helpId={helpId}
        rows={data.rules ?? []}
        max={10}
        columns={[
          { key: 'variable', label: t('editor.inspector.condition.variable'), placeholder: 'edad' },
          {
            key: 'operator',
            label: t('editor.inspector.condition.operator'),
            options: NODE_FIELD_VALUES.conditionOperators,
            optionLabel: (value) =>
              optionLabelOf(NODE_FIELD_VALUES.conditionOperators, value, (operator) =>
                t(`editor.inspector.operators.${operator}`),
              ),
          },
          {
            key: 'value',
            label: t('editor.inspector.condition.value'),
            placeholder: '18',
            hiddenFor: (rule) => rule.operator === 'isEmpty',
          },
        ]}
        createRow={ruleRow}
        addLabel={t('editor.inspector.condition.addRule')}
        onChange={(rules) => onChange({ rules })}
      />
      <SelectField
        label={t('editor.inspector.condition.join')}
        value={data.join ?? 'and'}
        options={NODE_FIELD_VALUES.conditionJoins}
        optionLabel={(value) => t(`editor.inspector.condition.joins.${value}`)}
        onChange={(join) => onChange({ join })}
      />
      <VariableHints variables={variables} />
    </>
  );
}

/** The emotion detection node's form: the text to read (the last reply when empty) and where the emotion goes. */
export function EmotionForm({ data, onChange, variables }: NodeFormProps<'emotionDetection'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('editor.inspector.emotion.input')}
        value={data.inputText ?? ''}
        placeholder="{{last_reply}}"
        help={t('editor.inspector.emotion.inputHelp')}
        maxLength={5000}
        autoFocus
        onChange={(inputText) => onChange({ inputText })}
      />
      <TextField
        label={t('editor.inspector.emotion.output')}
        value={data.outputVariable ?? ''}
        placeholder={DEFAULT_EMOTION_VARIABLE}
        help={t('editor.inspector.emotion.outputHelp', { name: DEFAULT_EMOTION_VARIABLE })}
        maxLength={200}
        onChange={(outputVariable) => onChange({ outputVariable })}
      />
      <VariableHints variables={variables} />
    </>
  );
}
