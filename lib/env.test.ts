import { describe, expect, it } from 'vitest';
import { missingGatewaySettings } from './env';

describe('missingGatewaySettings', () => {
  it('names what aliyun and tencent need to send a code; the others need none of it', () => {
    expect(missingGatewaySettings({ SMS_PROVIDER: 'aliyun' })).toEqual(['SMS_ALIYUN_ACCESS_KEY_ID', 'SMS_ALIYUN_ACCESS_KEY_SECRET', 'SMS_TEMPLATE_CODE']);
    expect(missingGatewaySettings({ SMS_PROVIDER: 'aliyun', SMS_ALIYUN_ACCESS_KEY_ID: 'id', SMS_ALIYUN_ACCESS_KEY_SECRET: 's', SMS_TEMPLATE_CODE: 'SMS_1' })).toEqual([]);
    expect(missingGatewaySettings({ SMS_PROVIDER: 'tencent', SMS_TENCENT_SECRET_ID: 'id', SMS_TENCENT_SECRET_KEY: 'k', SMS_TEMPLATE_CODE: '1' })).toEqual(['SMS_TENCENT_APP_ID']);
    expect(missingGatewaySettings({ SMS_PROVIDER: 'http' })).toEqual([]);
    expect(missingGatewaySettings({ SMS_PROVIDER: 'dev' })).toEqual([]);
  });
});
