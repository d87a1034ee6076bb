import { describe, expect, it } from 'vitest';
import { buildWidgetHandoff, readWidgetHandoff } from './readWidgetHandoff';

const SESSION = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';

describe('readWidgetHandoff', () => {
  it('reads the site’s origin and the remembered session the widget hands over', () => {
    expect(readWidgetHandoff(`#host=https%3A%2F%2Fshop.example&session=${SESSION}`)).toEqual({
      hostOrigin: 'https://shop.example',
      sessionId: SESSION,
    });
    expect(readWidgetHandoff('#host=http%3A%2F%2Flocalhost%3A8080')).toEqual({
      hostOrigin: 'http://localhost:8080',
      sessionId: null,
    });
  });

  it('is not a hand-over without an exact http(s) origin', () => {
    for (const hash of [
      '',
      '#',
      `#session=${SESSION}`,
      '#host=null',
      '#host=*',
      '#host=https%3A%2F%2Fshop.example%2F',
      '#host=https%3A%2F%2Fshop.example%2Fpath',
      '#host=javascript%3Aalert(1)',
      '#host=file%3A%2F%2F%2Fetc',
    ]) {
      expect(readWidgetHandoff(hash)).toBeNull();
    }
  });

  it('leaves out a session that is not one', () => {
    expect(readWidgetHandoff('#host=https%3A%2F%2Fshop.example&session=..%2F..%2Fadmin')).toEqual({
      hostOrigin: 'https://shop.example',
      sessionId: null,
    });
  });

  it('reads the visitor’s credential kept beside the session, never without one', () => {
    expect(readWidgetHandoff(`#host=https%3A%2F%2Fshop.example&session=${SESSION}&token=abc.DEF-1`)).toEqual({
      hostOrigin: 'https://shop.example',
      sessionId: SESSION,
      visitorToken: 'abc.DEF-1',
    });
    expect(readWidgetHandoff('#host=https%3A%2F%2Fshop.example&token=abc')).toEqual({
      hostOrigin: 'https://shop.example',
      sessionId: null,
    });
    expect(readWidgetHandoff(`#host=https%3A%2F%2Fshop.example&session=${SESSION}&token=a%20b`)).toEqual({
      hostOrigin: 'https://shop.example',
      sessionId: SESSION,
    });
    const withToken = { hostOrigin: 'https://shop.example', sessionId: SESSION, visitorToken: 'abc' };
    expect(readWidgetHandoff(buildWidgetHandoff(withToken))).toEqual(withToken);
  });

  it('builds the fragment it reads', () => {
    const handoff = { hostOrigin: 'https://shop.example', sessionId: SESSION };
    expect(readWidgetHandoff(buildWidgetHandoff(handoff))).toEqual(handoff);
    expect(buildWidgetHandoff({ hostOrigin: 'https://shop.example', sessionId: null })).toBe(
      '#host=https%3A%2F%2Fshop.example',
    );
  });
});
