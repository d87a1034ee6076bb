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

/** A contact as its table needs it: its details and the latest values the person gave. */
interface ContactRow {
  email: string | null;
  phone: string | null;
  name: string | null;
  data: Record<string, unknown>;
}

/**
 * The data columns of the contacts table: {@link getLeadColumns} without the fields that only
 * repeat a contact's own e-mail, phone or name (already shown in their columns).
 * @example getContactDataColumns([{ email: 'a@b.co', phone: null, name: 'Ana', data: { correo: 'A@b.co', nombre: 'Ana', plan: 'pro' } }])
 * // ['plan']
 */
export function getContactDataColumns(contacts: readonly ContactRow[]): string[] {
  const echoes = (contact: ContactRow, value: unknown) => {
    if (value === null || value === undefined || value === '') return true;
    const text = String(value).trim().toLowerCase();
    const digits = text.replace(/[^\d+]/g, '');
    return (
      text === contact.email ||
      text === contact.name?.trim().toLowerCase() ||
      (contact.phone !== null && digits === contact.phone)
    );
  };
  return getLeadColumns(contacts).filter(
    (column) => !contacts.every((contact) => echoes(contact, contact.data[column])),
  );
}
