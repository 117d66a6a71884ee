'use client';

// 我的订阅管理 and 我的订阅搜索: how one subscription's or saved search's opportunities reach the user by
// e-mail (docs/features.md, E-mail).
import { useState } from 'react';
import { setTargetMail, type MailTarget } from '@/lib/mail/api';
import { MAIL_MODE_LABELS, MAIL_MODES, type MailMode } from '@/lib/mail/types';

const testIdOf = (target: MailTarget) => ('channel' in target ? `subscription-mail-${target.channel}` : `saved-search-mail-${target.savedSearchId}`);

export function MailModeSelect({ target, mode, hasAddress }: { target: MailTarget; mode: MailMode; hasAddress: boolean }) {
  const [value, setValue] = useState(mode);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  async function change(next: MailMode) {
    const before = value;
    setValue(next);
    setNote(null);
    try {
      await setTargetMail(target, next);
      setNote({ ok: true, text: next !== 'off' && !hasAddress ? '已保存，请先在“账号与安全”中绑定并验证邮箱' : '已保存' });
    } catch (err) {
      setValue(before);
      setNote({ ok: false, text: err instanceof Error ? err.message : '保存失败，请稍后重试' });
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <label className="text-meta text-ink-muted">
        邮件
        <select
          aria-label="邮件方式"
          data-testid={testIdOf(target)}
          value={value}
          onChange={(e) => void change(e.target.value as MailMode)}
          className="ml-1 h-8 rounded-card border border-line-strong bg-white px-2 text-meta text-ink"
        >
          {MAIL_MODES.map((m) => (
            <option key={m} value={m}>
              {MAIL_MODE_LABELS[m]}
            </option>
          ))}
        </select>
      </label>
      {note && (
        <span role="status" className={`text-meta ${note.ok ? 'text-success' : 'text-price'}`}>
          {note.text}
        </span>
      )}
    </span>
  );
}
