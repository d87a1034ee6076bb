/** Largest picture the server accepts (`MAX_PICTURE_BYTES` of the update-profile route). */
export const MAX_PROFILE_PICTURE_BYTES = 2 * 1024 * 1024;

/** Picture types the server accepts (it checks the file's bytes; this is the early check). */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type PictureProblem = 'type' | 'size' | 'empty';

/**
 * Why a chosen picture cannot be sent, or `null` when it can: the same type and size rules the
 * server applies, checked before uploading so the user learns at once.
 * @example checkProfilePicture({ type: 'image/svg+xml', size: 10 }) // 'type'
 */
export function checkProfilePicture(file: { type: string; size: number }): PictureProblem | null {
  if (file.size === 0) return 'empty';
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > MAX_PROFILE_PICTURE_BYTES) return 'size';
  return null;
}
