import { describe, expect, it } from 'vitest';
import { getComposerInputProps } from './getComposerInputProps';

const text = (validation: 'text' | 'email' | 'phone' | 'number', variable?: string) =>
  getComposerInputProps({ kind: 'text', nodeId: 'n1', validation, ...(variable ? { variable } : {}) });

describe('getComposerInputProps', () => {
  it('uses the keyboard that fits the validation', () => {
    expect(text('email')).toMatchObject({ type: 'email', inputMode: 'email', placeholderKey: 'email' });
    expect(text('phone')).toMatchObject({ type: 'tel', inputMode: 'tel', placeholderKey: 'phone' });
    expect(text('number')).toMatchObject({ type: 'text', inputMode: 'decimal', placeholderKey: 'number' });
    expect(text('text')).toMatchObject({
      type: 'text',
      inputMode: 'text',
      placeholderKey: 'text',
      enabled: true,
    });
  });

  it('suggests the visitor name for a name variable', () => {
    expect(text('text', 'nombre').autoComplete).toBe('name');
    expect(text('text', 'motivo').autoComplete).toBe('on');
  });

  it('lets a choice be typed and closes the box when nothing is awaited', () => {
    expect(getComposerInputProps({ kind: 'choice', nodeId: 'd', options: [] })).toMatchObject({
      enabled: true,
      placeholderKey: 'choice',
    });
    expect(getComposerInputProps({ kind: 'none' })).toMatchObject({
      enabled: false,
      placeholderKey: 'closed',
    });
  });
});
