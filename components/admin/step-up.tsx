'use client';

// Step-up (docs/features.md, Operator console): a sensitive console action (granting roles, banning a
// user, deleting content) answered 40310 asks the operator for an SMS code sent to their own phone, then
// runs again. Usage: `const stepUp = useStepUp();` render `{stepUp.dialog}` and send the action as
// `stepUp.run(() => banUser(input))`: it resolves with the action's answer, or rejects with its error (or
// 已取消操作 when the operator closes the dialog).
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useCountdown } from '@/components/phone-code/use-countdown';
import { Dialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/ui/form/field';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { confirmStepUp, sendStepUpCode } from '@/lib/operators/api';
import { buttonText } from '@/lib/phone-code/countdown';
import { smsCodeSchema } from '@/lib/phone-code/schemas';

const isStepUpRefusal = (err: unknown) => err instanceof ApiRequestError && err.envelope?.code === ErrorCode.stepUpRequired;

export const STEP_UP_CANCELLED = '已取消操作';

export function useStepUp(): { run: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (err: Error) => void } | null>(null);

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (err) {
      if (!isStepUpRefusal(err)) throw err;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setOpen(true);
      });
      return action();
    }
  }, []);

  const settle = (confirmed: boolean) => {
    setOpen(false);
    const pending = waiting.current;
    waiting.current = null;
    if (confirmed) pending?.resolve();
    else pending?.reject(new Error(STEP_UP_CANCELLED));
  };

  return { run, dialog: <StepUpDialog open={open} onConfirmed={() => settle(true)} onClose={() => settle(false)} /> };
}

function StepUpDialog({ open, onConfirmed, onClose }: { open: boolean; onConfirmed: () => void; onClose: () => void }) {
  const countdown = useCountdown();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const step = async (work: () => Promise<void>) => {
    setBusy(true);
    setNote(null);
    try {
      await work();
    } catch (err) {
      setNote(err instanceof Error ? err.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    step(async () => {
      const { mobile } = await sendStepUpCode();
      setSentTo(mobile);
      countdown.start();
    });

  const confirm = () =>
    step(async () => {
      const checked = smsCodeSchema.safeParse(code);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message);
      await confirmStepUp(checked.data);
      setCode('');
      onConfirmed();
    });

  return (
    <Dialog open={open} onClose={onClose} title="短信验证">
      <p className="mt-2 text-meta text-ink-muted">
        为保障安全，此操作需要验证您的手机{sentTo ? `（验证码已发送至 ${sentTo}）` : ''}。
      </p>
      <form
        className="mt-4 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <label htmlFor="step-up-code" className="text-meta text-ink">短信验证码</label>
        <div className="flex gap-2">
          <input id="step-up-code" value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={inputClass} />
          <button
            type="button"
            onClick={() => void send()}
            disabled={busy || countdown.secondsLeft > 0}
            className="h-9 shrink-0 whitespace-nowrap rounded-card border border-primary px-3 text-primary-active tabular-nums disabled:border-line disabled:text-ink-faint"
          >
            {buttonText(countdown.secondsLeft)}
          </button>
        </div>
        {note && (
          <p role="alert" className="text-meta text-price">
            {note}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={onClose} className="h-9 rounded-card border border-line-strong px-4 text-meta text-ink">
            取消
          </button>
          <button type="submit" disabled={busy} className="h-9 rounded-card bg-primary-active px-4 text-meta font-medium text-white hover:bg-primary disabled:opacity-60">
            确认
          </button>
        </div>
      </form>
    </Dialog>
  );
}
