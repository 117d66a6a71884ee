import { afterEach, describe, expect, it } from 'vitest';
import { aliyunProvider, tencentProvider } from './gateways';
import { verifySmsCode } from './code-store';
import { sendVerifyCode } from './send';
import { fakeAliyun, fakeTencent, type FakeGateway } from '@/test/kits/sms-gateways';
import { codeRows, uniqueClient, uniquePhone } from '@/test/kits/sms';

let fake: FakeGateway | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const templates = { code: 'SMS_100' };

describe('a verification code through a template cloud', () => {
  it('aliyun: the code the user receives is the one that verifies', async () => {
    fake = await fakeAliyun({ id: 'secret' });
    const phone = uniquePhone();
    const provider = aliyunProvider({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      region: 'cn-hangzhou',
      endpoint: fake.url,
      templates,
    });
    expect(await sendVerifyCode({ phone, purpose: 'login', client: uniqueClient() }, provider)).toEqual({ code: 0, msg: '验证码已发送' });
    const [sent] = fake.delivered;
    expect(sent).toMatchObject({
      phone,
      template: 'SMS_100',
      params: { code: expect.stringMatching(/^\d{6}$/) },
    });
    expect(await verifySmsCode(phone, 'login', (sent!.params as { code: string }).code)).toBe('ok');
  });

  it("tencent: a refused send is the portal's send failure, and leaves no code that verifies", async () => {
    fake = await fakeTencent({ id: 'key' });
    fake.mode = 'refuse';
    const phone = uniquePhone();
    const provider = tencentProvider({
      secretId: 'id',
      secretKey: 'key',
      appId: '1400000001',
      region: 'ap-guangzhou',
      endpoint: fake.url,
      templates,
    });
    expect(await sendVerifyCode({ phone, purpose: 'login', client: uniqueClient() }, provider)).toEqual({ code: 500, msg: '短信发送失败，请稍后重试' });
    const [row] = await codeRows(phone);
    expect(row!.usedAt).not.toBeNull();
  });
});
