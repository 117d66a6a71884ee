import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as schemeUploadFile } from '@/app/api/schemeUploadFile/route';
import { POST as supIsvSelectCaseInfo } from '@/app/api/supIsvSelectCaseInfo/route';
import { toSchemePayload, type FileRecord, type SchemeForm } from '@/lib/schemes/schemas';
import { getDb, queryRows } from '@/lib/server/db/client';
import { readSessionCookie, SESSION_COOKIE } from '@/lib/server/session/cookie';
import type { UploadedFile } from '@/lib/files/types';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { png, uploadRequest, zip } from '@/test/kits/files';
import { validSchemeForm } from '@/test/kits/schemes';
import { issueSchemePageToken, PAGE_TOKEN_TTL_MS } from './page-token';
import { getSchemeForViewer, reviewScheme, schemePrefill } from './service';

const cli = { operatorId: null, name: 'cli:test' };

interface Who {
  cookie: string;
  userId: number;
}
let alice: Who;
let bob: Who;

async function login(): Promise<Who> {
  const cookie = await loginAs(newPhone());
  const read = await readSessionCookie(cookie.slice(SESSION_COOKIE.length + 1));
  if (read.kind !== 'ok') throw new Error('no session');
  return { cookie, userId: read.data.userId };
}

async function uploaded(who: Who, name: string, data: Buffer, srctype: string): Promise<FileRecord> {
  const body = await answerOf<UploadedFile>(await schemeUploadFile(uploadRequest({ name, data, srctype, cookie: who.cookie })));
  return { fileOrigName: body.data.origFileName, fileId: body.data.fileId, fileName: body.data.fileKey, fileUrl: body.data.fileUrl };
}

const submit = (who: Who, payload: unknown) => supIsvSelectCaseInfo(request('/api/supIsvSelectCaseInfo', { body: payload, cookie: who.cookie }));

beforeAll(async () => {
  alice = await login();
  bob = await login();
});

describe('supIsvSelectCaseInfo', () => {
  it('stores the scheme with its company part, amounts x10000 in 元, and takes its uploads', async () => {
    const honor = await uploaded(alice, '荣誉证书.png', png(), 'bulogo');
    const manual = await uploaded(alice, '产品说明书.zip', zip(), 'archive');
    const form: SchemeForm = { ...validSchemeForm({ honor: [honor], manual }), compRegisterCapital: '12345678901.1234', casePrice: '268.5' };
    const res = await submit(alice, toSchemePayload(form, issueSchemePageToken(alice.userId)));
    const body = await answerOf<{ id: number; nextPageToken: string }>(res);
    expect(res.status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.id).toBeGreaterThan(0);
    expect(body.data.nextPageToken).toBeTruthy();
    const [row] = await queryRows<{ comp_register_capital: string; case_price: string; status: string }>(
      await getDb(),
      sql`select comp_register_capital::text, case_price::text, status from supplier_scheme where id = ${body.data.id}`,
    );
    expect(row).toEqual({ comp_register_capital: '123456789011234.00', case_price: '2685000.00', status: 'submitted' });
    const record = await getSchemeForViewer(body.data.id, alice.userId);
    expect(record?.form).toEqual(form);
    expect(record?.status).toBe('submitted');
    const files = await queryRows<{ n: number }>(
      await getDb(),
      sql`select count(*)::int as n from stored_file where ref_table = 'supplier_scheme' and ref_id = ${String(body.data.id)} and referenced_at is not null`,
    );
    expect(files[0]?.n).toBe(2);
  });

  it('keeps the scheme from anyone but its submitter', async () => {
    const res = await submit(alice, toSchemePayload(validSchemeForm(), issueSchemePageToken(alice.userId)));
    const { data } = await answerOf<{ id: number }>(res);
    expect(await getSchemeForViewer(data.id, bob.userId)).toBeNull();
    expect(await getSchemeForViewer(data.id, alice.userId)).not.toBeNull();
  });

  it('answers a second submit of one page with the same scheme', async () => {
    const payload = toSchemePayload(validSchemeForm(), issueSchemePageToken(alice.userId));
    const [a, b] = await Promise.all([submit(alice, payload), submit(alice, payload)]);
    const ids = [(await answerOf<{ id: number }>(a)).data.id, (await answerOf<{ id: number }>(b)).data.id];
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses a stale or foreign page with 409 40103 and the spec message', async () => {
    const old = issueSchemePageToken(alice.userId, Date.now() - PAGE_TOKEN_TTL_MS - 1000);
    for (const token of [old, issueSchemePageToken(bob.userId), 'forged.token.value']) {
      const res = await submit(alice, toSchemePayload(validSchemeForm(), token));
      expect(res.status).toBe(409);
      expect(await answerOf(res)).toMatchObject({ code: 40103, msg: '长时间未操作页面失效，请重新填写！' });
    }
  });

  it('saves nothing when a file is not the submitter’s: one transaction', async () => {
    const bobs = await uploaded(bob, '别人的.png', png(), 'bulogo');
    const count = async () => (await queryRows<{ n: number }>(await getDb(), sql`select count(*)::int as n from supplier_scheme`))[0]?.n;
    const before = await count();
    const res = await submit(alice, toSchemePayload(validSchemeForm({ honor: [bobs] }), issueSchemePageToken(alice.userId)));
    expect(res.status).toBe(400);
    expect((await answerOf(res)).msg).toBe('文件不存在或已失效，请重新上传');
    expect(await count()).toBe(before);
    const picture = await uploaded(alice, '荣誉.png', png(), 'bulogo');
    const asArchive = await submit(alice, toSchemePayload(validSchemeForm({ manual: picture }), issueSchemePageToken(alice.userId)));
    expect(asArchive.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('checks every rule again on the server', async () => {
    const token = issueSchemePageToken(alice.userId);
    const cases: [Partial<SchemeForm>, string][] = [
      [{ compName: '' }, '企业名称不能为空'],
      [{ compName: '企'.repeat(51) }, '最多50个汉字长度'],
      [{ caseSolveProblem: '' }, '解决的问题不能为空'],
      [{ compDevelopPersonPercent: '100' }, '研发人员占比格式不正确'],
      [{ serviceCoverMarketArea: [] }, '服务覆盖市场区域不能为空'],
    ];
    for (const [patch, msg] of cases) {
      const res = await submit(alice, toSchemePayload({ ...validSchemeForm(), ...patch }, token));
      expect(res.status).toBe(400);
      expect((await answerOf(res)).msg).toBe(msg);
    }
    const price = await submit(alice, { ...toSchemePayload(validSchemeForm(), token), casePrice: 2685001 });
    expect((await answerOf(price)).msg).toBe('方案价格格式不正确');
    const visitor = await supIsvSelectCaseInfo(request('/api/supIsvSelectCaseInfo', { body: toSchemePayload(validSchemeForm(), token) }));
    expect(visitor.status).toBe(401);
  });

  it('prefills from the identity in use and lets an operator review', async () => {
    const prefill = await schemePrefill(alice.userId, 0);
    expect(prefill.compLinkPhone).toMatch(/^139\d{8}$/);
    expect(prefill.compLinkName).toMatch(/^用户\d{4}$/);
    expect(prefill.compName).toBe('');
    const { data } = await answerOf<{ id: number }>(await submit(alice, toSchemePayload(validSchemeForm(), issueSchemePageToken(alice.userId))));
    expect(await reviewScheme(cli, data.id, { status: 'rejected', note: '请补充产品说明书' })).toBe('decided');
    expect(await getSchemeForViewer(data.id, alice.userId)).toMatchObject({ status: 'rejected', reviewNote: '请补充产品说明书' });
  });
});
