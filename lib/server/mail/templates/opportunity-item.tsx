import 'server-only';
import { COLORS, s } from './layout';

/** An opportunity as a mail shows it: what, for whom, how much, until when, why it matched, where. */
export interface MailOpportunity {
  /** 新商机 (an opportunity), 新中标 (a winning bid), 新方案 (a scheme) or 新供应商: the single mail's subject says which. */
  news: '新商机' | '新中标' | '新方案' | '新供应商';
  title: string;
  /** Who buys (采购单位), or who offers it (服务商) for a scheme. */
  party: { label: string; value: string };
  /** Formatted, e.g. 120.00 万元, or 面议. */
  amount: string;
  /** What the amount is when not a price (注册资本 of a supplier); 金额 without it. */
  amountLabel?: string;
  /** The third line: 截止时间 of an opportunity, 中标单位 of a winning bid. */
  detail: { label: string; value: string };
  /** What it matched (软件外包商机订阅, 订阅搜索“…”), and the matched words. */
  source: string;
  reasons: string[];
  url: string;
}

const label = { ...s.meta, width: '64px', verticalAlign: 'top', padding: '2px 0' } as const;
const value = { fontSize: '14px', lineHeight: '1.6', color: COLORS.ink, padding: '2px 0' } as const;

export function OpportunityItem({ item }: { item: MailOpportunity }) {
  return (
    <div style={{ borderTop: `1px solid ${COLORS.line}`, padding: '16px 0' }}>
      <p style={{ margin: '0 0 8px', fontSize: '16px', fontWeight: 600, lineHeight: '1.5' }}>
        <a href={item.url} style={{ ...s.link, color: COLORS.ink }}>
          {item.title}
        </a>
      </p>
      <table role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            <td style={label}>{item.party.label}</td>
            <td style={value}>{item.party.value}</td>
          </tr>
          <tr>
            <td style={label}>{item.amountLabel ?? '金额'}</td>
            <td style={{ ...value, color: COLORS.price }}>{item.amount}</td>
          </tr>
          <tr>
            <td style={label}>{item.detail.label}</td>
            <td style={value}>{item.detail.value}</td>
          </tr>
          <tr>
            <td style={label}>匹配原因</td>
            <td style={value}>
              符合您的{item.source}：{item.reasons.join('；')}
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ margin: '8px 0 0' }}>
        <a href={item.url} style={s.link}>
          查看详情 ›
        </a>
      </p>
    </div>
  );
}

/** The visible unsubscribe link of a push or digest (the same address as List-Unsubscribe). */
export function UnsubscribeNote({ url, what }: { url: string; what: string }) {
  return (
    <p style={{ ...s.meta, margin: '0 0 8px' }}>
      您收到此邮件是因为您的{what}开启了邮件提醒。
      <a href={url} style={s.link}>
        退订此邮件
      </a>
    </p>
  );
}
