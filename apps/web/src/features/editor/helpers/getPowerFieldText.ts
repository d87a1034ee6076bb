import type { ActionService } from '@plubot/flow';
import type { TFunction } from 'i18next';

/** The texts of a power's free fields and of the fields a lookup gives, which a service may word its own way. */
export type PowerFieldTextKey =
  | 'fields'
  | 'fieldsHelp'
  | 'fieldName'
  | 'fieldNamePlaceholder'
  | 'fieldNameChoose'
  | 'addField'
  | 'propertyOutput'
  | 'propertyOutputsLater';

/** The common text of each key (`editor.inspector.powerAction.<key>`), in Notion's and HubSpot's words. */
const COMMON_KEYS: Record<PowerFieldTextKey, string> = {
  fields: 'fields',
  fieldsHelp: 'fieldsHelpOther',
  fieldName: 'fieldName',
  fieldNamePlaceholder: 'fieldNamePlaceholder',
  fieldNameChoose: 'fieldNameChoose',
  addField: 'addField',
  propertyOutput: 'propertyOutput',
  propertyOutputsLater: 'propertyOutputsLater',
};

/**
 * A text of a power node's fields in its service's own words when the service has them
 * (`editor.inspector.powerAction.serviceTexts.<service>.<key>`: Typeform's «Campos ocultos»,
 * SurveyMonkey's «Variables personalizadas», a form's answers), else the common one (a Notion
 * page's properties, a HubSpot contact's).
 * @example getPowerFieldText(t, 'typeform', 'addField') // 'Añadir campo oculto'
 */
export function getPowerFieldText(
  t: TFunction,
  service: ActionService,
  key: PowerFieldTextKey,
  values: Record<string, string> = {},
): string {
  const common = key === 'fieldsHelp' && service === 'notion' ? 'fieldsHelpNotion' : COMMON_KEYS[key];
  // Keys come from the table above at run time; a test checks the services' own texts exist.
  const fallback = t(
    `editor.inspector.powerAction.${common}` as 'editor.inspector.powerAction.propertyOutput',
    {
      name: '',
      ...values,
    },
  );
  return t(
    `editor.inspector.powerAction.serviceTexts.${service}.${key}` as 'editor.inspector.powerAction.propertyOutput',
    { name: '', ...values, defaultValue: fallback },
  );
}
