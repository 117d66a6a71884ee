// The header notice of 001 §8: a supplier who left 3 or more opportunity pushes unanswered yesterday
// may not go on duty today, and is told when they can.
export function DutyNotice({ unanswered }: { unanswered: number }) {
  return (
    <div role="status" data-testid="duty-notice" className="border-b border-price/20 bg-price-soft text-meta">
      <p className="site-container flex flex-wrap items-center gap-x-3 gap-y-0.5 py-2 text-ink">
        <strong className="font-medium text-price">今日暂不可值守</strong>
        <span className="text-ink-muted">昨日有 {unanswered} 条商机推送未及时响应。</span>
        <span className="text-ink-muted">
          先休息一下，08:00 后可继续值守；请及时查看
          <a href="/inbox.html?kind=bid_push" className="text-primary-active hover:underline">
            商机推送
          </a>
          。
        </span>
      </p>
    </div>
  );
}
