import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { workerPostgresUrl } from '@/test/postgres-url';
import { env } from '@/lib/env';
import { verifySmsCode } from './code-store';
import { sendVerifyCode } from './send';
import { lastCodeSentTo, uniqueClient, uniquePhone } from '@/test/kits/sms';

const url = workerPostgresUrl();
const peerScript = path.join(process.cwd(), 'test/kits/sms-peer.ts');

/** Runs one command in a separate Node process (a second app instance) and returns its answer. */
async function peer(...args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', '--conditions=react-server', peerScript, ...args], {
    cwd: process.cwd(),
    // The same database and the same hashing key, as two instances of one deployment have.
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', SMS_PROVIDER: 'dev', SMS_CODE_PEPPER: env.SMS_CODE_PEPPER, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(stdout) as unknown;
}

// PGlite belongs to one process (one opener per data folder): there is no second process to agree with.
describe.skipIf(!url)('two app processes on one PostgreSQL (skipped on PGlite: it has no second process)', () => {
  it('agree on limits and codes', async () => {
    const phone = uniquePhone();
    expect(await peer('send', phone, uniqueClient())).toEqual({ code: 0, msg: '验证码已发送' });
    // The other process's send counts here: within its minute, this one refuses.
    expect(await sendVerifyCode({ phone, purpose: 'login', client: uniqueClient() })).toMatchObject({ code: 1003 });
    expect(await verifySmsCode(phone, 'login', (await lastCodeSentTo(phone))!)).toBe('ok');

    const other = uniquePhone();
    expect(await sendVerifyCode({ phone: other, purpose: 'login', client: uniqueClient() })).toMatchObject({ code: 0 });
    expect(await peer('verify', other, (await lastCodeSentTo(other))!)).toBe('ok');
    expect(await verifySmsCode(other, 'login', (await lastCodeSentTo(other))!)).toBe('expired');
  }, 60_000);
});
