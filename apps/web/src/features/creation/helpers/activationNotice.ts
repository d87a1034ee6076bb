/**
 * What the lab hands the flow editor when it opens a bot it just created: the success message
 * ('¡Nova ha sido activado con éxito!') and, when the template's flow could not be copied, why.
 * It travels in the navigation's state, so a reload of the editor does not repeat it.
 */
export interface ActivationNotice {
  readonly message: string;
  readonly problem?: string;
}

/** The notice in a location's state, if it carries one. */
export function readActivationNotice(state: unknown): ActivationNotice | null {
  if (typeof state !== 'object' || state === null || !('activation' in state)) return null;
  const activation = (state as { activation: unknown }).activation;
  if (typeof activation !== 'object' || activation === null) return null;
  const { message, problem } = activation as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') return null;
  return typeof problem === 'string' && problem !== '' ? { message, problem } : { message };
}
