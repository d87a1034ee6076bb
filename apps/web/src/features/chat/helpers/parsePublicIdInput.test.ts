import { describe, expect, it } from 'vitest';
import { parsePublicIdInput } from './parsePublicIdInput';

describe('parsePublicIdInput', () => {
  it('takes the id out of a full link, a path or the id alone', () => {
    expect(parsePublicIdInput('https://plubot.com/chat/k3x9_A-b?embed=1#x')).toBe('k3x9_A-b');
    expect(parsePublicIdInput('  /chat/abc123 ')).toBe('abc123');
    expect(parsePublicIdInput('abc123')).toBe('abc123');
  });

  it('refuses what is not an id', () => {
    expect(parsePublicIdInput('')).toBeNull();
    expect(parsePublicIdInput('   ')).toBeNull();
    expect(parsePublicIdInput('https://plubot.com/plans')).toBeNull();
    expect(parsePublicIdInput('hola mundo')).toBeNull();
    expect(parsePublicIdInput('../../etc')).toBeNull();
  });
});
