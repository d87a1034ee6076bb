import { createFlowMessage } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { type Translate, translateText } from './useText';

const es: Record<string, string> = {
  'editor.flowMessages.connection.notAllowed':
    'No se puede conectar un nodo {{source}} con un nodo {{target}}.',
  'editor.nodeTypes.start': 'Inicio',
  'editor.nodeTypes.end': 'Fin',
};

/** A tiny i18next stand-in: looks keys up in `es`, interpolates, falls back to `defaultValue`. */
const t: Translate = (key, options) => {
  const template = es[key] ?? options.defaultValue;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(options[name] ?? ''));
};

describe('translateText', () => {
  it('names node types in the reader’s language inside flow messages', () => {
    const message = createFlowMessage('connection.notAllowed', { source: 'start', target: 'end' });
    expect(translateText(t, { flow: message })).toBe('No se puede conectar un nodo Inicio con un nodo Fin.');
  });

  it('keeps an unknown type id as it is', () => {
    const message = createFlowMessage('connection.notAllowed', { source: 'start', target: 'teleporter' });
    expect(translateText(t, { flow: message })).toBe(
      'No se puede conectar un nodo Inicio con un nodo teleporter.',
    );
  });
});
