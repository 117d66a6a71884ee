import 'server-only';
import type { CSSProperties, ReactNode } from 'react';

// The portal's look in a mail (docs/design ui.md): white card on light grey, the primary blue
// #1677ff for links and buttons, amounts in warm red, grey meta text. Inline styles only: mail
// programs drop style sheets.

export const COLORS = { primary: '#1677ff', ink: '#1f2329', muted: '#646a73', faint: '#8f959e', line: '#e5e6eb', page: '#f5f6f7', price: '#e8541e' } as const;
const FONT = '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans SC",sans-serif';

export const s = {
  p: { margin: '0 0 12px', fontSize: '14px', lineHeight: '1.6', color: COLORS.ink } satisfies CSSProperties,
  meta: { margin: '0', fontSize: '12px', lineHeight: '1.6', color: COLORS.muted } satisfies CSSProperties,
  link: { color: COLORS.primary, textDecoration: 'none' } satisfies CSSProperties,
  button: { display: 'inline-block', padding: '8px 20px', borderRadius: '4px', background: COLORS.primary, color: '#ffffff', fontSize: '14px', textDecoration: 'none' } satisfies CSSProperties,
};

/** The frame of every mail: the brand bar, the card with `children`, the footer (with `footer` above the notice). */
/** `page`: a web page in the same frame (the links' answers), without the mail's do-not-reply notice. */
export function MailLayout({ preview, children, footer, title, page = false }: { preview: string; children: ReactNode; footer?: ReactNode; title?: string; page?: boolean }) {
  return (
    <html lang="zh-CN">
      {/* A mail's own document (rendered to a string), not a Next page. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {title && <title>{title}</title>}
      </head>
      <body style={{ margin: 0, padding: 0, background: COLORS.page, fontFamily: FONT }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: COLORS.page, padding: '24px 12px' }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: '600px' }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '0 0 12px', fontSize: '18px', fontWeight: 600, color: COLORS.primary }}>云采汇</td>
                    </tr>
                    <tr>
                      <td style={{ background: '#ffffff', border: `1px solid ${COLORS.line}`, borderRadius: '8px', padding: '24px' }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 4px 0' }}>
                        {footer}
                        {!page && <p style={s.meta}>此邮件由云采汇系统自动发送，请勿直接回复。</p>}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
