import { DEFAULT_API_RESPONSE_VARIABLE } from '@plubot/engine';
import { type ActionType, NODE_FIELD_VALUES } from '@plubot/flow';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NameListField, NumberField, SelectField, TextField } from '../inspectorFields';
import type { NodeFormProps } from './nodeFormProps';
import { VariableHints } from './VariableHints';

/** The comparisons offered by the 'Condicional' action (the engine knows a few more aliases). */
export const ACTION_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'greaterThan',
  'lessThan',
  'isEmpty',
  'isNotEmpty',
] as const;
type ActionOperator = (typeof ACTION_OPERATORS)[number];

/** The text changes of the 'Transformar datos' action. */
export const ACTION_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'trim', 'capitalize'] as const;
type ActionTransform = (typeof ACTION_TRANSFORMS)[number];

/** The longest wait a 'Esperar' action may ask for, in seconds. */
export const MAX_DELAY_SECONDS = 300;

type Parameters = Readonly<Record<string, unknown>>;
type ParamKey =
  | 'to'
  | 'subject'
  | 'body'
  | 'fields'
  | 'message'
  | 'method'
  | 'url'
  | 'responseVariable'
  | 'variable'
  | 'value'
  | 'transform'
  | 'operator'
  | 'seconds';

const text = (parameters: Parameters, key: string): string => {
  const value = parameters[key];
  return typeof value === 'string' ? value : '';
};

const pick = <V extends string>(options: readonly V[], value: unknown, fallback: V): V =>
  options.find((option) => option === value) ?? fallback;

function names(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string'
    ? value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
}

