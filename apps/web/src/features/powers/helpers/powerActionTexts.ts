import { isActionService } from '@plubot/flow';
import type { TFunction } from 'i18next';

/**
 * The translated title of a service's action (`powerActions.<service>.<action>.title`): «Crear una
 * página en una base de datos». An action the texts do not know shows its id, so a failure of an
 * action added later still says what it was.
 * @example getPowerActionTitle(t, 'notion', 'createPage') // 'Crear una página en una base de datos'
 */
export function getPowerActionTitle(t: TFunction, service: string, action: string): string {
  if (!isActionService(service)) return action;
  // The action ids come from POWER_ACTIONS at run time; a test checks each has its texts.
  return t(`powerActions.${service}.${action}.title` as 'powerActions.notion.createPage.title', {
    defaultValue: action,
  });
}

/** The one-line description of a service's action (`powerActions.<service>.<action>.description`), or ''. */
export function getPowerActionDescription(t: TFunction, service: string, action: string): string {
  if (!isActionService(service)) return '';
  return t(`powerActions.${service}.${action}.description` as 'powerActions.notion.createPage.description', {
    defaultValue: '',
  });
}

/** The label of an action's input by its key (`powerActions.inputs.<key>`), or the key itself. */
export function getPowerInputLabel(t: TFunction, key: string): string {
  return t(`powerActions.inputs.${key}` as 'powerActions.inputs.email', { defaultValue: key });
}

/**
 * The words of one value of a fixed-list input (`powerActions.options.<input>.<value>`: «De lunes a
 * viernes»), or the value itself when it reads as it is (a currency, a time zone).
 */
export function getPowerOptionLabel(t: TFunction, key: string, value: string): string {
  return t(`powerActions.options.${key}.${value}` as 'powerActions.inputs.email', { defaultValue: value });
}

/** The label of an inline action's output by its name (`powerActions.outputs.<name>`), or the name itself. */
export function getPowerOutputLabel(t: TFunction, output: string): string {
  return t(`powerActions.outputs.${output}` as 'powerActions.outputs.found', { defaultValue: output });
}
