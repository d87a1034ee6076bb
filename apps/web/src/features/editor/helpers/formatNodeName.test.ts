import type { FlowNode } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { formatNodeName } from './formatNodeName';
import { getNodeTitle } from './getNodeTitle';

const join = ({ type, title }: { type: string; title: string }) => `${type}: ${title}`;
const at = { x: 0, y: 0 };

describe('formatNodeName', () => {
  it('joins type and title', () => {
    expect(formatNodeName('Mensaje', 'Bienvenida', join)).toBe('Mensaje: Bienvenida');
  });

  it('says the type alone when the title is empty or repeats it', () => {
    expect(formatNodeName('Mensaje', '', join)).toBe('Mensaje');
    expect(formatNodeName('Mensaje', '   ', join)).toBe('Mensaje');
    expect(formatNodeName('Inicio', 'Inicio', join)).toBe('Inicio');
  });
});

describe('getNodeTitle', () => {
  it('is the label of a node, trimmed, or empty without one', () => {
    const message: FlowNode = { id: 'm', type: 'message', position: at, data: { label: ' Bienvenida ' } };
    const bare: FlowNode = { id: 'e', type: 'end', position: at, data: {} };
    expect(getNodeTitle(message, [message])).toBe('Bienvenida');
    expect(getNodeTitle(bare, [bare])).toBe('');
  });

  it('is the text of its condition for an option', () => {
    const decision: FlowNode = {
      id: 'd',
      type: 'decision',
      position: at,
      data: { question: '¿Seguimos?', conditions: [{ id: 'c1', text: 'Sí' }] },
    };
    const option: FlowNode = {
      id: 'o',
      type: 'option',
      position: at,
      data: { sourceNode: 'd', sourceHandle: 'c1', instruction: '' },
    };
    expect(getNodeTitle(option, [decision, option])).toBe('Sí');
  });
});
