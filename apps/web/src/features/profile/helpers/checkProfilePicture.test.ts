import { describe, expect, it } from 'vitest';
import { checkProfilePicture, MAX_PROFILE_PICTURE_BYTES } from './checkProfilePicture';

describe('checkProfilePicture', () => {
  it('accepts the four image types up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/PNG']) {
      expect(checkProfilePicture({ type, size: 1234 })).toBeNull();
    }
    expect(checkProfilePicture({ type: 'image/png', size: MAX_PROFILE_PICTURE_BYTES })).toBeNull();
  });

  it('refuses other types, larger files and empty ones', () => {
    expect(checkProfilePicture({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkProfilePicture({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkProfilePicture({ type: '', size: 10 })).toBe('type');
    expect(checkProfilePicture({ type: 'image/png', size: MAX_PROFILE_PICTURE_BYTES + 1 })).toBe('size');
    expect(checkProfilePicture({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
