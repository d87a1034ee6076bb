/**
 * The columns of the leads table: every field any lead has, in the order they first appear, so
 * leads collected by different versions of a flow line up.
 * @example getLeadColumns([{ data: { nombre: 'Ana' } }, { data: { email: 'a@b.co', nombre: 'Luis' } }])
 * // ['nombre', 'email']
 */
export function getLeadColumns(leads: ReadonlyArray<{ data: Record<string, unknown> }>): string[] {
  const columns = new Set<string>();
  for (const lead of leads) for (const key of Object.keys(lead.data)) columns.add(key);
  return [...columns];
}

/** A lead's value as table text: empty when missing or null. */
export function formatLeadValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