/** The fields of one action type; `set` writes one parameter. */
function ActionParameters({
  actionType,
  parameters,
  set,
}: {
  actionType: ActionType;
  parameters: Parameters;
  set: (key: string, value: unknown) => void;
}) {
  const { t } = useTranslation();
  const p = (key: ParamKey) => t(`editor.inspector.action.params.${key}`);
  switch (actionType) {
    case 'sendEmail':
      return (
        <>
          <TextField
            label={p('to')}
            value={text(parameters, 'to')}
            placeholder="{{email}}"
            help={t('editor.inspector.action.help.to')}
            maxLength={500}
            onChange={(value) => set('to', value)}
          />
          <TextField
            label={p('subject')}
            value={text(parameters, 'subject')}
            maxLength={300}
            onChange={(value) => set('subject', value)}
          />
          <TextField
            label={p('body')}
            multiline
            rows={5}
            value={text(parameters, 'body')}
            maxLength={20_000}
            onChange={(value) => set('body', value)}
          />
        </>
      );
    case 'saveData':
      return (
        <NameListField
          label={p('fields')}
          value={names(parameters.fields)}
          placeholder="nombre, email, telefono"
          help={t('editor.inspector.action.help.fields')}
          onChange={(value) => set('fields', value)}
        />
      );
    case 'sendNotification':
      return (
        <TextField
          label={p('message')}
          multiline
          rows={4}
          value={text(parameters, 'message')}
          placeholder={t('editor.inspector.action.placeholders.notification')}
          help={t('editor.inspector.action.help.notification')}
          maxLength={5000}
          onChange={(value) => set('message', value)}
        />
      );
    case 'apiCall':
      return (
        <>
          <SelectField
            label={p('method')}
            value={pick(NODE_FIELD_VALUES.httpMethods, parameters.method, 'POST')}
            options={NODE_FIELD_VALUES.httpMethods}
            optionLabel={(value) => value}
            onChange={(value) => set('method', value)}
          />
          <TextField
            label={p('url')}
            type="url"
            mono
            value={text(parameters, 'url')}
            maxLength={2000}
            onChange={(value) => set('url', value)}
          />
          <TextField
            label={p('body')}
            multiline
            mono
            rows={4}
            value={text(parameters, 'body')}
            placeholder='{ "email": "{{email}}" }'
            maxLength={100_000}
            onChange={(value) => set('body', value)}
          />
          <TextField
            label={p('responseVariable')}
            value={text(parameters, 'responseVariable')}
            placeholder={DEFAULT_API_RESPONSE_VARIABLE}
            help={t('editor.inspector.action.help.responseVariable', { name: DEFAULT_API_RESPONSE_VARIABLE })}
            maxLength={200}
            onChange={(value) => set('responseVariable', value)}
          />
        </>
      );
    case 'transformData':
      return (
        <>
          <TextField
            label={p('variable')}
            value={text(parameters, 'variable')}
            placeholder="nombre"
            maxLength={200}
            onChange={(value) => set('variable', value)}
          />
          <TextField
            label={p('value')}
            value={text(parameters, 'value')}
            placeholder="{{nombre}} {{apellido}}"
            help={t('editor.inspector.action.help.value')}
            maxLength={5000}
            onChange={(value) => set('value', value)}
          />
          <SelectField<ActionTransform>
            label={p('transform')}
            value={pick(ACTION_TRANSFORMS, parameters.transform, 'none')}
            options={ACTION_TRANSFORMS}
            optionLabel={(value) => t(`editor.inspector.action.transforms.${value}`)}
            onChange={(value) => set('transform', value)}
          />
        </>
      );
    case 'conditional':
      return (
        <>
          <TextField
            label={p('variable')}
            value={text(parameters, 'variable')}
            placeholder="edad"
            maxLength={200}
            onChange={(value) => set('variable', value)}
          />
          <SelectField<ActionOperator>
            label={p('operator')}
            value={pick(ACTION_OPERATORS, parameters.operator, 'equals')}
            options={ACTION_OPERATORS}
            optionLabel={(value) => t(`editor.inspector.operators.${value}`)}
            onChange={(value) => set('operator', value)}
          />
          <TextField
            label={p('value')}
            value={text(parameters, 'value')}
            help={t('editor.inspector.action.help.conditional')}
            maxLength={5000}
            onChange={(value) => set('value', value)}
          />
        </>
      );
    case 'delay':
      return (
        <NumberField
          label={p('seconds')}
          value={typeof parameters.seconds === 'number' ? parameters.seconds : 2}
          min={1}
          max={MAX_DELAY_SECONDS}
          step={1}
          help={t('editor.inspector.action.help.delay')}
          onChange={(value) => set('seconds', value)}
        />
      );
    case 'webhook':
      return (
        <TextField
          label={p('url')}
          type="url"
          mono
          value={text(parameters, 'url')}
          placeholder="https://hooks.zapier.com/hooks/catch/…"
          help={t('editor.inspector.action.help.webhook')}
          maxLength={2000}
          onChange={(value) => set('url', value)}
        />
      );
  }
}

/**
 * The action node's form: what it does (eight action types) and that type's own parameters.
 * Changing the type starts its parameters afresh.
 */
export function ActionForm({ data, onChange, variables }: NodeFormProps<'action'>) {
  const { t } = useTranslation();
  const actionType = data.actionType ?? 'saveData';
  const parameters = data.parameters ?? {};
  // A new action does nothing yet: the form starts it as 'Guardar datos', the type it shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the draft the form opened with
  useEffect(() => {
    if (data.actionType === undefined) onChange({ actionType, parameters });
  }, []);
  return (
    <>
      <SelectField
        label={t('editor.inspector.action.type')}
        value={actionType}
        options={NODE_FIELD_VALUES.actionTypes}
        optionLabel={(value) => t(`editor.inspector.action.types.${value}`)}
        help={t(`editor.inspector.action.typeHelp.${actionType}`)}
        onChange={(value) => onChange({ actionType: value, parameters: {} })}
      />
      <ActionParameters
        actionType={actionType}
        parameters={parameters}
        set={(key, value) => onChange({ actionType, parameters: { ...parameters, [key]: value } })}
      />
      <VariableHints variables={variables} />
      <TextField
        label={t('editor.inspector.action.description')}
        value={data.description ?? ''}
        maxLength={500}
        placeholder={t('editor.inspector.action.descriptionPlaceholder')}
        onChange={(description) => onChange({ description })}
      />
    </>
  );
}
