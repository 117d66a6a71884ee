import 'server-only';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { MailLayout, s } from './layout';
import { OpportunityItem, UnsubscribeNote, type MailOpportunity } from './opportunity-item';

// The portal's mails (docs/features.md, E-mail): each a React element rendered to HTML and to plain
// text, with its subject.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// No wrapping of the text part: Chinese has no spaces to wrap at, and links must stay whole.
async function rendered(subject: string, el: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(el), render(el, { plainText: true, htmlToTextOptions: { wordwrap: false } })]);
  return { subject, html, text };
}

/** The double opt-in: the link that confirms `email` for the account, valid 24 hours. */
export function confirmMail({ email, url }: { email: string; url: string }): Promise<RenderedMail> {
  return rendered(
    '【云采汇】请验证您的邮箱',
    <MailLayout preview="点击链接完成邮箱验证">
      <p style={s.p}>您好：</p>
      <p style={s.p}>您正在将邮箱 {email} 绑定到云采汇账号，用于接收商机推送。请在 24 小时内点击下方按钮完成验证：</p>
      <p style={{ margin: '20px 0' }}>
        <a href={url} style={s.button}>
          验证邮箱
        </a>
      </p>
      <p style={s.meta}>按钮无法打开时，请复制以下链接到浏览器：{url}</p>
      <p style={s.meta}>如果这不是您本人的操作，请忽略此邮件，该邮箱不会收到任何商机邮件。</p>
    </MailLayout>,
  );
}

/** One pushed opportunity (即时发送). */
export function opportunityMail({ item, unsubscribeUrl }: { item: MailOpportunity; unsubscribeUrl: string }): Promise<RenderedMail> {
  return rendered(
    `【云采汇】${item.news}：${item.title}`,
    <MailLayout preview={`${item.party.value} · ${item.amount}`} footer={<UnsubscribeNote url={unsubscribeUrl} what={item.source} />}>
      <p style={s.p}>您订阅的商机有了新的匹配：</p>
      <OpportunityItem item={item} />
    </MailLayout>,
  );
}

/** The daily digest: every opportunity since the last one, newest last. */
export function digestMail({ day, items, unsubscribeUrl }: { day: string; items: MailOpportunity[]; unsubscribeUrl: string }): Promise<RenderedMail> {
  const sources = [...new Set(items.map((i) => i.source))].join('、');
  return rendered(
    `【云采汇】商机日报（${day}）：${items.length} 条新商机`,
    <MailLayout preview={items.map((i) => i.title).join('；')} footer={<UnsubscribeNote url={unsubscribeUrl} what={sources} />}>
      <p style={s.p}>
        {day} 共有 {items.length} 条新商机符合您的订阅：
      </p>
      {items.map((item) => (
        <OpportunityItem key={item.url} item={item} />
      ))}
    </MailLayout>,
  );
}
