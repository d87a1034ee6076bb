import { describe, expect, it } from 'vitest';
import { isChromelessPath } from './isChromelessPath';

describe('isChromelessPath', () => {
  it.each([
    '/training',
    '/plubot/edit/flow/42',
    '/plubot/edit/identity/42',
    '/plubot/create/training',
    '/benchmark',
    '/chat/k3x9abc',
  ])('hides header and footer on %s', (path) => expect(isChromelessPath(path)).toBe(true));

  it.each(['/', '/pluniverse', '/plubot/create/template-1', '/welcome', '/tutoriales', '/public-chat'])(
    'keeps them on %s',
    (path) => expect(isChromelessPath(path)).toBe(false),
  );
});
