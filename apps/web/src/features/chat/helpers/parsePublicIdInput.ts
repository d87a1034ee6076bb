const PUBLIC_ID = /^[\w-]{1,100}$/;

/**
 * The public id in what a visitor pastes: a chat link (`https://…/chat/abc123?x=1`), a path
 * (`/chat/abc123`) or the id alone. Null when nothing usable is there.
 * @example parsePublicIdInput('https://plubot.com/chat/k3x9?embed=1') // 'k3x9'
 */
export function parsePublicIdInput(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const fromPath = /(?:^|\/)chat\/([^/?#\s]+)/.exec(trimmed)?.[1];
  const candidate = fromPath ? safeDecode(fromPath) : trimmed;
  return PUBLIC_ID.test(candidate) ? candidate : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
