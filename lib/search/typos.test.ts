import { describe, expect, it } from 'vitest';
import { lookalikeVariants, typoPatterns } from './typos';

describe('typoPatterns', () => {
  it('covers a substituted, a dropped and a doubled character', () => {
    const patterns = typoPatterns('智慧城巿');
    expect(patterns).toContain('智慧城_');
    expect(patterns).toContain('智慧城巿_');
    expect(typoPatterns('智慧慧城市')).toContain('智慧城市');
    expect(typoPatterns('智慧城')).toContain('智慧城_');
  });
});

describe('lookalikeVariants', () => {
  it('swaps a character for one that looks like it', () => {
    expect(lookalikeVariants('智慧城巿')).toEqual(['智慧城市']);
    expect(lookalikeVariants('软件')).toEqual([]);
  });
});
