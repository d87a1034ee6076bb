import type { MessageAuthor } from '@plubot/contracts';

/** Who wrote a stored message, as the API says it: the stored role `user` is the visitor. */
export function toMessageAuthor(role: 'bot' | 'user' | 'person' | 'system'): MessageAuthor {
  return role === 'user' ? 'visitor' : role;
}
