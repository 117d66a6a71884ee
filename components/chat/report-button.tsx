'use client';

// 举报 on the chat page (docs/features.md, Operator console: Support): the reader reports the open
// conversation to the platform's support with a reason; once per conversation (the server says so the
// second time), and support reads the messages up to this moment.
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { reportConversation } from '@/lib/chat/api';
import { REPORT_REASON_MAX } from '@/lib/chat/schemas';

export function ReportButton({ conversationId, onDone }: { conversationId: number; onDone: (msg: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await reportConversation(conversationId, reason.trim());
      setOpen(false);
      setReason('');
      onDone('举报已提交，平台将尽快核实处理');
    } catch (err) {
      setError(err instanceof Error ? err.message : '举报失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="ml-auto shrink-0 text-meta text-ink-muted hover:text-price" data-testid="chat-report">
        举报
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="举报该会话">
        <label className="grid gap-1 text-meta">
          <span>举报原因（平台客服将查看该会话的消息记录）</span>
          <textarea value={reason} maxLength={REPORT_REASON_MAX} onChange={(e) => setReason(e.target.value)} rows={4} className="rounded-card border border-line-strong p-2 text-[14px]" />
        </label>
        {error && (
          <p role="alert" className="mt-2 text-meta text-price">
            {error}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" onClick={() => setOpen(false)} className="h-9 rounded-card border border-line-strong px-4 text-meta">
            取消
          </button>
          <button type="button" disabled={busy || !reason.trim()} onClick={() => void submit()} className="h-9 rounded-card bg-primary-active px-4 text-meta font-medium text-white hover:bg-primary disabled:opacity-60">
            提交举报
          </button>
        </div>
      </Dialog>
    </>
  );
}
