import { describe, expect, it, vi } from 'vitest';
import { type EditorTranslate, translatePlain, translateWith } from './useEditorTranslation';

/** A `t` that interpolates `{{name}}` like i18next, counting its calls. */
function fakeT(texts: Record<string, string>) {
  const calls = vi.fn<EditorTranslate>((key, options) =>
    (texts[key] ?? options.defaultValue).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(options[name] ?? ''),
    ),
  );
  return { t: calls, calls };
}

describe('editor translation caches', () => {
  it('asks i18next once per key for a plain text', () => {
    const { t, calls } = fakeT({ 'editor.nodeTypes.message': 'Mensaje' });
    expect(translatePlain(t, 'editor.nodeTypes.message', 'message')).toBe('Mensaje');
    expect(translatePlain(t, 'editor.nodeTypes.message', 'message')).toBe('Mensaje');
    expect(translatePlain(t, 'editor.nodeTypes.zzz', 'zzz')).toBe('zzz');
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('interpolates once per key and fills in each call’s values, even ones that look like markers', () => {
    const { t, calls } = fakeT({ 'editor.access.edgeName': 'Conexión de {{source}} a {{target}}' });
    expect(translateWith(t, 'editor.access.edgeName', { source: 'Inicio', target: 'Fin' })).toBe(
      'Conexión de Inicio a Fin',
    );
    expect(translateWith(t, 'editor.access.edgeName', { source: '{{target}}', target: '$1' })).toBe(
      'Conexión de {{target}} a $1',
    );
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
