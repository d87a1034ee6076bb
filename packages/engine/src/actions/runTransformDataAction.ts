import { formatVariable } from '../text/interpolate';
import { type ActionRunner, CONTINUE } from './ActionRunner';

const TRANSFORMS: Readonly<Record<string, (value: string) => string>> = {
  uppercase: (value) => value.toUpperCase(),
  upper: (value) => value.toUpperCase(),
  mayusculas: (value) => value.toUpperCase(),
  lowercase: (value) => value.toLowerCase(),
  lower: (value) => value.toLowerCase(),
  minusculas: (value) => value.toLowerCase(),
  trim: (value) => value.trim(),
  capitalize: (value) => value.charAt(0).toUpperCase() + value.slice(1),
  none: (value) => value,
};

/**
 * `transformData`: sets the variable named by parameter `variable` to parameter `value` with
 * `{{variables}}` filled in — or to the variable's current value when there is none — transformed
 * by `transform`: `uppercase`,
 * `lowercase`, `trim`, `capitalize` or `none`.
 */
export const runTransformDataAction: ActionRunner = async (params, node, turn) => {
  const variable = params.text('variable')?.trim();
  if (!variable) {
    turn.log(node, 'action-skipped', 'transformData: sin variable');
    return CONTINUE;
  }
  const template = params.raw('value');
  const source =
    typeof template === 'string' ? turn.render(template) : formatVariable(turn.state.variables[variable]);
  const name = (params.text('transform') ?? 'none').trim().toLowerCase();
  const transform = Object.hasOwn(TRANSFORMS, name) ? TRANSFORMS[name] : undefined;
  turn.setVariable(variable, transform ? transform(source) : source);
  turn.log(node, 'action-done', `transformData ${transform ? name : 'none'}`);
  return CONTINUE;
};
