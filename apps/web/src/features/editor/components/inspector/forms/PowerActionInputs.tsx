import type { NodeDataOf, PowerActionDefinition, PowerActionInput } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../../../components/Switch';
import { getPowerInputLabel, getPowerOptionLabel } from '../../../../powers';
import { getChoiceParent, setActionInput } from '../../../helpers/powerActionData';
import { SelectField, TextField } from '../inspectorFields';
import { PowerPickField } from './PowerPickField';

type PowerData = NodeDataOf<'power'>;

/** What the hint of a text input shows, by its kind. */
const PLACEHOLDERS: Partial<Record<PowerActionInput['kind'], string>> = { email: '{{email}}' };

export interface PowerActionInputsProps {
  data: PowerData;
  definition: PowerActionDefinition;
  onChange: (patch: Partial<PowerData>) => void;
}

/**
 * The inputs of a power's action, each as its kind asks: a choice from the service's list
 * (`pick`) or from a fixed one (`select`: a currency, a slot's length), a switch storing 'yes' or
 * 'no' (`yesNo`), or a text with `{{variables}}` (one line, or
 * several for `longText`). Required ones say so in their label. Changing a pick empties the picks
 * whose list belongs to it (another Trello board's list).
 */
export function PowerActionInputs({ data, definition, onChange }: PowerActionInputsProps) {
  const { t } = useTranslation();
  const inputs = data.inputs;
  const setInput = (key: string, value: string) =>
    onChange({ inputs: setActionInput(definition, inputs, key, value) });
  return (
    <>
      {definition.inputs.map((input) => {
        const name = getPowerInputLabel(t, input.key);
        const label = input.required ? t('editor.inspector.powerAction.required', { label: name }) : name;
        const value = inputs?.[input.key] ?? '';
        if (input.kind === 'pick' && input.pick) {
          return (
            <PowerPickField
              key={input.key}
              label={label}
              value={value}
              kind={input.pick}
              connectionId={data.connectionId}
              parent={getChoiceParent(input.pick, inputs)}
              onChange={(next) => setInput(input.key, next)}
            />
          );
        }
        if (input.kind === 'select' && input.options) {
          const options = input.options;
          return (
            <SelectField
              key={input.key}
              label={label}
              value={options.includes(value) ? value : (input.defaultValue ?? options[0] ?? '')}
              options={options}
              optionLabel={(option) => getPowerOptionLabel(t, input.key, option)}
              onChange={(next) => setInput(input.key, next)}
            />
          );
        }
        if (input.kind === 'yesNo') {
          return (
            <Switch
              key={input.key}
              className="inspector__switch"
              checked={value === 'yes'}
              onChange={(checked) => setInput(input.key, checked ? 'yes' : 'no')}
            >
              <span>{label}</span>
            </Switch>
          );
        }
        return (
          <TextField
            key={input.key}
            label={label}
            value={value}
            multiline={input.kind === 'longText'}
            rows={4}
            placeholder={PLACEHOLDERS[input.kind]}
            maxLength={input.kind === 'longText' ? 4000 : 1000}
            onChange={(next) => setInput(input.key, next)}
          />
        );
      })}
    </>
  );
}
