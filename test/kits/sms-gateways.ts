// Stand-ins for the two SMS clouds on 127.0.0.1: each recomputes the request's signature as its
// provider documents it (lib/server/sms/signing.ts, whose known-answer tests pin it to the docs'
// examples) and answers the provider's own error shape when it does not match, or when told to fail.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunRpcSignature, TC3_SIGNED_HEADERS, tc3Scope, tc3Signature } from '@/lib/server/sms/signing';

/** ok: accept; refuse: a business error in the provider's shape; down: HTTP 503. */
export type FakeMode = 'ok' | 'refuse' | 'down';

export interface Delivered {
  phone: string;
  signName: string;
  template: string;
  params: unknown;
}

export interface FakeGateway {
  url: string;
  /** Messages accepted, in order. */
  delivered: Delivered[];
  /** Error codes answered, in order (signature failures included). */
  refused: string[];
  mode: FakeMode;
  close(): Promise<void>;
}

/** Requests more than this away from the fake's clock are refused, as the clouds do (15 and 5 minutes). */
const ALIYUN_SKEW_MS = 15 * 60_000;
const TENCENT_SKEW_SEC = 5 * 60;

async function serve(handle: (req: IncomingMessage, body: string, res: ServerResponse, fake: FakeGateway) => void): Promise<FakeGateway> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => handle(req, body, res, fake));
  });
  const fake: FakeGateway = {
    url: '',
    delivered: [],
    refused: [],
    mode: 'ok',
    async close() {
      server.closeAllConnections();
      server.close();
    },
  };
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return fake;
}

const json = (res: ServerResponse, status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Aliyun dysmsapi's SendSms (RPC style, form POST); `keys` maps AccessKeyId to AccessKeySecret. */
export function fakeAliyun(keys: Record<string, string>): Promise<FakeGateway> {
  return serve((req, body, res, fake) => {
    const RequestId = crypto.randomUUID();
    const refuse = (status: number, Code: string, Message: string) => {
      fake.refused.push(Code);
      json(res, status, { RequestId, Code, Message });
    };
    if (fake.mode === 'down') return void res.writeHead(503).end('Service Unavailable');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? body : (req.url ?? '').split('?')[1]));
    const secret = keys[params.AccessKeyId ?? ''];
    if (secret === undefined) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') return refuse(400, 'InvalidSignatureMethod', 'Specified signature method is not supported.');
    if (Math.abs(Date.parse(params.Timestamp ?? '') - Date.now()) > ALIYUN_SKEW_MS || !/Z$/.test(params.Timestamp ?? ''))
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    if (aliyunRpcSignature(params, secret, req.method === 'POST' ? 'POST' : 'GET') !== params.Signature) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') return refuse(400, 'InvalidAction.NotFound', 'Specified api is not found.');
    if (fake.mode === 'refuse') return refuse(200, 'isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    fake.delivered.push({
      phone: params.PhoneNumbers!,
      signName: params.SignName!,
      template: params.TemplateCode!,
      params: JSON.parse(params.TemplateParam ?? 'null'),
    });
    json(res, 200, {
      RequestId,
      Code: 'OK',
      Message: 'OK',
      BizId: `${Date.now()}^0`,
    });
  });
}

/** Tencent Cloud SMS SendSms (API 3.0, TC3-HMAC-SHA256); `keys` maps SecretId to SecretKey. */
export function fakeTencent(keys: Record<string, string>): Promise<FakeGateway> {
  return serve((req, body, res, fake) => {
    const RequestId = crypto.randomUUID();
    // API 3.0 answers HTTP 200 with Response.Error for a refused call.
    const refuse = (Code: string, Message: string) => {
      fake.refused.push(Code);
      json(res, 200, { Response: { Error: { Code, Message }, RequestId } });
    };
    if (fake.mode === 'down') return void res.writeHead(502).end('Bad Gateway');
    const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
    if (!auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization 不合法');
    const [, secretId, date, service, signedHeaders, signature] = auth;
    const secretKey = keys[secretId!];
    if (secretKey === undefined) return refuse('AuthFailure.SecretIdNotFound', '密钥不存在');
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(timestamp - Date.now() / 1000) > TENCENT_SKEW_SEC) return refuse('AuthFailure.SignatureExpire', '签名过期');
    const expected = tc3Signature({
      secretKey,
      service: service!,
      host: req.headers.host ?? '',
      contentType: req.headers['content-type'] ?? '',
      payload: body,
      timestamp,
    });
    if (signedHeaders !== TC3_SIGNED_HEADERS || service !== 'sms' || `${date}/${service}/tc3_request` !== tc3Scope(timestamp, 'sms') || expected !== signature) {
      return refuse('AuthFailure.SignatureFailure', '请求签名验证失败');
    }
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') return refuse('InvalidAction', '接口不存在');
    const input = JSON.parse(body) as {
      PhoneNumberSet: string[];
      SignName: string;
      TemplateId: string;
      TemplateParamSet: string[];
      SmsSdkAppId: string;
    };
    const phone = input.PhoneNumberSet[0]!;
    if (fake.mode === 'refuse') {
      fake.refused.push('LimitExceeded.PhoneNumberDailyLimit');
      return json(res, 200, {
        Response: {
          SendStatusSet: [
            {
              SerialNo: '',
              PhoneNumber: phone,
              Fee: 0,
              SessionContext: '',
              Code: 'LimitExceeded.PhoneNumberDailyLimit',
              Message: '单个手机号日下发短信条数超过设定的上限',
              IsoCode: 'CN',
            },
          ],
          RequestId,
        },
      });
    }
    fake.delivered.push({
      phone,
      signName: input.SignName,
      template: input.TemplateId,
      params: input.TemplateParamSet,
    });
    json(res, 200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: crypto.randomUUID(),
            PhoneNumber: phone,
            Fee: 1,
            SessionContext: '',
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN',
          },
        ],
        RequestId,
      },
    });
  });
}
