import Link from 'next/link';
import { formatDateTime } from '@/lib/format/date';
import { ROLE_DUTIES, ROLE_LABELS, type OperatorRole } from '@/lib/operators/roles';
import { OperatorRoles, type OperatorLine } from './operator-roles';

/** An audit entry as the console lists it. */
export interface AuditLine {
  id: number;
  at: Date;
  actor: string;
  action: string;
  recordType: string;
  recordId: string;
  change: string;
}

interface ConsoleHomeProps {
  userName: string;
  roles: OperatorRole[];
  /** Every operator; only an administrator sees them. */
  operators: OperatorLine[] | null;
  audit: AuditLine[];
  /** Schemes waiting for review, for a reviewer (or an administrator); null for other roles. */
  waitingSchemes: number | null;
  /** Open feedback and open chat reports, for support (or an administrator); null for other roles. */
  supportDesk: { feedback: number; reports: number } | null;
}

const ACTION_LABELS: Record<string, string> = {
  'operator.grant': '授予角色',
  'operator.revoke': '收回角色',
  'scheme.approve': '方案审核通过',
  'scheme.reject': '方案驳回',
  'feedback.status': '反馈状态变更',
  'feedback.note': '反馈备注',
  'feedback.reply': '回复反馈',
  'chat_report.warn': '举报：警告',
  'chat_report.ban': '举报：封禁',
  'chat_report.dismiss': '举报：驳回',
  'user.ban': '封禁用户',
  'user.unban': '解除封禁',
  'sms.clear_limits': '清除短信限制',
};

const RECORD_LABELS: Record<string, string> = { user: '用户', scheme: '方案', feedback: '反馈', chat_report: '举报', phone: '手机号' };

const cell = 'border-b border-line px-3 py-2';

/** The console's first page: who is signed in with which roles, the operators (administrators) and the audit trail. */
export function ConsoleHome({ userName, roles, operators, audit, waitingSchemes, supportDesk }: ConsoleHomeProps) {
  return (
    <section className="site-container py-6" aria-labelledby="console-title">
      <h1 id="console-title" className="text-xl font-semibold text-ink">运营后台</h1>
      <p className="mt-1 text-meta text-ink-muted">
        {userName}，您的角色：{roles.map((r) => ROLE_LABELS[r]).join('、')}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {roles.map((role) => (
          <li key={role} className="rounded-card bg-white p-4 shadow-card">
            <p className="font-semibold text-ink">{ROLE_LABELS[role]}</p>
            <p className="mt-1 text-meta text-ink-muted">{ROLE_DUTIES[role]}</p>
          </li>
        ))}
      </ul>

      {waitingSchemes !== null && (
        <p className="mt-4">
          <Link href="/admin/schemes" className="text-primary-active hover:underline" data-testid="scheme-queue-link">
            优选方案审核：{waitingSchemes} 个待审核
          </Link>
        </p>
      )}

      {supportDesk && (
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2" data-testid="support-links">
          <li>
            <Link href="/admin/feedback" className="text-primary-active hover:underline">意见反馈与投诉：{supportDesk.feedback} 条未完成</Link>
          </li>
          <li>
            <Link href="/admin/reports" className="text-primary-active hover:underline">聊天举报：{supportDesk.reports} 条待处理</Link>
          </li>
          <li>
            <Link href="/admin/users" className="text-primary-active hover:underline">用户查询与封禁</Link>
          </li>
        </ul>
      )}

      {operators && (
        <>
          <h2 className="mt-8 text-lg font-semibold text-ink">运营人员</h2>
          <p className="mt-1 text-meta text-ink-muted">授予和收回角色需要短信验证；至少保留一名管理员。</p>
          <OperatorRoles operators={operators} />
        </>
      )}

      <h2 className="mt-8 text-lg font-semibold text-ink">操作记录</h2>
      <p className="mt-1 text-meta text-ink-muted">每一次运营操作都记录在此，只增不改（最近 50 条，最新在前）。</p>
      {audit.length === 0 ? (
        <p className="mt-4 text-ink-faint">暂无操作记录</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse rounded-card bg-white text-left shadow-card" data-testid="audit-trail">
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className={`${cell} font-normal`}>时间</th>
                <th scope="col" className={`${cell} font-normal`}>操作人</th>
                <th scope="col" className={`${cell} font-normal`}>操作</th>
                <th scope="col" className={`${cell} font-normal`}>对象</th>
                <th scope="col" className={`${cell} font-normal`}>变更</th>
              </tr>
            </thead>
            <tbody>
              {audit.map((line) => (
                <tr key={line.id}>
                  <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>
                    <time dateTime={line.at.toISOString()}>{formatDateTime(line.at, { seconds: true })}</time>
                  </td>
                  <td className={`${cell} tabular-nums`}>{line.actor}</td>
                  <td className={`${cell} whitespace-nowrap`}>{ACTION_LABELS[line.action] ?? line.action}</td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`}>
                    {RECORD_LABELS[line.recordType] ?? line.recordType} #{line.recordId}
                  </td>
                  <td className={`${cell} break-all text-meta`}>{line.change}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
