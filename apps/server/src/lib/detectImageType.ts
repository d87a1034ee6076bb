/** Largest accepted profile picture. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/**
 * The image type from the file's first bytes (PNG, JPEG, GIF, WebP), or `null` for anything else —
 * the declared content type is never trusted.
 */
export function detectImageType(
  data: Uint8Array,
): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => data[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
