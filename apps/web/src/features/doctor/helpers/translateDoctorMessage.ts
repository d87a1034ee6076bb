import { FLOW_MESSAGES, type FlowMessage } from '@plubot/flow';

/** What {@link translateDoctorMessage} needs of i18next's `t`: a key and options naming a fallback. */
export type DoctorTranslate = (
  key: string,
  options: { defaultValue: string; [param: string]: unknown },
) => string;

/** A message of Bot Doctor as it travels: a `@plubot/flow` message, or its copy in an API answer. */
export interface DoctorMessage {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

/**
 * Translates a Bot Doctor message by its code (`editor.flowMessages.{code}`, the package's Spanish
 * text as fallback). A parameter `xCode` naming another message code carries the code of parameter
 * `x`'s text (a setup issue inside 'no está terminado: …'), which is translated too.
 *
 * @example translateDoctorMessage(t, finding.message) // 'Nobody ever reaches «Oferta»: …'
 */
export function translateDoctorMessage(t: DoctorTranslate, message: DoctorMessage | FlowMessage): string {
  const params: Record<string, string | number> = { ...message.params };
  for (const [name, value] of Object.entries(params)) {
    if (!name.endsWith('Code') || typeof value !== 'string' || !(value in FLOW_MESSAGES)) continue;
    const target = name.slice(0, -'Code'.length);
    const fallback = params[target];
    params[target] = t(`editor.flowMessages.${value}`, {
      defaultValue:
        typeof fallback === 'string' ? fallback : FLOW_MESSAGES[value as keyof typeof FLOW_MESSAGES],
    });
  }
  return t(`editor.flowMessages.${message.code}`, { ...params, defaultValue: message.message });
}
