import { describe, expect, it } from 'vitest';
import { GET as exportAudit } from '@/app/api/admin/exportAudit/route';
import { chinaDay } from '@/lib/format/date';
import { getDb } from '@/lib/server/db/client';
import { loginAs, newPhone, request } from '@/test/kits/account-routes';
import { audit, auditTrail, grantRole } from '.';

// The audit trail's search and its CSV export (docs/features.md, Operator console "Audit trail"), on
// both drivers. The append-only trigger is tested in operators.int.test.ts.

const cli = { operatorId: null, name: 'cli:test' };

describe('the audit trail search', () => {
  it('filters by operator, action, record and China days, newest first, a page at a time down the ids', async () => {
    const actor = { operatorId: null, name: `cli:${newPhone()}` };
    const recordId = newPhone();
    for (let i = 0; i < 5; i++) await audit(await getDb(), actor, { action: 'test.touch', recordType: 'probe', recordId, after: { n: i } });
    const all = await auditTrail({ actor: actor.name, limit: 10 });
    expect(all.map((e) => e.after)).toEqual([{ n: 4 }, { n: 3 }, { n: 2 }, { n: 1 }, { n: 0 }]);
    const first = await auditTrail({ actor: actor.name, limit: 2 });
    const second = await auditTrail({ actor: actor.name, limit: 2, before: first.at(-1)!.id });
    expect([...first, ...second].map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    expect(await auditTrail({ action: 'test.touch', recordType: 'probe', recordId, limit: 10 })).toHaveLength(5);
    expect(await auditTrail({ action: 'test.other', recordId, limit: 10 })).toHaveLength(0);
    const today = chinaDay(new Date());
    expect(await auditTrail({ actor: actor.name, from: today, to: today, limit: 10 })).toHaveLength(5);
    expect(await auditTrail({ actor: actor.name, to: '2020-01-01', limit: 10 })).toHaveLength(0);
    expect(await auditTrail({ actor: actor.name, from: '2999-01-01', limit: 10 })).toHaveLength(0);
  });
});

describe('the audit trail export', () => {
  it('answers an administrator the filtered trail as CSV with a BOM, formulas kept as text, and records the export', async () => {
    const admin = newPhone();
    await grantRole(cli, admin, 'admin');
    const cookie = await loginAs(admin);
    const recordId = newPhone();
    await audit(await getDb(), cli, { action: 'test.export', recordType: 'probe', recordId, before: { name: 'plain' }, after: { name: '=HYPERLINK("http://evil")' } });

    const res = await exportAudit(request(`/api/admin/exportAudit?recordType=probe&recordId=${recordId}`, { cookie }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes.slice(3));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('编号,时间,操作人,操作,对象类型,对象编号,变更,变更前,变更后');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`cli:test,test.export,probe,${recordId}`);
    // The change starts with the field's name; the raw JSON cell starts with {: neither is a formula, and
    // a cell that would be one gets its apostrophe.
    expect(lines[1]).toContain('name: plain → =HYPERLINK');
    const [exported] = await auditTrail({ action: 'audit.export', actor: admin, limit: 1 });
    expect(exported?.after).toMatchObject({ recordType: 'probe', recordId, entries: 1 });
  });

  it('answers a bad filter with the envelope, and a reviewer, a user and a visitor the 404 of no call', async () => {
    const admin = newPhone();
    const reviewer = newPhone();
    await grantRole(cli, admin, 'admin');
    await grantRole(cli, reviewer, 'reviewer');
    const [adminCookie, reviewerCookie, userCookie] = [await loginAs(admin), await loginAs(reviewer), await loginAs(newPhone())];
    const bad = await exportAudit(request('/api/admin/exportAudit?from=2026-13-40', { cookie: adminCookie }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ msg: expect.stringContaining('开始日期') });
    for (const cookie of [reviewerCookie, userCookie, '']) {
      const res = await exportAudit(request('/api/admin/exportAudit', { cookie }));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 40400, msg: '接口不存在' });
    }
  });
});
