'use client';

import { useId, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { SendCodeResult } from '@/lib/phone-code/outcome';
import { SMS_CODE_LENGTH, type PhoneCodeValues, type SmsPurpose } from '@/lib/phone-code/schemas';
import { ResultNote } from './result-note';
import { SendCodeButton } from './send-code-button';

export interface PhoneCodeFieldsProps<T extends FieldValues & PhoneCodeValues> {
  /** The form's control; the form has string fields `phone` and `smsCode` (validate them with phoneCodeSchema). */
  control: Control<T>;
  purpose?: SmsPurpose;
  className?: string;
}

const inputClass =
  'h-9 w-full min-w-0 rounded-card border border-line-strong bg-white px-3 text-ink placeholder:text-ink-faint aria-invalid:border-price';

/**
 * Labelled phone and SMS-code inputs with the send button, for any react-hook-form form. The form's
 * validation errors show under their field; the send's results show where 001 §8 puts them (next to
 * the phone or the code) or below both, and each send replaces the last one's.
 */
export function PhoneCodeFields<T extends FieldValues & PhoneCodeValues>({ control, purpose, className }: PhoneCodeFieldsProps<T>) {
  // The constraint guarantees both fields; react-hook-form's path type cannot see through a generic.
  const phone = useController({ control, name: 'phone' as Path<T> });
  const code = useController({ control, name: 'smsCode' as Path<T> });
  const [sent, setSent] = useState<SendCodeResult | null>(null);
  const id = useId();

  const phoneMsg = phone.fieldState.error?.message ?? (sent?.field === 'phone' ? sent.msg : undefined);
  const codeMsg = code.fieldState.error?.message ?? (sent?.field === 'code' ? sent.msg : undefined);
  const otherMsg = sent && sent.field !== 'phone' && sent.field !== 'code' ? sent : null;

  return (
    <div className={`space-y-3 ${className ?? ''}`}>
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1 block text-ink-muted">
          手机号
        </label>
        <input
          {...phone.field}
          onChange={(e) => {
            phone.field.onChange(e);
            // A result about the old number no longer applies.
            if (sent?.field === 'phone') setSent(null);
          }}
          id={`${id}-phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="请输入手机号"
          aria-invalid={phoneMsg ? true : undefined}
          aria-describedby={phoneMsg ? `${id}-phone-msg` : undefined}
          className={inputClass}
        />
        {phoneMsg && <ResultNote id={`${id}-phone-msg`}>{phoneMsg}</ResultNote>}
      </div>
      <div>
        <label htmlFor={`${id}-code`} className="mb-1 block text-ink-muted">
          短信验证码
        </label>
        <div className="flex gap-2">
          <input
            {...code.field}
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder="请输入短信验证码"
            aria-invalid={codeMsg ? true : undefined}
            aria-describedby={codeMsg ? `${id}-code-msg` : undefined}
            className={inputClass}
          />
          <SendCodeButton phone={String(phone.field.value ?? '')} purpose={purpose} onResult={setSent} />
        </div>
        {codeMsg && <ResultNote id={`${id}-code-msg`}>{codeMsg}</ResultNote>}
        {otherMsg && <ResultNote ok={otherMsg.ok}>{otherMsg.msg}</ResultNote>}
      </div>
    </div>
  );
}
