import { describe, expect, it } from 'vitest';
import { maskUrlSecrets } from './maskUrlSecrets';

describe('maskUrlSecrets', () => {
  it('masks only the credential query parameters', () => {
    expect(maskUrlSecrets('https://api.test/x?api_key=abc123&page=2')).toBe(
      'https://api.test/x?api_key=••••&page=2',
    );
    expect(maskUrlSecrets('https://api.test/x?page=2&access_token=t&sig=s#top')).toBe(
      'https://api.test/x?page=2&access_token=••••&sig=••••#top',
    );
  });

  it('reads encoded and capitalised names', () => {
    expect(maskUrlSecrets('https://api.test/?Api%5FKey=abc')).toBe('https://api.test/?Api%5FKey=••••');
    expect(maskUrlSecrets('https://api.test/?%E0%A4%A=1&token=z')).toBe(
      'https://api.test/?%E0%A4%A=1&token=••••',
    );
  });

  it('keeps variables, empty values, bare names and URLs without a query', () => {
    expect(maskUrlSecrets('https://api.test/x?token={{token}}&key=&flag')).toBe(
      'https://api.test/x?token={{token}}&key=&flag',
    );
    expect(maskUrlSecrets('https://api.test/x')).toBe('https://api.test/x');
    expect(maskUrlSecrets('https://api.test/x?q=1#token=abc')).toBe('https://api.test/x?q=1#token=abc');
  });
});
