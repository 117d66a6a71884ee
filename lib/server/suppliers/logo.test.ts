import { describe, expect, it } from 'vitest';
import { usableLogo } from './logo';

describe('usableLogo', () => {
  it('keeps files shipped under public/', () => {
    expect(usableLogo('/images/logo.svg')).toBe('/images/logo.svg');
  });

  it('answers null for missing files, paths outside public/ and other addresses', () => {
    expect(usableLogo(null)).toBeNull();
    expect(usableLogo('/images/logo/C00000001.png')).toBeNull();
    expect(usableLogo('/../package.json')).toBeNull();
    expect(usableLogo('javascript:alert(1)')).toBeNull();
    expect(usableLogo('https://cdn.example.com/a.png')).toBeNull();
  });
});
