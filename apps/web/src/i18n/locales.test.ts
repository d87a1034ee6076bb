import { FLOW_MESSAGES } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en/translation.json';
import es from '../../public/locales/es/translation.json';

/** Every key of a translation tree, as dotted paths ('editor.nodes.label'). */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

/** i18next's plural forms share one key for the question "is it translated?". */
const withoutPlural = (key: string) => key.replace(/_(one|other|many|few|zero|two)$/, '');

describe('the interface texts', () => {
  it('has the same keys in Spanish and English', () => {
    const spanish = new Set(keysOf(es).map(withoutPlural));
    const english = new Set(keysOf(en).map(withoutPlural));
    expect([...spanish].filter((key) => !english.has(key))).toEqual([]);
    expect([...english].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it('translates every message of @plubot/flow in both languages', () => {
    const spanish = new Set(keysOf(es));
    const english = new Set(keysOf(en));
    const codes = Object.keys(FLOW_MESSAGES).map((code) => `editor.flowMessages.${code}`);
    expect(codes.filter((key) => !spanish.has(key))).toEqual([]);
    expect(codes.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...keysOf(es).map((key) => ['es', key]), ...keysOf(en).map((key) => ['en', key])].filter(
      ([language, key]) => {
        const value = key
          ?.split('.')
          .reduce<unknown>(
            (node, part) =>
              typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
            language === 'es' ? es : en,
          );
        return typeof value === 'string' && value.trim() === '';
      },
    );
    expect(empty).toEqual([]);
  });
});
