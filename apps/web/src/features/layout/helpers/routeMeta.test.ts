import { describe, expect, it } from 'vitest';
import { findRouteMeta, ROUTE_META } from './routeMeta';

describe('findRouteMeta', () => {
  it('names screens by their path, parameters included', () => {
    expect(findRouteMeta('/')).toBe('home');
    expect(findRouteMeta('/plubot/edit/flow/abc-123')).toBe('editor');
    expect(findRouteMeta('/reset-password/token')).toBe('resetPassword');
  });

  it('leaves alone the screens that name themselves', () => {
    expect(findRouteMeta('/faq')).toBeUndefined();
    expect(findRouteMeta('/chat/abc')).toBeUndefined();
    expect(findRouteMeta('/plans')).toBeUndefined();
  });

  it('has one key per pattern', () => {
    expect(new Set(ROUTE_META.map(([pattern]) => pattern)).size).toBe(ROUTE_META.length);
  });
});
