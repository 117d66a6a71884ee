import { describe, expect, it } from 'vitest';
import { checkPickedFiles, extensionOf, kindOfSrctype, UPLOAD_RULES, WRONG_FORMAT } from './rules';

const MB = 1024 * 1024;

describe('upload rules (001 §5)', () => {
  it('accepts jpg, png and gif pictures of at most 2 MB, any letter case', () => {
    expect(checkPickedFiles('image', [{ name: 'a.JPG', size: 2 * MB }, { name: 'b.jpeg', size: 1 }, { name: 'c.Gif', size: 1 }], 0)).toBeNull();
    expect(checkPickedFiles('image', [{ name: 'a.png', size: 2 * MB + 1 }], 0)).toBe('上传图片大小不能超过 2M!');
    expect(checkPickedFiles('image', [{ name: 'a.bmp', size: 1 }], 0)).toBe(WRONG_FORMAT);
    expect(checkPickedFiles('image', [{ name: 'png', size: 1 }], 0)).toBe(WRONG_FORMAT);
  });

  it('holds at most 10 pictures and one archive per field', () => {
    expect(checkPickedFiles('image', [{ name: 'a.png', size: 1 }], 9)).toBeNull();
    expect(checkPickedFiles('image', [{ name: 'a.png', size: 1 }, { name: 'b.png', size: 1 }], 9)).toBe('图片不能超过10个');
    expect(checkPickedFiles('archive', [{ name: 'a.zip', size: 1 }], 1)).toBe('文件不能超过一个');
    expect(checkPickedFiles('archive', [{ name: 'a.rar', size: 10 * MB + 1 }], 0)).toBe('上传文件大小不能超过 10MB!');
    expect(checkPickedFiles('archive', [{ name: 'a.7z', size: 1 }], 0)).toBe(WRONG_FORMAT);
  });

  it('maps the srctype of the call to a kind, and nothing else', () => {
    expect(kindOfSrctype('bulogo')).toBe('image');
    expect(kindOfSrctype('archive')).toBe('archive');
    expect(kindOfSrctype('exe')).toBeNull();
    expect(kindOfSrctype(undefined)).toBeNull();
    expect(extensionOf('报告.final.ZIP')).toBe('zip');
    expect(UPLOAD_RULES.archive.maxBytes).toBe(10 * MB);
  });
});
