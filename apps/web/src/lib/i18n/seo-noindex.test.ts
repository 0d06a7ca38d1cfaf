import { describe, expect, it } from 'vitest';
import { isNoindexOrigin } from './seo';

describe('a page is noindex when its origin is on the no-index list', () => {
  const listed = ['https://staging.example.com', 'http://mirror.example.net:8080/'];

  it('a listed origin is not indexed, whatever its case or a trailing slash', () => {
    expect(isNoindexOrigin('https://staging.example.com', listed)).toBe(true);
    expect(isNoindexOrigin('HTTPS://Staging.Example.com/', listed)).toBe(true);
    expect(isNoindexOrigin('http://mirror.example.net:8080', listed)).toBe(true);
  });

  it('another origin, scheme or port is indexed; no origin is not listed', () => {
    expect(isNoindexOrigin('https://www.example.com', listed)).toBe(false);
    expect(isNoindexOrigin('http://staging.example.com', listed)).toBe(false);
    expect(isNoindexOrigin('http://mirror.example.net', listed)).toBe(false);
    expect(isNoindexOrigin(null, listed)).toBe(false);
  });
});
