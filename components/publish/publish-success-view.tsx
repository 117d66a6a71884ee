// /jftrade/publish/show (001 §7): where a published requirement lands. What was received, its number,
// what happens next, and the ways on: the user centre, the demand hall, home.
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CheckIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format/date';
import type { PublishedDemandView } from '@/lib/publish/types';

const NEXT_STEPS = [
  { title: '顾问确认需求', text: '平台需求顾问将在 1 个工作日内致电您，确认需求范围、预算与工期。' },
  { title: '发布与匹配', text: '需求完善后在需求大厅发布，并按技术方向、城市与预算推送给匹配的服务商。' },
  { title: '比选与签约', text: '服务商提交方案与报价，您可在用户中心查看进度、在线沟通并择优签约。' },
];

export function PublishSuccessView({ demand, registered }: { demand: PublishedDemandView; registered: boolean }) {
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '用户中心', href: '/user-center.html' }, { label: '发布成功' }]} />
      <section aria-labelledby="publish-done" className="mt-4 rounded-card border border-line bg-white px-5 py-8 text-center shadow-card sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <CheckIcon className="size-8" />
        </span>
        <h1 id="publish-done" className="mt-4 text-[22px] font-semibold text-ink">
          需求发布成功
        </h1>
        <p className="mt-2 text-ink-muted">
          需求编号 <span data-testid="order-no" className="font-medium text-ink">{demand.orderNo}</span> · 提交于 {formatDate(demand.createdAt)}
        </p>
        {registered && <p className="mt-1 text-meta text-ink-faint">已为您的手机号开通云采汇账号，下次可直接用手机验证码登录。</p>}
        <div className="mx-auto mt-6 max-w-2xl rounded-card bg-page px-5 py-4 text-left">
          <p className="text-meta text-ink-faint">您的需求</p>
          <p className="mt-1 font-medium text-ink">{demand.orderName}</p>
          <p data-testid="demand-memo" className="mt-1 whitespace-pre-wrap break-words text-ink-muted">
            {demand.memo}
          </p>
        </div>
        <ol className="mx-auto mt-6 grid max-w-3xl gap-4 text-left sm:grid-cols-3">
          {NEXT_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-card border border-line p-4">
              <p className="flex items-center gap-2 font-medium text-ink">
                <span className="flex size-6 items-center justify-center rounded-full bg-primary-soft text-meta text-primary-active">{i + 1}</span>
                {step.title}
              </p>
              <p className="mt-2 text-meta leading-relaxed text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/user-center.html" prefetch={false} className="flex h-10 items-center rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary">
            查看需求进度
          </Link>
          <Link href="/demandHall.html" prefetch={false} className="flex h-10 items-center rounded-card border border-line-strong px-6 text-ink-muted hover:text-primary-active">
            浏览需求大厅
          </Link>
          <Link href="/" prefetch={false} className="flex h-10 items-center rounded-card border border-line-strong px-6 text-ink-muted hover:text-primary-active">
            返回首页
          </Link>
        </div>
      </section>
    </div>
  );
}
