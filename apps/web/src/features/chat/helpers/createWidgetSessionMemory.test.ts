import { describe, expect, it } from 'vitest';
import { createWidgetSessionMemory, WIDGET_SESSION_MESSAGE } from './createWidgetSessionMemory';

const OLD = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
const NEW = '0d4e5f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

function setUp(sessionId: string | null) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const fragments: string[] = [];
  const memory = createWidgetSessionMemory(
    'nova',
    { hostOrigin: 'https://shop.example', sessionId },
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
  it('starts from the session the widget handed over', () => {
    expect(setUp(OLD).memory.read()).toBe(OLD);
    expect(setUp(null).memory.read()).toBeNull();
  });

  it('sends every new session to the site’s origin only, and keeps the fragment in step', () => {
    const { memory, posted, fragments } = setUp(OLD);
    memory.save(NEW);
    expect(memory.read()).toBe(NEW);
    expect(posted).toEqual([
      {
        message: { type: WIDGET_SESSION_MESSAGE, publicId: 'nova', sessionId: NEW },
        targetOrigin: 'https://shop.example',
      },
    ]);
    expect(WIDGET_SESSION_MESSAGE).toBe('plubot:session');
    expect(fragments).toEqual([`#host=https%3A%2F%2Fshop.example&session=${NEW}`]);
  });

  it('keeps the visitor’s credential in memory and the fragment, and sends it along to the site', () => {
    const { memory, posted, fragments } = setUp(null);
    expect(memory.readToken()).toBeNull();
    memory.save(NEW, 'tok-1');
    expect(memory.readToken()).toBe('tok-1');
    expect(posted.at(-1)?.message).toEqual({
      type: WIDGET_SESSION_MESSAGE,
      publicId: 'nova',
      sessionId: NEW,
      visitorToken: 'tok-1',
    });
    expect(fragments.at(-1)).toBe(`#host=https%3A%2F%2Fshop.example&session=${NEW}&token=tok-1`);
    memory.forget();
    expect(memory.readToken()).toBeNull();
  });

  it('starts from the credential handed over in the fragment with its session', () => {
    const memory = createWidgetSessionMemory(
      'nova',
      { hostOrigin: 'https://shop.example', sessionId: OLD, visitorToken: 'tok-0' },
      { parent: { postMessage: () => {} } },
    );
    expect(memory.readToken()).toBe('tok-0');
  });

  it('tells the site to forget an ended conversation, once', () => {
    const { memory, posted } = setUp(OLD);
    memory.forget();
    memory.forget();
    expect(memory.read()).toBeNull();
    expect(posted.map((p) => p.message)).toEqual([
      { type: WIDGET_SESSION_MESSAGE, publicId: 'nova', sessionId: null },
    ]);
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
    expect(() => memory.save(NEW, 'tok-1')).not.toThrow();
    expect(memory.read()).toBe(NEW);
    // Where nothing can be stored, the credential still lives as long as the page.
    expect(memory.readToken()).toBe('tok-1');
  });
});
