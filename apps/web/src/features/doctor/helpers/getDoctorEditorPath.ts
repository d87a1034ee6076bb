/** The query parameter that opens the editor with Bot Doctor's panel (`?doctor=1`). */
export const DOCTOR_QUERY_PARAM = 'doctor';

/**
 * The editor of a bot with Bot Doctor's panel open.
 *
 * @example getDoctorEditorPath('a b') // '/plubot/edit/flow/a%20b?doctor=1'
 */
export function getDoctorEditorPath(plubotId: string): string {
  return `/plubot/edit/flow/${encodeURIComponent(plubotId)}?${DOCTOR_QUERY_PARAM}=1`;
}
