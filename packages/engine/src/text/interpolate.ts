import { VARIABLE_PLACEHOLDER } from '@plubot/flow';
import type { VariableValue } from '../model/conversationStateSchema';

/** Options of {@link interpolate}. */
export interface InterpolateOptions {
  /** Applied to each substituted value, e.g. to escape it inside a JSON string. */
  escape?: (value: string) => string;
}

/**
 * Replaces each `{{variable}}` with the variable's value. Names are flat keys (`{{http.status}}`
 * reads the variable named `http.status`); an unknown variable or `null` becomes '' — never
 * 'undefined'. Values are substituted once, so a value containing `{{x}}` stays literal.
 *
 * @example interpolate('Hola {{ nombre }}', { nombre: 'Ana' }) // 'Hola Ana'
 */
export function interpolate(
  template: string,
  variables: Readonly<Record<string, VariableValue>>,
  options: InterpolateOptions = {},
): string {
  if (!template.includes('{{')) return template;
  return template.replace(VARIABLE_PLACEHOLDER, (_match, name: string) => {
    const value = Object.hasOwn(variables, name) ? formatVariable(variables[name]) : '';
    return options.escape ? options.escape(value) : value;
  });
}

/** A variable's value as text: strings as they are, numbers and booleans printed, null as ''. */
export function formatVariable(value: VariableValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** Escapes text for use inside a JSON string literal. */
export function escapeJsonString(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}
