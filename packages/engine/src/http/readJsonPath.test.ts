import { describe, expect, it } from 'vitest';
import { readJsonPath } from './readJsonPath';

const body = { data: { user: { id: 7, tags: ['a', 'b'] }, 'x-y': true }, items: [{ name: 'uno' }, null] };

describe('readJsonPath', () => {
  it.each([
    ['data.user.id', 7],
    ['$.data.user.id', 7],
    ['data.user.tags[1]', 'b'],
    ['items[0].name', 'uno'],
    ['data["x-y"]', true],
    ["data['x-y']", true],
    ['items[1]', null],
  ])('reads %s', (path, value) => {
    expect(readJsonPath(body, path)).toEqual({ found: true, value });
  });

  it('returns the whole value for an empty path or $', () => {
    expect(readJsonPath(body, '')).toEqual({ found: true, value: body });
    expect(readJsonPath(body, '$')).toEqual({ found: true, value: body });
  });

  it.each([
    'data.nope',
    'items[5]',
    'data.user.id.more',
    'data..user',
    'items[x',
    'constructor',
    'data.user.tags.length',
  ])('does not find %s', (path) => {
    expect(readJsonPath(body, path)).toEqual({ found: false });
  });
});
