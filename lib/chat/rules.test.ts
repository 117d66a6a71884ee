import { describe, expect, it } from 'vitest';
import { CHAT_CLOSE, connectionText, fileSizeText, imageRefusal, mergeMessages, previewOf, UNSUPPORTED_IMAGE } from './rules';

describe('imageRefusal', () => {
  it('accepts jpg, jpeg, png and gif whatever their case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.GIF']) expect(imageRefusal(name)).toBeNull();
  });
  it("answers '图片类型不支持' for other types (001 §8)", () => {
    for (const name of ['a.bmp', 'b.webp', 'c', 'd.svg', 'e.png.exe']) expect(imageRefusal(name)).toBe(UNSUPPORTED_IMAGE);
  });
});

describe('previewOf', () => {
  it('names pictures and files and folds text to one line', () => {
    expect(previewOf(2, 'x.png')).toBe('[图片]');
    expect(previewOf(3, '报价单.pdf')).toBe('[文件] 报价单.pdf');
    expect(previewOf(1, '您好\n\n请问   报价')).toBe('您好 请问 报价');
    expect(previewOf(1, '字'.repeat(100))).toHaveLength(60);
  });
});

describe('mergeMessages', () => {
  it('keeps each id once, in id order, the later copy winning', () => {
    const merged = mergeMessages([{ id: 3, v: 'a' }, { id: 1, v: 'b' }], [{ id: 3, v: 'c' }, { id: 2, v: 'd' }]);
    expect(merged).toEqual([{ id: 1, v: 'b' }, { id: 2, v: 'd' }, { id: 3, v: 'c' }]);
  });
});

describe('fileSizeText', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2048)).toBe('2.0 KB');
    expect(fileSizeText(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(fileSizeText(null)).toBe('');
  });
});

describe('connectionText', () => {
  it('says why the server closed the socket, and asks for a login when the session is gone', () => {
    expect(connectionText('reconnecting', 1006)).toBe('连接中断，正在重新连接…');
    expect(connectionText('reconnecting', CHAT_CLOSE.flooded)).toBe('发送过于频繁，连接已断开，正在重新连接…');
    expect(connectionText('lost', CHAT_CLOSE.flooded)).toBe('发送过于频繁，连接已断开');
    expect(connectionText('lost', 1006)).toBe('连接已断开');
    expect(connectionText('signed-out', CHAT_CLOSE.session)).toBe('登录已失效，请重新登录');
  });
});
