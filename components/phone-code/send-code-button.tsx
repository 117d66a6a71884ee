'use client';

import { useRef, useState } from 'react';
import { SlideCaptchaDialog } from '@/components/captcha/slide-captcha-dialog';
import { useSendPhoneCode } from '@/lib/phone-code/api';
import { buttonText } from '@/lib/phone-code/countdown';
import { NETWORK_FAILURE, outcomeOf, phoneProblem, type SendCodeResult } from '@/lib/phone-code/outcome';
import type { SmsPurpose } from '@/lib/phone-code/schemas';
import { ResultNote } from './result-note';
import { useCountdown } from './use-countdown';

export interface SendCodeButtonProps {
  phone: string;
  /** What the code is for; it verifies only for this purpose. Default 'login'. */
  purpose?: SmsPurpose;
  /** Every result, for the form to show where it belongs; without it the button shows it below itself. */
  onResult?(result: SendCodeResult): void;
  className?: string;
}

/**
 * The one "获取验证码" button (000 §4-§5, 001 §8, 002 §4): checks the phone, sends, counts down 60 s,
 * and shows the slide captcha when the server asks for one, sending again once it is passed.
 */
export function SendCodeButton({ phone, purpose = 'login', onResult, className = '' }: SendCodeButtonProps) {
  const mutation = useSendPhoneCode();
  const countdown = useCountdown();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [shown, setShown] = useState<SendCodeResult | null>(null);
  // Set at once, unlike the mutation's state, so a double click cannot start two sends.
  const sending = useRef(false);
  const blocked = mutation.isPending || countdown.secondsLeft > 0;

  const report = (result: SendCodeResult) => (onResult ? onResult(result) : setShown(result));

  function send(captcha?: { token: string; validateCode: string }) {
    if (sending.current || blocked) return;
    const problem = phoneProblem(phone);
    if (problem) return report(problem);
    sending.current = true;
    const input = { telephone: phone.trim(), purpose, ...(captcha ? { ...captcha, type: 'slide' as const } : {}) };
    mutation.mutate(input, {
      onSuccess: (answer) => {
        const outcome = outcomeOf(answer);
        if (outcome.action === 'countdown') countdown.start();
        if (outcome.action === 'captcha') setCaptchaOpen(true);
        report(outcome.result);
      },
      onError: () => report(NETWORK_FAILURE),
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => send()}
        disabled={blocked}
        aria-busy={mutation.isPending}
        className={`h-9 shrink-0 whitespace-nowrap rounded-card border border-primary px-3 text-primary-active tabular-nums hover:border-primary-hover hover:text-primary-hover disabled:cursor-not-allowed disabled:border-line disabled:text-ink-faint ${className}`}
      >
        {buttonText(countdown.secondsLeft)}
      </button>
      {shown && <ResultNote ok={shown.ok}>{shown.msg}</ResultNote>}
      <SlideCaptchaDialog
        open={captchaOpen}
        onClose={() => setCaptchaOpen(false)}
        onPass={(passed) => {
          setCaptchaOpen(false);
          send(passed);
        }}
      />
    </>
  );
}
