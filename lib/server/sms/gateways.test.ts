import { afterEach, describe, expect, it } from 'vitest';
import { aliyunProvider, SmsGatewayError, tencentProvider } from './gateways';
import type { SmsMessage } from './message';
import { fakeAliyun, fakeTencent, type FakeGateway } from '@/test/kits/sms-gateways';

const code: SmsMessage = {
  phone: '13800138000',
  sign: '【云采汇】',
  text: '您的验证码为 123456，5分钟内有效，请勿泄露给他人。',
  template: { kind: 'code', params: { code: '123456' } },
};
const push: SmsMessage = {
  ...code,
  text: '新商机',
  template: {
    kind: 'push',
    params: { title: '某区政务平台升级', link: 'x.cn/p/Ab3' },
  },
};
const templates = { code: 'SMS_100', push: 'SMS_200' };

let fake: FakeGateway | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('aliyunProvider', () => {
  const settings = (endpoint: string, accessKeySecret = 'right-secret') => ({
    accessKeyId: 'LTAI-test',
    accessKeySecret,
    region: 'cn-hangzhou',
    endpoint,
    templates,
    timeoutMs: 2000,
  });

  it('sends a code as the template parameter; the fake checks the signature', async () => {
    fake = await fakeAliyun({ 'LTAI-test': 'right-secret' });
    await aliyunProvider(settings(fake.url)).send(code);
    await aliyunProvider(settings(fake.url)).send(push);
    expect(fake.delivered).toEqual([
      {
        phone: '13800138000',
        signName: '云采汇',
        template: 'SMS_100',
        params: { code: '123456' },
      },
      {
        phone: '13800138000',
        signName: '云采汇',
        template: 'SMS_200',
        params: { title: '某区政务平台升级', link: 'x.cn/p/Ab3' },
      },
    ]);
  });

  it('is refused with SignatureDoesNotMatch when signed with another secret', async () => {
    fake = await fakeAliyun({ 'LTAI-test': 'right-secret' });
    const sent = aliyunProvider(settings(fake.url, 'tampered')).send(code);
    await expect(sent).rejects.toThrow(SmsGatewayError);
    await expect(sent).rejects.toMatchObject({
      provider: 'aliyun',
      code: 'SignatureDoesNotMatch',
    });
    expect(fake.delivered).toEqual([]);
    expect(fake.refused).toEqual(['SignatureDoesNotMatch']);
  });

  it("reports the provider's error code, and a 5xx, as a failure without the secret", async () => {
    fake = await fakeAliyun({ 'LTAI-test': 'right-secret' });
    fake.mode = 'refuse';
    const refused = await aliyunProvider(settings(fake.url))
      .send(code)
      .catch((e: unknown) => e as SmsGatewayError);
    expect(refused).toMatchObject({ code: 'isv.BUSINESS_LIMIT_CONTROL' });
    expect((refused as Error).message).not.toContain('right-secret');
    fake.mode = 'down';
    await expect(aliyunProvider(settings(fake.url)).send(code)).rejects.toMatchObject({ code: 'HTTP 503' });
  });

  it('refuses to send a kind that has no template', async () => {
    fake = await fakeAliyun({ 'LTAI-test': 'right-secret' });
    await expect(
      aliyunProvider({
        ...settings(fake.url),
        templates: { code: 'SMS_100' },
      }).send(push),
    ).rejects.toMatchObject({ code: 'NoTemplate' });
    expect(fake.refused).toEqual([]);
  });
});

describe('tencentProvider', () => {
  const settings = (endpoint: string, secretKey = 'right-key') => ({
    secretId: 'AKID-test',
    secretKey,
    appId: '1400000001',
    region: 'ap-guangzhou',
    endpoint,
    templates: { code: '100', push: '200' },
    timeoutMs: 2000,
  });

  it('sends a code as the template parameter; the fake checks the signature', async () => {
    fake = await fakeTencent({ 'AKID-test': 'right-key' });
    await tencentProvider(settings(fake.url)).send(code);
    await tencentProvider(settings(fake.url)).send(push);
    expect(fake.delivered).toEqual([
      {
        phone: '+8613800138000',
        signName: '云采汇',
        template: '100',
        params: ['123456'],
      },
      {
        phone: '+8613800138000',
        signName: '云采汇',
        template: '200',
        params: ['某区政务平台升级', 'x.cn/p/Ab3'],
      },
    ]);
  });

  it('is refused with AuthFailure.SignatureFailure when signed with another key', async () => {
    fake = await fakeTencent({ 'AKID-test': 'right-key' });
    await expect(tencentProvider(settings(fake.url, 'tampered')).send(code)).rejects.toMatchObject({
      provider: 'tencent',
      code: 'AuthFailure.SignatureFailure',
    });
    expect(fake.delivered).toEqual([]);
  });

  it("reports Response.Error, a number's SendStatusSet code and a 5xx as failures", async () => {
    fake = await fakeTencent({ 'AKID-test': 'right-key' });
    await expect(tencentProvider({ ...settings(fake.url), secretId: 'AKID-unknown' }).send(code)).rejects.toMatchObject({ code: 'AuthFailure.SecretIdNotFound' });
    fake.mode = 'refuse';
    await expect(tencentProvider(settings(fake.url)).send(code)).rejects.toMatchObject({ code: 'LimitExceeded.PhoneNumberDailyLimit' });
    fake.mode = 'down';
    await expect(tencentProvider(settings(fake.url)).send(code)).rejects.toMatchObject({ code: 'HTTP 502' });
  });
});
