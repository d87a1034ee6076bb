import { describe, expect, it } from 'vitest';
import { node } from '../testing/graphBuilders';
import { readMessageCapture } from './readMessageCapture';

describe('readMessageCapture', () => {
  it('reads a capture object or true', () => {
    expect(readMessageCapture(node('m', 'message', 0, 0, { capture: true }))).toEqual({ validation: 'text' });
    expect(
      readMessageCapture(
        node('m', 'message', 0, 0, {
          capture: { variable: ' email ', validation: 'email', retryMessage: ' Otra vez ' },
        }),
      ),
    ).toEqual({ variable: 'email', validation: 'email', retryMessage: 'Otra vez' });
    expect(readMessageCapture(node('m', 'message', 0, 0, { capture: { validation: 'dni' } }))).toEqual({
      validation: 'text',
    });
  });

  it('is undefined for a message that only speaks and for other nodes', () => {
    expect(
      readMessageCapture(node('m', 'message', 0, 0, { message: 'Hola', capture: false })),
    ).toBeUndefined();
    expect(readMessageCapture(node('d', 'decision', 0, 0, { capture: true }))).toBeUndefined();
  });
});
