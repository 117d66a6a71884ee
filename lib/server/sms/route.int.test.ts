import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/getPhoneVerifyCode/route';
import { lastCodeSentTo, uniqueClient, uniquePhone } from '@/test/kits/sms';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';

function post(body: unknown, client: string) {
  return POST(
    new NextRequest('http://localhost/api/getPhoneVerifyCode', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
    }),
  );
}

describe('POST /api/getPhoneVerifyCode', () => {
  it('answers code 0 with no data: the code travels only by SMS', async () => {
    const phone = uniquePhone();
    const res = await post({ telephone: phone, purpose: 'consult' }, uniqueClient());
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 0, msg: '验证码已发送', data: null });
    expect(text).not.toContain((await lastCodeSentTo(phone))!);
  });

  it('answers the refusals with their code and a matching HTTP status', async () => {
    const phone = uniquePhone();
    const client = uniqueClient();
    expect(await (await post({ telephone: phone }, client)).json()).toMatchObject({ code: 0 });

    const bad = await post({ telephone: '1234' }, client);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 1001, msg: '手机号不正确请重新输入', data: null });

    const again = await post({ telephone: phone }, uniqueClient());
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await again.json()).toMatchObject({ code: 1003 });

    // The same client (as the production server resolved it) just sent, so another phone needs a captcha.
    const captcha = await post({ telephone: uniquePhone() }, client);
    expect(captcha.status).toBe(403);
    expect(await captcha.json()).toEqual({ code: 1002, msg: '请先完成安全验证', data: null });

    const spent = await post({ telephone: uniquePhone(), token: 'no-such-token', validateCode: '1', type: 'slide' }, client);
    expect(spent.status).toBe(403);
    expect(await spent.json()).toMatchObject({ code: 1005 });
  });

  it('refuses a purpose it does not know as bad input', async () => {
    const res = await post({ telephone: uniquePhone(), purpose: 'pay' }, uniqueClient());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 40000 });
  });
});
