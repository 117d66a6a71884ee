import Link from 'next/link';
import { formatDateTime } from '@/lib/format/date';
import { ROLE_DUTIES, ROLE_LABELS, type DoorRole, type OperatorRole } from '@/lib/operators/roles';
import { cell, ConsoleTable } from './console-table';
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
  /** Purchasing-unit activations waiting for review, likewise. */
  waitingActivations: number | null;
  /** Open feedback and open chat reports, for support (or an administrator); null for other roles. */
  supportDesk: { feedback: number; reports: number } | null;
}

export const ACTION_LABELS: Record<string, string> = {
  'operator.grant': '授予角色',
  'operator.revoke': '收回角色',
  'scheme.approve': '方案审核通过',
  'scheme.reject': '方案驳回',
  'news.create': '新建文章',
  'news.edit': '修改文章',
  'news.publish': '发布文章',
  'news.schedule': '定时发布文章',
  'news.unpublish': '下线文章',
  'news.delete': '删除文章',
  'friendlyLink.create': '添加友情链接',
  'friendlyLink.update': '修改友情链接',
  'friendlyLink.order': '调整友情链接顺序',
  'friendlyLink.delete': '删除友情链接',
  'ad.create': '添加广告',
  'ad.update': '修改广告',
  'ad.delete': '删除广告',
  'activity.create': '新建活动',
  'activity.update': '修改活动',
  'activity.stop': '停止报名',
  'activity.open': '开放报名',
  'activity.delete': '删除活动',
  'activity.export': '导出报名名单',
  'rule.publish': '发布规则',
  'product.create': '新建产品',
  'product.update': '修改产品',
  'product.hide': '隐藏产品',
  'product.show': '显示产品',
  'product.delete': '删除产品',
  'category.update': '修改分类',
  'homePick.pin': '固定首页推荐',
  'homePick.order': '调整首页推荐顺序',
  'homePick.unpin': '移除首页推荐',
  'activation.approve': '激活审核通过',
  'activation.reject': '激活驳回',
  'expert.create': '新增专家',
  'expert.update': '修改专家',
  'expert.enable': '开启即时咨询',
  'expert.disable': '关闭即时咨询',
  'audit.export': '导出操作记录',
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

export const RECORD_LABELS: Record<string, string> = {
  user: '用户',
  scheme: '方案',
  news_article: '文章',
  friendlyLink: '友情链接',
  site: '站点',
  ad: '广告',
  activity: '活动',
  rule: '规则',
  product: '产品',
  category: '分类',
  homePick: '首页推荐',
  activation: '激活申请',
  expert: '专家',
  audit_log: '操作记录',
  feedback: '反馈',
  chat_report: '举报',
  phone: '手机号',
};

/** The console's parts, each for its role (an administrator opens them all). */
const CONSOLE_PARTS: { href: string; label: string; testId: string; role: DoorRole }[] = [
  { href: '/admin/dashboard', label: '运营看板', testId: 'dashboard-link', role: 'any' },
  { href: '/admin/audit', label: '操作记录查询与导出', testId: 'audit-link', role: 'admin' },
  { href: '/admin/experts', label: '专家管理', testId: 'experts-link', role: 'reviewer' },
  { href: '/admin/news', label: '资讯管理', testId: 'news-admin-link', role: 'editor' },
  { href: '/admin/activities', label: '活动管理', testId: 'activities-link', role: 'editor' },
  { href: '/admin/rules', label: '规则中心', testId: 'rules-link', role: 'editor' },
  { href: '/admin/ads', label: '广告管理', testId: 'ads-link', role: 'editor' },
  { href: '/admin/links', label: '友情链接', testId: 'links-link', role: 'editor' },
  { href: '/admin/products', label: '产品与分类', testId: 'products-link', role: 'editor' },
  { href: '/admin/home', label: '首页推荐', testId: 'home-picks-link', role: 'editor' },
  { href: '/admin/imports', label: '数据导入', testId: 'imports-link', role: 'editor' },
];

/** The console's first page: who is signed in with which roles, the operators (administrators) and the audit trail. */
export function ConsoleHome({ userName, roles, operators, audit, waitingSchemes, waitingActivations, supportDesk }: ConsoleHomeProps) {
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

      <nav aria-label="运营功能" className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {CONSOLE_PARTS.filter((part) => part.role === 'any' || roles.includes(part.role) || roles.includes('admin')).map((part) => (
          <Link key={part.href} href={part.href} className="text-primary-active hover:underline" data-testid={part.testId}>
            {part.label}
          </Link>
        ))}
      </nav>

      {(waitingSchemes !== null || waitingActivations !== null) && (
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {waitingSchemes !== null && (
            <Link href="/admin/schemes" className="text-primary-active hover:underline" data-testid="scheme-queue-link">
              优选方案审核：{waitingSchemes} 个待审核
            </Link>
          )}
          {waitingActivations !== null && (
            <Link href="/admin/activations" className="text-primary-active hover:underline" data-testid="activation-queue-link">
              采购单位激活审核：{waitingActivations} 个待审核
            </Link>
          )}
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
        <ConsoleTable head={['时间', '操作人', '操作', '对象', '变更']} minWidth="min-w-[40rem]" testId="audit-trail" className="mt-2">
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
        </ConsoleTable>
      )}
    </section>
  );
}
