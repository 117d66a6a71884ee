import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { refusalField, refusalMessage, signIn } from './api';

listenDuringTests();

const origin = 'http://localhost:3000';
const input = { phone: '13912345678', smsCode: '123456', callback: '/search.html' };

describe('signIn', () => {
  it('posts the form as JSON and resolves to the answer', async () => {
    server.use(
      http.post(`${origin}/api/login`, async ({ request }) => {
        expect(await request.json()).toEqual(input);
        return HttpResponse.json({ code: 0, msg: '登录成功', data: { redirect: '/search.html', created: false } });
      }),
    );
    await expect(signIn({ call: 'login', input })).resolves.toEqual({
      code: 0,
      msg: '登录成功',
      data: { redirect: '/search.html', created: false },
    });
  });

  it('resolves to a refusal’s envelope (HTTP 400 code 1001), so the form can show it', async () => {
    server.use(
      http.post(`${origin}/api/register`, () =>
        HttpResponse.json({ code: 1001, msg: '验证码不正确或已过期', data: null }, { status: 400 }),
      ),
    );
    await expect(signIn({ call: 'register', input: { ...input, agree: true } })).resolves.toEqual({
      code: 1001,
      msg: '验证码不正确或已过期',
      data: null,
    });
  });

  it('rejects when no envelope came back', async () => {
    server.use(http.post(`${origin}/api/login`, () => HttpResponse.text('Bad Gateway', { status: 502 })));
    await expect(signIn({ call: 'login', input })).rejects.toThrow();
  });
});

describe('refusals', () => {
  it('shows 1001 at the SMS code field and anything else above the button, with a fallback text', () => {
    expect(refusalField(1001)).toBe('smsCode');
    expect(refusalField(40300)).toBe('root');
    expect(refusalMessage('')).toBe('服务异常');
    expect(refusalMessage('账号状态异常')).toBe('账号状态异常');
  });
});
