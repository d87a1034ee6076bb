import { describe, expect, it } from 'vitest';
import { readEmbedParams } from './readEmbedParams';

describe('readEmbedParams', () => {
  it('reads the widget iframe parameters', () => {
    expect(readEmbedParams(new URLSearchParams('embed=1&theme=dark&color=%23ff3cac'))).toEqual({
      embedded: true,
      theme: 'dark',
      primaryColor: '#ff3cac',
    });
  });

  it.each(['galaxia', 'aurora', 'nebulosa'])('reads the premium theme %s', (theme) => {
    expect(readEmbedParams(new URLSearchParams(`embed=1&theme=${theme}`)).theme).toBe(theme);
  });

  it('is a normal page without parameters', () => {
    expect(readEmbedParams(new URLSearchParams(''))).toEqual({
      embedded: false,
      theme: undefined,
      primaryColor: undefined,
    });
  });

  it('ignores themes and colours it does not know, which would otherwise reach the styles', () => {
    expect(readEmbedParams(new URLSearchParams('embed=0&theme=neon&color=red;background:url(x)'))).toEqual({
      embedded: false,
      theme: undefined,
      primaryColor: undefined,
    });
  });
});
