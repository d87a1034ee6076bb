import { describe, expect, it } from 'vitest';
import { createWidgetSessionMemory, WIDGET_SESSION_MESSAGE } from './createWidgetSessionMemory';

const OLD = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
const NEW = '0d4e5f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

function setUp(sessionId: string | null, visitorToken: string | null = sessionId ? 'tok-0' : null) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const fragments: string[] = [];
  const memory = createWidgetSessionMemory(
    'nova',
    { hostOrigin: 'https://shop.example', sessionId, ...(visitorToken ? { visitorToken } : {}) },
    {
      parent: {
        postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
      },
      replaceFragment: (fragment) => fragments.push(fragment),
    },
  );
  return { memory, posted, fragments };
}

describe('createWidgetSessionMemory', () => {
  it('starts from the session and credential the widget handed over', () => {
    expect(setUp(OLD).memory.read()).toEqual({ sessionId: OLD, visitorToken: 'tok-0' });
    expect(setUp(null).memory.read()).toBeNull();
  });

  it('reads a session handed over without its credential as none, and tells the site nothing yet', () => {
    const { memory, posted, fragments } = setUp(OLD, null);
    expect(memory.read()).toBeNull();
    // Nothing to forget here: the new conversation's session replaces it at the site.
    memory.forget();
    expect(posted).toEqual([]);
    memory.save({ sessionId: NEW, visitorToken: 'tok-1' });
    expect(posted.map((p) => p.message)).toEqual([
      { type: WIDGET_SESSION_MESSAGE, publicId: 'nova', sessionId: NEW, visitorToken: 'tok-1' },
    ]);
    expect(fragments).toEqual([`#host=https%3A%2F%2Fshop.example&session=${NEW}&token=tok-1`]);
  });

  it('sends every new session with its credential to the site’s origin only, and keeps the fragment in step', () => {
    const { memory, posted, fragments } = setUp(OLD);
    memory.save({ sessionId: NEW, visitorToken: 'tok-1' });
    expect(memory.read()).toEqual({ sessionId: NEW, visitorToken: 'tok-1' });
    expect(posted).toEqual([
      {
        message: { type: WIDGET_SESSION_MESSAGE, publicId: 'nova', sessionId: NEW, visitorToken: 'tok-1' },
        targetOrigin: 'https://shop.example',
      },
    ]);
    expect(WIDGET_SESSION_MESSAGE).toBe('plubot:session');
    expect(fragments).toEqual([`#host=https%3A%2F%2Fshop.example&session=${NEW}&token=tok-1`]);
  });

  it('tells the site to forget an ended conversation, once', () => {
    const { memory, posted, fragments } = setUp(OLD);
    memory.forget();
    memory.forget();
    expect(memory.read()).toBeNull();
    expect(posted.map((p) => p.message)).toEqual([
      { type: WIDGET_SESSION_MESSAGE, publicId: 'nova', sessionId: null },
    ]);
    expect(fragments).toEqual(['#host=https%3A%2F%2Fshop.example']);
  });

  it('keeps the chat going when the site cannot be told', () => {
    const memory = createWidgetSessionMemory(
      'nova',
      { hostOrigin: 'https://shop.example', sessionId: null },
      {
        parent: {
          postMessage: () => {
            throw new Error('detached');
          },
        },
      },
    );
    expect(() => memory.save({ sessionId: NEW, visitorToken: 'tok-1' })).not.toThrow();
    // Where nothing can be stored, the conversation and its credential still live as long as the page.
    expect(memory.read()).toEqual({ sessionId: NEW, visitorToken: 'tok-1' });
  });
});
