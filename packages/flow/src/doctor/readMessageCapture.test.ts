import { describe, expect, it } from 'vitest';
import { node } from '../testing/graphBuilders';
import { readMessageCapture } from './readMessageCapture';

describe('readMessageCapture', () => {
  it('reads the capture as the engine does, in each stored form', () => {
    expect(readMessageCapture(node('m', 'message', 0, 0, { capture: true }))).toEqual({
      validation: 'text',
      form: 'true',
    });
    expect(
      readMessageCapture(
        node('m', 'message', 0, 0, { capture: { variable: ' email ', validation: 'email' } }),
      ),
    ).toEqual({
      variable: 'email',
      validation: 'email',
      form: 'object',
    });
    expect(readMessageCapture(node('m', 'message', 0, 0, { capture: { validation: 'dni' } }))).toEqual({
      validation: 'text',
      form: 'object',
    });
    expect(
      readMessageCapture(
        node('m', 'message', 0, 0, { waitForResponse: true, variable: 'tel', inputType: 'Teléfono' }),
      ),
    ).toEqual({
      variable: 'tel',
      validation: 'phone',
      form: 'legacy',
    });
  });

  it('is undefined for a message that only speaks and for other nodes', () => {
    expect(
      readMessageCapture(node('m', 'message', 0, 0, { message: 'Hola', variable: 'x' })),
    ).toBeUndefined();
    expect(readMessageCapture(node('d', 'decision', 0, 0, { variable: 'x' }))).toBeUndefined();
  });
});
