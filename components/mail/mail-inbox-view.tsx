import { formatDateTime } from '@/lib/format/date';
import type { CapturedMail, CapturedSummary } from '@/lib/mail/types';

// The development mail inbox (docs/features.md, E-mail): what the loopback capture received, newest
// first, and one message with its headers; its HTML in a sandboxed frame (no scripts, no same-origin).

export function MailInboxView({ list, open }: { list: CapturedSummary[]; open: CapturedMail | null }) {
  return (
    <section className="site-container py-6">
      <h1 className="text-xl font-semibold text-ink">邮件收件箱</h1>
      <p className="mt-1 text-meta text-ink-muted">开发用 SMTP 捕获（未设置 SMTP_URL）收到的最近 50 封邮件，最新在前；不会真正发出。</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[360px_minmax(0,1fr)]">
        {list.length === 0 ? (
          <p className="text-ink-faint">暂无邮件</p>
        ) : (
          <ul className="min-w-0 divide-y divide-line self-start rounded-card border border-line bg-white shadow-card" data-testid="mail-inbox">
            {list.map((m) => (
              <li key={m.id} data-to={m.to}>
                <a href={`/dev/mail-inbox?id=${m.id}`} aria-current={open?.id === m.id ? 'true' : undefined} className="block px-3 py-2 hover:bg-primary-soft/40 aria-[current=true]:bg-primary-soft">
                  <span className="block truncate text-ink">{m.subject || '（无主题）'}</span>
                  <span className="flex justify-between gap-2 text-meta text-ink-muted">
                    <span className="truncate">{m.to}</span>
                    <time className="shrink-0 tabular-nums" dateTime={m.receivedAt.toISOString()}>
                      {formatDateTime(m.receivedAt, { seconds: true })}
                    </time>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {open && (
          <article className="min-w-0 rounded-card border border-line bg-white shadow-card" data-testid="mail-message">
            <h2 className="border-b border-line px-4 py-3 text-[16px] font-semibold text-ink">{open.subject}</h2>
            <details className="border-b border-line px-4 py-2 text-meta">
              <summary className="cursor-pointer text-ink-muted">邮件头（{open.headers.length}）</summary>
              <dl className="mt-2 grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-3 gap-y-1" data-testid="mail-headers">
                {open.headers.map((h, i) => (
                  <div key={i} className="contents">
                    <dt className="text-ink-muted">{h.name}</dt>
                    <dd className="break-all text-ink">{h.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
            {open.html ? (
              <iframe title="邮件正文" sandbox="" srcDoc={open.html} className="block h-[480px] w-full lg:h-[640px]" data-testid="mail-html" />
            ) : (
              <pre className="whitespace-pre-wrap break-words px-4 py-3 text-ink">{open.text}</pre>
            )}
            <details className="border-t border-line px-4 py-2 text-meta">
              <summary className="cursor-pointer text-ink-muted">纯文本</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words text-ink" data-testid="mail-text">
                {open.text}
              </pre>
            </details>
          </article>
        )}
      </div>
    </section>
  );
}
