import { describe, expect, it } from 'vitest';
import { imageQuality, WIDE_SCREEN_MEDIA } from './quality';

describe('image quality (000 §9)', () => {
  it('is 70, and 80 only on screens wider than 2560 px', () => {
    expect(imageQuality(390)).toBe(70);
    expect(imageQuality(1920)).toBe(70);
    expect(imageQuality(2560)).toBe(70);
    expect(imageQuality(2561)).toBe(80);
    expect(imageQuality(3840)).toBe(80);
    expect(WIDE_SCREEN_MEDIA).toBe('(min-width: 2561px)');
  });
});
