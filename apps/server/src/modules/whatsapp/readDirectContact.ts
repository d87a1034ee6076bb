/**
 * The contact a WhatsApp message comes from, or `null` when it is not a one-to-one chat that a bot
 * should answer: groups (`@g.us`), status updates and broadcast lists (`@broadcast`), channels
 * (`@newsletter`) and anything unknown. A phone address gives `+{number}`; a privacy id (`@lid`)
 * gives the number of `fromPhone` when WhatsApp shares it, else the id itself.
 *
 * @example readDirectContact('34600111222:3@s.whatsapp.net') // '+34600111222'
 * @example readDirectContact('1203630@g.us') // null
 */
export function readDirectContact(from: string, fromPhone?: string): string | null {
  const address = parseAddress(from);
  if (!address) return null;
  if (address.server === 's.whatsapp.net' || address.server === 'c.us') return toPhoneNumber(address.user);
  if (address.server !== 'lid') return null;
  const phone = fromPhone ? parseAddress(fromPhone) : null;
  if (phone && (phone.server === 's.whatsapp.net' || phone.server === 'c.us')) {
    return toPhoneNumber(phone.user) ?? `${address.user}@lid`;
  }
  return `${address.user}@lid`;
}

function parseAddress(jid: string): { user: string; server: string } | null {
  const at = jid.lastIndexOf('@');
  if (at <= 0) return null;
  const user = jid.slice(0, at).split(':')[0]?.split('_')[0] ?? '';
  const server = jid.slice(at + 1);
  return user === '' ? null : { user, server };
}

function toPhoneNumber(user: string): string | null {
  return /^\d{5,20}$/.test(user) ? `+${user}` : null;
}

/**
 * Where to send a message to a stored contact: the WhatsApp address of `+{number}`, or the privacy
 * id as it is; null for anything else.
 *
 * @example toWhatsAppAddress('+34600111222') // '34600111222@s.whatsapp.net'
 */
export function toWhatsAppAddress(contact: string): string | null {
  if (/^\+\d{5,20}$/.test(contact)) return `${contact.slice(1)}@s.whatsapp.net`;
  if (/^[^@\s]+@lid$/.test(contact)) return contact;
  return null;
}
