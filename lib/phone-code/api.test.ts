import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { sendPhoneCode } from './api';

listenDuringTests();

const url = 'http://localhost:3000/api/getPhoneVerifyCode';

describe('sendPhoneCode', () => {
  it('POSTs the input as JSON and resolves to the envelope', async () => {
    let body: unknown;
    server.use(
      http.post(url, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, msg: '验证码已发送', data: null });
      }),
    );
    const input = { telephone: '13800138000', purpose: 'register' as const, token: 't', validateCode: '120', type: 'slide' as const };
    await expect(sendPhoneCode(input)).resolves.toEqual({ code: 0, msg: '验证码已发送', data: null });
    expect(body).toEqual(input);
  });

  it('resolves to the envelope of a refusal sent with an HTTP error status', async () => {
    server.use(http.post(url, () => HttpResponse.json({ code: 1003, msg: '发送过于频繁，请 30 秒后重试', data: null }, { status: 429 })));
    await expect(sendPhoneCode({ telephone: '13800138000' })).resolves.toEqual({
      code: 1003,
      msg: '发送过于频繁，请 30 秒后重试',
      data: null,
    });
  });

  it('rejects when there is no envelope to act on', async () => {
    server.use(http.post(url, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })));
    await expect(sendPhoneCode({ telephone: '13800138000' })).rejects.toThrow();
    server.use(http.post(url, () => HttpResponse.error()));
    await expect(sendPhoneCode({ telephone: '13800138000' })).rejects.toThrow();
  });
});
