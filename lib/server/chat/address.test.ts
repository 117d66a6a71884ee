import { describe, expect, it } from 'vitest';
import { chatAddressFor, checkChatAddress } from './address';

const now = 1_800_000_000_000;

function fieldsOf(address: string) {
  const q = new URL(address, 'http://x').searchParams;
  return { owner: Number(q.get('owner')), userid: Number(q.get('userid')), ts: Number(q.get('ts')), sign: q.get('sign')! };
}

describe('the signed chat address', () => {
  const address = chatAddressFor(7, 12, 34, now);

  it('opens for the viewer it was made for, within 30 minutes', () => {
    expect(address.startsWith('/chatRT.html?')).toBe(true);
    expect(checkChatAddress({ viewerId: 7, ...fieldsOf(address) }, now + 29 * 60_000)).toBe('ok');
  });

  it('is expired after 30 minutes, and when dated far ahead', () => {
    expect(checkChatAddress({ viewerId: 7, ...fieldsOf(address) }, now + 31 * 60_000)).toBe('expired');
    expect(checkChatAddress({ viewerId: 7, ...fieldsOf(address) }, now - 5 * 60_000)).toBe('expired');
  });

  it('is forged when any field changes or another user opens it', () => {
    const f = fieldsOf(address);
    expect(checkChatAddress({ viewerId: 8, ...f }, now)).toBe('forged');
    expect(checkChatAddress({ viewerId: 7, ...f, userid: 35 }, now)).toBe('forged');
    expect(checkChatAddress({ viewerId: 7, ...f, owner: 13 }, now)).toBe('forged');
    expect(checkChatAddress({ viewerId: 7, ...f, ts: f.ts + 1 }, now)).toBe('forged');
    expect(checkChatAddress({ viewerId: 7, ...f, sign: '0'.repeat(64) }, now)).toBe('forged');
    expect(checkChatAddress({ viewerId: 7, ...f, sign: 'abc' }, now)).toBe('forged');
  });
});
