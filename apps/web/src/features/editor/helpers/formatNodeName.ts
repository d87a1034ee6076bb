/**
 * A node's name as people read it and screen readers say it: its type and title joined by `join`
 * (the user's language: "Mensaje: Bienvenida"), or the type alone when the title is empty or only
 * repeats it.
 *
 * @example formatNodeName('Inicio', 'Inicio', join) // 'Inicio'
 */
export function formatNodeName(
  typeLabel: string,
  title: string,
  join: (parts: { type: string; title: string }) => string,
): string {
  const trimmed = title.trim();
  return trimmed && trimmed !== typeLabel ? join({ type: typeLabel, title: trimmed }) : typeLabel;
}
