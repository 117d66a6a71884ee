import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as activationUploadFile } from '@/app/api/activationUploadFile/route';
import { POST as chatUpload } from '@/app/api/chatUpload/route';
import { GET as serveFileRoute } from '@/app/files/[key]/route';
import { POST as schemeUploadFile } from '@/app/api/schemeUploadFile/route';
import { POST as unitRegister } from '@/app/api/unitRegister/route';
import type { UnitRegisterAnswer } from '@/lib/activation/types';
import type { UploadedFile } from '@/lib/files/types';
import { activationProof, reviewActivation } from '@/lib/server/activation/service';
import { chatAddressFor } from '@/lib/server/chat/address';
import { openMerchantConversation } from '@/lib/server/chat/conversations';
import { sendMessage } from '@/lib/server/chat/messages';
import { getDb } from '@/lib/server/db/client';
import { downloadNetFile } from '@/lib/server/tendering/download';
import { contactOwners, identities, unitActivations, users } from '@/lib/server/db/schema';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { png, uploadRequest } from '@/test/kits/files';
import { claimFiles } from './claims';

const cli = { operatorId: null, name: 'cli:test' };

// Files private by nature (docs/file-storage.md): a unit's proof is read by its uploader and, once the
// unit is activated, by the unit's members; a chat file by the conversation's two parties. Anyone else,
// logged in or not, gets the 404 of a missing file; neither answer may be kept by a cache. Other
// referenced files stay readable by their link.

interface Person {
  phone: string;
  cookie: string;
  userId: number;
}

async function person(): Promise<Person> {
  const phone = newPhone();
  const cookie = await loginAs(phone);
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, phone));
  return { phone, cookie, userId: row!.id };
}

const serve = (key: string, cookie?: string) => serveFileRoute(request(`/files/${key}`, { cookie }), { params: Promise.resolve({ key }) });
const upload = async (route: typeof chatUpload, cookie: string, srctype?: string) =>
  (await answerOf<UploadedFile>(await route(uploadRequest({ name: '证明.png', data: png(), srctype, cookie })))).data;

/** The status and Cache-Control of `/files/<key>` for a viewer. */
async function seen(key: string, viewer?: Person): Promise<[number, string | null]> {
  const res = await serve(key, viewer?.cookie);
  return [res.status, res.headers.get('cache-control')];
}

const READ: [number, string] = [200, 'private, no-store'];
const MISSING: [number, string] = [404, 'private, no-store'];

let applicant: Person;
let stranger: Person;

beforeAll(async () => {
  [applicant, stranger] = [await person(), await person()];
});

describe('private files', () => {
  it('a unit’s proof: its uploader, then the activated unit’s members; nobody else, not even with the link', async () => {
    const proof = await upload(activationUploadFile, applicant.cookie);
    const res = await unitRegister(
      request('/api/unitRegister', {
        cookie: applicant.cookie,
        body: {
          depName: `测试区第${randomInt(0, 1e9)}档案馆`,
          noCodeFlag: true,
          creditCode: '',
          noCodeAttachment: proof.fileKey,
          cityStationCode: '500100',
          cityStationName: '重庆站',
          provinceCode: '500000',
          cityCode: '500100',
          areaCode: '500112',
          contactName: '王老师',
          telphone: applicant.phone,
          checked: true,
        },
      }),
    );
    const { applyId } = (await answerOf<UnitRegisterAnswer>(res)).data;
    expect(await seen(proof.fileKey, applicant)).toEqual(READ);
    expect(await seen(proof.fileKey, stranger)).toEqual(MISSING);
    expect(await seen(proof.fileKey)).toEqual(MISSING);
    // Nor through the download proxy, which reads own files by the same rule.
    await expect(downloadNetFile(`/files/${proof.fileKey}`, undefined, stranger.userId)).rejects.toThrow('文件不存在');
    expect((await downloadNetFile(`/files/${proof.fileKey}`, undefined, applicant.userId)).data.equals(png())).toBe(true);
    // The operator reads it through the review script.
    expect((await activationProof(applyId))?.data.equals(png())).toBe(true);

    expect(await reviewActivation(cli, applyId, { status: 'approved' })).toBe('approved');
    const colleague = await person();
    const db = await getDb();
    const [app] = await db.select({ unitId: unitActivations.unitId, depName: unitActivations.depName }).from(unitActivations).where(eq(unitActivations.id, applyId));
    await db.insert(identities).values({ userId: colleague.userId, buId: app!.unitId!, buName: app!.depName, buType: 1, role: 'member' });
    expect(await seen(proof.fileKey, colleague)).toEqual(READ);
    expect(await seen(proof.fileKey, applicant)).toEqual(READ);
    expect(await seen(proof.fileKey, stranger)).toEqual(MISSING);
  });

  it('a chat file: the two parties of its conversation, nobody else', async () => {
    const merchant = await person();
    const supplierId = 960_000 + randomInt(0, 30_000);
    const db = await getDb();
    await db.insert(contactOwners).values({ ownerKey: `supplier:${supplierId}`, userId: merchant.userId, displayName: '测试软件有限公司' });
    const q = new URL(chatAddressFor(applicant.userId, supplierId, merchant.userId), 'http://x').searchParams;
    const conversationId = await openMerchantConversation(applicant.userId, { owner: supplierId, userid: merchant.userId, ts: Number(q.get('ts')), sign: q.get('sign')! });
    const picture = await upload(chatUpload, applicant.cookie, 'image');
    await sendMessage(applicant.userId, { type: 'send', cid: `pic${supplierId}xxxx`, conversationId, kind: 2, fileId: picture.fileId, fileKey: picture.fileKey });
    expect(await seen(picture.fileKey, applicant)).toEqual(READ);
    expect(await seen(picture.fileKey, merchant)).toEqual(READ);
    expect(await seen(picture.fileKey, stranger)).toEqual(MISSING);
    expect(await seen(picture.fileKey)).toEqual(MISSING);
  });

  it('other referenced files (a scheme’s pictures) stay readable by their link', async () => {
    const honour = await upload(schemeUploadFile, applicant.cookie, 'bulogo');
    const db = await getDb();
    await db.transaction((tx) =>
      claimFiles(tx, { ownerUserId: applicant.userId, files: [{ fileId: honour.fileId, fileName: honour.fileKey, kind: 'image' }], refTable: 'supplier_scheme', refId: '1' }),
    );
    expect(await seen(honour.fileKey, stranger)).toEqual([200, 'private, max-age=3600']);
    expect((await serve(honour.fileKey)).status).toBe(200);
  });
});
