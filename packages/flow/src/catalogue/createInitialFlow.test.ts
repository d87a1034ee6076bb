import { describe, expect, it } from 'vitest';
import { getStartGreeting } from '../reading/getStartGreeting';
import { createInitialFlow } from './createInitialFlow';

describe('createInitialFlow with the bot’s welcome', () => {
  it('puts the welcome on the start node, so the start node greets with it', () => {
    const [start] = createInitialFlow({ plubotId: 'b1', welcome: '¡Hola! Soy Nova.' }).nodes;
    expect(start?.data).toEqual({ label: 'Inicio', dynamicContent: '¡Hola! Soy Nova.' });
    expect(getStartGreeting(start!, 'otro saludo')).toEqual({
      text: '¡Hola! Soy Nova.',
      source: 'dynamicContent',
    });
  });

  it('leaves the content empty for a blank welcome', () => {
    const [start] = createInitialFlow({ welcome: '   ' }).nodes;
    expect(start?.data).toEqual({ label: 'Inicio' });
  });
});
