import {
  type ActionService,
  MAX_POWER_FIELD_NAME_LENGTH,
  MAX_POWER_FIELDS,
  type NodeDataOf,
  type PowerActionDefinition,
} from '@plubot/flow';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPowerOutputLabel } from '../../../../powers';
import { getPowerFieldText } from '../../../helpers/getPowerFieldText';
import {
  getChoiceParent,
  getFieldListKind,
  getFieldOutputNames,
  type PowerFieldRow,
  setMapEntry,
  toFieldMap,
  toFieldRows,
} from '../../../helpers/powerActionData';
import { useConnectionChoices } from '../../../hooks/usePowerConnections';
import { createRowId } from '../createRowId';
import { TextField } from '../inspectorFields';
import { RowsField } from '../RowsField';

type PowerData = NodeDataOf<'power'>;

export interface PowerActionMappingProps {
  data: PowerData;
  service: ActionService;
  definition: PowerActionDefinition;
  onChange: (patch: Partial<PowerData>) => void;
}

/**
 * What an action maps beyond its inputs: the free fields it writes (a Notion page's properties,
 * chosen from the database's; a HubSpot contact's, by their internal names), and, for an action
 * that runs inline, the variables its outputs are saved into — each property of the page it found
 * too, when the action gives them.
 */
export function PowerActionMapping({ data, service, definition, onChange }: PowerActionMappingProps) {
  const listKind = getFieldListKind(definition);
  // The same query as a `property` input's choices: react-query asks the service once for both.
  const properties = useConnectionChoices(
    listKind ? data.connectionId : undefined,
    listKind ?? 'notionProperty',
    listKind ? getChoiceParent(listKind, data.inputs) : null,
  );
  const choices = properties.data?.choices;
  return (
    <>
      {definition.fields && (
        <PowerFields
          data={data}
          service={service}
          names={choices?.filter((choice) => choice.type !== 'title').map((choice) => choice.id)}
          onChange={onChange}
        />
      )}
      {definition.runs !== 'after' && definition.outputs.length > 0 && (
        <PowerOutputs
          data={data}
          service={service}
          definition={definition}
          propertyNames={choices ? getFieldOutputNames(definition, choices) : undefined}
          onChange={onChange}
        />
      )}
    </>
  );
}

/** The free fields as rows of name and value; names from the service's list when it has one. */
function PowerFields({
  data,
  service,
  names,
  onChange,
}: {
  data: PowerData;
  service: ActionService;
  /** The names the service offers, or `undefined` to type them. */
  names: readonly string[] | undefined;
  onChange: (patch: Partial<PowerData>) => void;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  const [rows, setRows] = useState<PowerFieldRow[]>(() =>
    toFieldRows(data.fields, () => createRowId('field')),
  );
  const update = (next: PowerFieldRow[]) => {
    setRows(next);
    onChange({ fields: toFieldMap(next) });
  };
  // A stored name the list lacks (another database, a renamed property) stays choosable.
  const options = names
    ? ['', ...names, ...rows.map((row) => row.name).filter((name) => name !== '' && !names.includes(name))]
    : undefined;
  return (
    <RowsField<PowerFieldRow>
      label={getPowerFieldText(t, service, 'fields')}
      help={getPowerFieldText(t, service, 'fieldsHelp')}
      helpId={helpId}
      rows={rows}
      max={MAX_POWER_FIELDS}
      columns={[
        {
          key: 'name',
          label: getPowerFieldText(t, service, 'fieldName'),
          placeholder: getPowerFieldText(t, service, 'fieldNamePlaceholder'),
          ...(options
            ? {
                options,
                optionLabel: (name: string) => name || getPowerFieldText(t, service, 'fieldNameChoose'),
              }
            : {}),
        },
        {
          key: 'value',
          label: t('editor.inspector.powerAction.fieldValue'),
          placeholder: t('editor.inspector.powerAction.fieldValuePlaceholder'),
        },
      ]}
      createRow={() => ({ id: createRowId('field'), name: '', value: '' })}
      normalize={(row) => ({ ...row, name: row.name.slice(0, MAX_POWER_FIELD_NAME_LENGTH) })}
      addLabel={getPowerFieldText(t, service, 'addField')}
      onChange={update}
    />
  );
}

/**
 * The variables an inline action's outputs are saved into: each fixed output (found, title, URL),
 * then each property of what it found — from the database's list, or those already mapped while
 * the list cannot be read.
 */
function PowerOutputs({
  data,
  service,
  definition,
  propertyNames,
  onChange,
}: {
  data: PowerData;
  service: ActionService;
  definition: PowerActionDefinition;
  propertyNames: readonly string[] | undefined;
  onChange: (patch: Partial<PowerData>) => void;
}) {
  const { t } = useTranslation();
  const outputs = data.outputs;
  const own = new Set(definition.outputs);
  const extra = propertyNames ?? Object.keys(outputs ?? {}).filter((name) => !own.has(name));
  const setOutput = (name: string, variable: string) =>
    onChange({ outputs: setMapEntry(outputs, name, variable) });
  return (
    <fieldset className="inspector__rows">
      <legend>{t('editor.inspector.powerAction.outputs')}</legend>
      <p className="inspector__note">{t('editor.inspector.powerAction.outputsHelp')}</p>
      {definition.outputs.map((output) => (
        <TextField
          key={output}
          label={getPowerOutputLabel(t, output)}
          value={outputs?.[output] ?? ''}
          mono
          placeholder={t('editor.inspector.powerAction.variablePlaceholder')}
          maxLength={200}
          onChange={(variable) => setOutput(output, variable)}
        />
      ))}
      {definition.fieldOutputs &&
        extra.map((name) => (
          <TextField
            key={name}
            label={getPowerFieldText(t, service, 'propertyOutput', { name })}
            value={outputs?.[name] ?? ''}
            mono
            placeholder={t('editor.inspector.powerAction.variablePlaceholder')}
            maxLength={200}
            onChange={(variable) => setOutput(name, variable)}
          />
        ))}
      {definition.fieldOutputs && propertyNames === undefined && (
        <p className="inspector__note">{getPowerFieldText(t, service, 'propertyOutputsLater')}</p>
      )}
    </fieldset>
  );
}
