import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { POST as deleteActivityRoute } from '@/app/api/admin/deleteActivity/route';
import { GET as exportRoute } from '@/app/api/admin/exportActivitySignUps/route';
import { POST as publishRuleRoute } from '@/app/api/admin/publishRule/route';
import { POST as saveActivityRoute } from '@/app/api/admin/saveActivity/route';
import { POST as setSignUpRoute } from '@/app/api/admin/setActivitySignUp/route';
import { POST as activitySignUp } from '@/app/api/activitySignUp/route';
import { POST as confirmStepUp } from '@/app/api/admin/confirmStepUp/route';
import type { ActivityFormValues } from '@/lib/activities/admin-schemas';
import { toChinaLocal } from '@/lib/activities/admin-schemas';
import { ErrorCode } from '@/lib/api/envelope';
import { ruleFormValues } from '@/lib/rules-centre/schemas';
import { SUPPLIER_RULE } from '@/lib/rules-centre/rules';
import { getDb } from '@/lib/server/db/client';
import { activities, activitySignUps, storedFiles, users } from '@/lib/server/db/schema';
import { saveUpload } from '@/lib/server/files/uploads';
import { auditTrail, grantRole } from '@/lib/server/operators';
import { answerOf, loginAs, newPhone, request, smsCodeFor } from '@/test/kits/account-routes';
import { png } from '@/test/kits/files';
import { activityDetail } from './activities';
import { activityForEdit, consoleActivities, consoleSignUps } from './console';

// The console's activities and rules (docs/features.md, Operator console): an editor creates an activity
// with a cover, stops its sign-ups (a user is refused), exports the sign-ups as CSV and Excel, deletes it,
// and the rules centre's call alike; every step is in the trail; a reviewer and a plain user get the 404 of an
// unknown call.

const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };
const DAY = 86_400_000;

async function login(role?: 'editor' | 'reviewer'): Promise<{ cookie: string; phone: string; userId: number }> {
  const phone = newPhone();
  if (role) await grantRole(cli, phone, role);
  const cookie = await loginAs(phone);
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.mobile, phone));
  return { cookie, phone, userId: user!.id };
}

const post = (route: (req: import('next/server').NextRequest) => Promise<Response>, name: string, cookie: string, body: unknown) =>
  route(request(`/api/admin/${name}`, { body, cookie, headers: origin }));
const exportFile = (cookie: string, id: number, format: string) => exportRoute(request(`/api/admin/exportActivitySignUps?id=${id}&format=${format}`, { cookie }));

function validForm(extra: Partial<ActivityFormValues> = {}, startInDays = 10): ActivityFormValues {
  const start = new Date(Date.now() + startInDays * DAY);
  return {
    title: `控制台活动 ${Math.random().toString(36).slice(2, 8)}`, type: 2, summary: '供需对接会', intro: '第一段\n第二段', agenda: '09:00-09:30|签到\n09:30-11:00|对接',
    speakers: '周明|院长', organiser: '云采汇平台', cityCode: '500100', online: false, place: '重庆市渝北区金开大道 88 号', onlineLink: '',
    startTime: toChinaLocal(start), endTime: toChinaLocal(new Date(start.getTime() + 4 * 3_600_000)), signUpDeadline: toChinaLocal(new Date(start.getTime() - DAY)),
    quota: 50, allowBlank: true, cover: null, ...extra,
  };
}

const signUpBody = (activityId: number, telphone: string, depName: string) => ({
  activityId, depName, creditCode: '', contactName: '张敏', telphone, verificationCode: '',
  provinceCode: '500000', provinceName: '重庆市', cityCode: '500100', cityName: '市辖区', areaCode: '', areaName: '', checked: true,
});

