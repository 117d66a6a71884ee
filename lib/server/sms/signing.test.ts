import { describe, expect, it } from 'vitest';
import { aliyunPercentEncode, aliyunRpcSignature, tc3Authorization, tc3Signature } from './signing';

// Known answers: the providers' own documented examples, value for value.

describe('aliyunRpcSignature', () => {
  it('gives the SendSms example of the SMS docs (help.aliyun.com/document_detail/56189.html)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunRpcSignature(params, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    // Signature itself is never signed; the key and the method are.
    expect(aliyunRpcSignature({ ...params, Signature: 'x' }, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(aliyunRpcSignature(params, 'testSecreT', 'GET')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(aliyunRpcSignature(params, 'testSecret', 'POST')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('gives the DescribeRegions example of the signature docs (help.aliyun.com/document_detail/28839.html)', () => {
    const params = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(aliyunRpcSignature(params, 'testsecret', 'GET')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('percent-encodes as the rule says: space %20, * %2A, ~ kept', () => {
    expect(aliyunPercentEncode("a b*~-_.!'()/=&+")).toBe('a%20b%2A~-_.%21%27%28%29%2F%3D%26%2B');
    expect(aliyunPercentEncode('派')).toBe('%E6%B4%BE');
  });
});

describe('tc3Signature', () => {
  // The worked example of Tencent Cloud's 签名方法 v3 (www.tencentcloud.com/document/product/382/40467).
  const example = {
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    contentType: 'application/json; charset=utf-8',
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  };

  it('gives the documented signature', () => {
    expect(tc3Signature(example)).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
  });

  it('dates the scope in UTC, and the header carries it', () => {
    // 1551113065 is 2019-02-26 00:44:25 in China: the scope still says 2019-02-25.
    expect(tc3Authorization('AKIDEXAMPLE', example)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDEXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('changes with the body, the key and the time', () => {
    const doc = tc3Signature(example);
    expect(tc3Signature({ ...example, payload: example.payload.replace('1', '2') })).not.toBe(doc);
    expect(tc3Signature({ ...example, secretKey: 'x' })).not.toBe(doc);
    expect(tc3Signature({ ...example, timestamp: example.timestamp + 1 })).not.toBe(doc);
  });
});
