import { describe, expect, it } from 'vitest';
import { clientFrameSchema, openSchema } from './schemas';

describe('clientFrameSchema', () => {
  it('reads the frames the page sends', () => {
    expect(clientFrameSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
    expect(clientFrameSchema.parse({ type: 'send', cid: 'abcdefgh12', conversationId: 3, kind: 1, text: ' 您好 ' })).toMatchObject({ kind: 1, text: '您好' });
    const file = { type: 'send', cid: 'abcdefgh12', conversationId: 3, kind: 2, fileId: '0b5e7b62-8d0c-4e5b-9a43-4c0b1d9b9e11', fileKey: `${'a'.repeat(32)}.png` };
    expect(clientFrameSchema.parse(file)).toMatchObject({ kind: 2 });
    expect(clientFrameSchema.parse({ type: 'read', conversationId: 3, messageId: 9 })).toMatchObject({ type: 'read' });
  });

  it('refuses empty or long text, a file frame without its file, and unknown frames', () => {
    expect(clientFrameSchema.safeParse({ type: 'send', cid: 'abcdefgh12', conversationId: 3, kind: 1, text: '   ' }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'send', cid: 'abcdefgh12', conversationId: 3, kind: 1, text: '字'.repeat(2001) }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'send', cid: 'abcdefgh12', conversationId: 3, kind: 3, text: 'x' }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'send', cid: 'bad cid', conversationId: 3, kind: 1, text: 'x' }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'send', cid: 'abcdefgh12', conversationId: 2 ** 31, kind: 1, text: 'x' }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'typing' }).success).toBe(false);
  });
});

describe('openSchema', () => {
  it('reads type 2 or a signed address, nothing else', () => {
    expect(openSchema.parse({ type: '2' })).toEqual({ type: 2 });
    expect(openSchema.parse({ owner: '1', userid: '2', ts: '3', sign: 'f'.repeat(64) })).toEqual({ owner: 1, userid: 2, ts: 3, sign: 'f'.repeat(64) });
    expect(openSchema.safeParse({ type: '3' }).success).toBe(false);
    expect(openSchema.safeParse({ owner: '1', userid: '2', ts: '3', sign: 'zz' }).success).toBe(false);
  });
});
