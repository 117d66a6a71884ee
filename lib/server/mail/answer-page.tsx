import 'server-only';
import { render } from '@react-email/render';
import { COLORS, MailLayout, s } from './templates/layout';

// The small pages behind the links in mails (confirm an address, unsubscribe): answered by route
// handlers, since one-click unsubscribe (RFC 8058) POSTs to the same address a person opens, and a
// page must never change anything on GET (mail scanners open links). Drawn in the mails' own frame.

interface AnswerPage {
  title: string;
  message: string;
  tone?: 'ok' | 'error' | 'ask';
  /** A button that POSTs to `action` (the change a GET must not make). */
  button?: { action: string; label: string };
}

export async function answerPage({ title, message, tone = 'ok', button }: AnswerPage, status = 200): Promise<Response> {
  const color = tone === 'error' ? COLORS.price : tone === 'ok' ? '#2ba471' : COLORS.ink;
  const html = await render(
    <MailLayout preview={message} title={`${title} - 云采汇`} page>
      <h1 style={{ margin: '0 0 12px', fontSize: '20px', color }} data-testid="answer-title">
        {title}
      </h1>
      <p style={s.p} data-testid="answer-message">
        {message}
      </p>
      {button && (
        <form method="post" action={button.action} style={{ margin: '20px 0 8px' }}>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" style={{ ...s.button, border: 0, cursor: 'pointer' }}>
            {button.label}
          </button>
        </form>
      )}
      <p style={{ ...s.meta, marginTop: '16px' }}>
        {/* A standalone HTML answer, not a Next page: no client router to hand the link to. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/index.html" style={s.link}>
          返回云采汇首页
        </a>
      </p>
    </MailLayout>,
  );
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
}