describe('the console: activities', () => {
  it('creates with a cover, stops sign-ups, exports them as CSV and Excel, all in the trail', async () => {
    const editor = await login('editor');
    const cover = await saveUpload(editor.userId, 'image', 'cover.png', png());
    // Later than every seeded activity, so it heads the console's list.
    const form = validForm({ cover: { fileOrigName: 'cover.png', fileId: cover.fileId, fileName: cover.fileKey, fileUrl: cover.fileUrl } }, 900);
    const created = await answerOf<{ id: number }>(await post(saveActivityRoute, 'saveActivity', editor.cookie, { id: null, form }));
    expect(created.code).toBe(0);
    const id = created.data.id;
    const detail = await activityDetail(id);
    expect(detail).toMatchObject({ status: 'open', intro: ['第一段', '第二段'], coverUrl: cover.fileUrl, agenda: [{ time: '09:00-09:30', item: '签到' }, { time: '09:30-11:00', item: '对接' }] });
    const [file] = await (await getDb()).select({ refTable: storedFiles.refTable, refId: storedFiles.refId }).from(storedFiles).where(eq(storedFiles.id, cover.fileId));
    expect(file).toEqual({ refTable: 'activity', refId: String(id) });
    // The form reads back what was saved, times on China's clock.
    const edit = await activityForEdit(id);
    expect(edit?.values).toMatchObject({ intro: '第一段\n第二段', startTime: form.startTime, signUpDeadline: form.signUpDeadline, cover: { fileId: cover.fileId, fileName: cover.fileKey, fileOrigName: 'cover.png' } });

    // A user signs up with a name a spreadsheet would read as a formula.
    const first = await login();
    expect((await answerOf(await activitySignUp(request('/api/activitySignUp', { body: signUpBody(id, first.phone, '=HYPERLINK("x")单位'), cookie: first.cookie })))).code).toBe(0);

    expect((await answerOf(await post(setSignUpRoute, 'setActivitySignUp', editor.cookie, { id, open: false }))).data).toEqual({ open: false });
    expect((await activityDetail(id))?.status).toBe('stopped');
    const second = await login();
    const refused = await activitySignUp(request('/api/activitySignUp', { body: signUpBody(id, second.phone, '第二单位'), cookie: second.cookie }));
    expect(refused.status).toBe(400);
    expect((await answerOf(refused)).msg).toBe('该活动已停止报名，无法报名');

    const csv = await exportFile(editor.cookie, id, 'csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""x"")单位",,张敏,${first.phone}`);
    expect(text).not.toContain('第二单位');

    const xlsx = await exportFile(editor.cookie, id, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('单位名称');
    expect(sheet.getRow(2).getCell(3).value).toBe('=HYPERLINK("x")单位');
    expect(sheet.getRow(2).getCell(6).value).toBe(first.phone);

    expect((await consoleSignUps(id))?.list).toEqual([expect.objectContaining({ depName: '=HYPERLINK("x")单位', telphone: first.phone, statusName: '已报名', region: '重庆市 市辖区' })]);
    expect((await consoleActivities(1)).list.find((a) => a.id === id)).toMatchObject({ status: 'stopped', statusName: '已停止报名', signedCount: 1 });

    const trail = await auditTrail({ limit: 10, recordType: 'activity', recordId: String(id) });
    expect(trail.map((e) => e.action)).toEqual(['activity.export', 'activity.export', 'activity.stop', 'activity.create']);
    expect(trail[0]).toMatchObject({ operatorId: editor.userId, after: { format: 'xlsx', rows: 1 } });
    expect(trail[2]).toMatchObject({ before: { signUpStopped: false }, after: { signUpStopped: true } });
  });

  it('refuses bad forms with the field’s message, and a quota below the places taken', async () => {
    const editor = await login('editor');
    const bad = async (form: ActivityFormValues, id: number | null = null) => answerOf(await post(saveActivityRoute, 'saveActivity', editor.cookie, { id, form }));
    const start = validForm().startTime;
    expect((await bad(validForm({ signUpDeadline: toChinaLocal(new Date(Date.now() + 20 * DAY)) }))).msg).toContain('报名截止时间不能晚于开始时间');
    expect((await bad(validForm({ online: true, onlineLink: 'http://x' }))).msg).toContain('会议链接');
    expect((await bad(validForm({ agenda: '没有竖线' }))).msg).toContain('时间|内容');
    expect((await bad(validForm({ endTime: start }))).msg).toContain('结束时间应晚于开始时间');
    expect((await bad(validForm({ cityCode: '999999' }))).msg).toBe('所在城市不正确');

    const { data } = await answerOf<{ id: number }>(await post(saveActivityRoute, 'saveActivity', editor.cookie, { id: null, form: validForm({ quota: 2 }) }));
    for (const user of [await login(), await login()]) {
      await activitySignUp(request('/api/activitySignUp', { body: signUpBody(data.id, user.phone, '某单位'), cookie: user.cookie }));
    }
    const [full] = await (await getDb()).select({ n: activities.signedCount }).from(activities).where(eq(activities.id, data.id));
    expect(full!.n).toBe(2);
    // An edit keeps the places taken: the quota may grow, never drop below them.
    expect((await bad(validForm({ quota: 1 }), data.id)).msg).toBe('名额不能少于已报名人数（2 人）');
    const edited = await answerOf(await post(saveActivityRoute, 'saveActivity', editor.cookie, { id: data.id, form: validForm({ quota: 5, title: '改过的标题' }) }));
    expect(edited.code).toBe(0);
    expect(await activityDetail(data.id)).toMatchObject({ title: '改过的标题', quota: 5, signedCount: 2, status: 'open' });
  });

  it('deletes an activity with its sign-ups after a step-up, keeping them counted in the trail', async () => {
    const editor = await login('editor');
    const { data } = await answerOf<{ id: number }>(await post(saveActivityRoute, 'saveActivity', editor.cookie, { id: null, form: validForm() }));
    const user = await login();
    await activitySignUp(request('/api/activitySignUp', { body: signUpBody(data.id, user.phone, '某单位'), cookie: user.cookie }));
    // Deleting content is sensitive: refused until the editor confirms an SMS code.
    const unconfirmed = await post(deleteActivityRoute, 'deleteActivity', editor.cookie, { id: data.id });
    expect(unconfirmed.status).toBe(403);
    expect((await answerOf(unconfirmed)).code).toBe(ErrorCode.stepUpRequired);
    expect(await activityDetail(data.id)).not.toBeNull();
    const confirmed = await post(confirmStepUp, 'confirmStepUp', editor.cookie, { smsCode: await smsCodeFor(editor.phone, 'step_up') });
    expect((await answerOf(confirmed)).code).toBe(0);
    expect((await answerOf(await post(deleteActivityRoute, 'deleteActivity', editor.cookie, { id: data.id }))).code).toBe(0);
    const db = await getDb();
    expect(await db.select().from(activitySignUps).where(eq(activitySignUps.activityId, data.id))).toEqual([]);
    expect(await activityDetail(data.id)).toBeNull();
    const [entry] = await auditTrail({ limit: 1, recordType: 'activity', recordId: String(data.id) });
    expect(entry).toMatchObject({ action: 'activity.delete', before: { signUps: 1 }, after: null });
    expect((await post(deleteActivityRoute, 'deleteActivity', editor.cookie, { id: data.id })).status).toBe(404);
  });

  it('answers a reviewer and a plain user the 404 of an unknown call, and changes nothing', async () => {
    const editor = await login('editor');
    const { data } = await answerOf<{ id: number }>(await post(saveActivityRoute, 'saveActivity', editor.cookie, { id: null, form: validForm() }));
    for (const other of [await login('reviewer'), await login()]) {
      const answers = [
        await post(saveActivityRoute, 'saveActivity', other.cookie, { id: data.id, form: validForm() }),
        await post(setSignUpRoute, 'setActivitySignUp', other.cookie, { id: data.id, open: false }),
        await post(deleteActivityRoute, 'deleteActivity', other.cookie, { id: data.id }),
        await exportFile(other.cookie, data.id, 'csv'),
        await post(publishRuleRoute, 'publishRule', other.cookie, { code: 'rule001', form: ruleFormValues(SUPPLIER_RULE) }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect((await answerOf(res)).msg).toBe('接口不存在');
      }
    }
    expect((await activityDetail(data.id))?.status).toBe('open');
    expect(await auditTrail({ limit: 5, recordType: 'activity', recordId: String(data.id) })).toHaveLength(1);
  });
});
