import { formatDateTime } from '@/lib/format/date';
import type { OutboxMessage } from '@/lib/phone-code/types';

/** A captcha challenge as the development inbox lists it (lib/server/captcha/dev-answers.ts). */
export interface CaptchaAnswerRow {
  /** The challenge's token: a test finds the puzzle it was handed by it. */
  token: string;
  client: string;
  answer: string;
  status: string;
  createdAt: Date;
}

interface SmsInboxViewProps {
  messages: OutboxMessage[];
  charAnswers: CaptchaAnswerRow[];
  slideAnswers: CaptchaAnswerRow[];
}

/** The development SMS inbox: the newest messages first, then the newest image codes and slide puzzles. */
export function SmsInboxView({ messages, charAnswers, slideAnswers }: SmsInboxViewProps) {
  return (
    <section className="site-container py-6">
      <h1 className="text-xl font-semibold text-ink">短信收件箱</h1>
      <p className="mt-1 text-meta text-ink-muted">开发用短信通道（SMS_PROVIDER=dev）记录的最近 50 条短信，最新在前；不会真正发出。</p>
      {messages.length === 0 ? (
        <p className="mt-6 text-ink-faint">暂无短信</p>
      ) : (
        <table className="mt-4 w-full border-collapse rounded-card bg-white text-left shadow-card" data-testid="sms-inbox">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="border-b border-line px-3 py-2 font-normal">手机号</th>
              <th scope="col" className="border-b border-line px-3 py-2 font-normal">内容</th>
              <th scope="col" className="border-b border-line px-3 py-2 font-normal">时间</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id} data-phone={m.phone}>
                <td className="border-b border-line px-3 py-2 tabular-nums">{m.phone}</td>
                <td className="border-b border-line px-3 py-2">{m.text}</td>
                <td className="whitespace-nowrap border-b border-line px-3 py-2 tabular-nums text-ink-muted">
                  <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt, { seconds: true })}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AnswerTable title="图形校验码" note="最近 20 个字符校验码及其答案（仅开发收件箱可见）。" testId="char-answers" rows={charAnswers} />
      <AnswerTable title="滑动拼图" note="最近 20 个滑动拼图及其答案（拼图左边缘的 x，通过后为所验证的 x）。" testId="slide-answers" rows={slideAnswers} />
    </section>
  );
}

function AnswerTable({ title, note, testId, rows }: { title: string; note: string; testId: string; rows: CaptchaAnswerRow[] }) {
  return (
    <>
      <h2 className="mt-8 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-meta text-ink-muted">{note}</p>
      <table className="mt-3 w-full border-collapse rounded-card bg-white text-left shadow-card" data-testid={testId}>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="border-b border-line px-3 py-2 font-normal">客户端</th>
            <th scope="col" className="border-b border-line px-3 py-2 font-normal">答案</th>
            <th scope="col" className="border-b border-line px-3 py-2 font-normal">状态</th>
            <th scope="col" className="border-b border-line px-3 py-2 font-normal">时间</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.token} data-token={c.token} data-client={c.client} data-status={c.status}>
              <td className="border-b border-line px-3 py-2 tabular-nums">{c.client}</td>
              <td className="border-b border-line px-3 py-2 font-mono" data-answer>{c.answer}</td>
              <td className="border-b border-line px-3 py-2">{c.status}</td>
              <td className="whitespace-nowrap border-b border-line px-3 py-2 tabular-nums text-ink-muted">
                <time dateTime={c.createdAt.toISOString()}>{formatDateTime(c.createdAt, { seconds: true })}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
