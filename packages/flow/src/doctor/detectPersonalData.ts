/** The personal data Bot Doctor recognises in a variable name or a question. */
export type PersonalDataKind = 'email' | 'phone' | 'name';

/** Words naming each kind, matched on lower-case text without accents. */
const PATTERNS: Readonly<Record<PersonalDataKind, RegExp>> = {
  email: /e-?mail|correo|\bmail\b/,
  phone: /telefono|phone|whats\s?app|celular|\bmovil\b|\btel\b|\bcel\b|\bwsp\b/,
  name: /nombre|apellido|\b(first|last|full)?name\b/,
};

/** Lower case with accents removed, for matching words in Spanish and English. */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Which personal data a variable name or a question is about, when exactly one kind is named
 * ('correo_cliente' → email; '¿Cuál es tu teléfono o WhatsApp?' → phone); `undefined` when none or
 * several ('¿Email o teléfono?') are.
 *
 * @example detectPersonalData('telefono') // 'phone'
 */
export function detectPersonalData(text: string): PersonalDataKind | undefined {
  const folded = foldForMatching(text).replace(/_/g, ' ');
  const kinds = (Object.keys(PATTERNS) as PersonalDataKind[]).filter((kind) => PATTERNS[kind].test(folded));
  return kinds.length === 1 ? kinds[0] : undefined;
}
