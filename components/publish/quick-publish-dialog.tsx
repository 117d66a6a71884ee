'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/accounts/form-alert';
import { submitClass } from '@/components/accounts/styles';
import { useCountdown } from '@/components/phone-code/use-countdown';
import { ResultNote } from '@/components/phone-code/result-note';
import { Dialog } from '@/components/ui/dialog';
import { inputClass, textareaClass } from '@/components/ui/form/field';
import { verifyChallenge } from '@/lib/captcha/api';
import { sendPhoneCode } from '@/lib/phone-code/api';
import { buttonText } from '@/lib/phone-code/countdown';
import { outcomeOf } from '@/lib/phone-code/outcome';
import { afterPublish, fetchAccountStatus, postQuickPublish } from '@/lib/publish/api';
import {
  PHONE_CHECK_CODE,
  MEMO_MAX,
  PIC_CODE_LENGTH,
  PUBLISH_MSG,
  PUBLISH_RESULT,
  phoneDigits,
  quickPublishFormSchema,
  type PhoneCheckCode,
  type QuickPublishForm,
} from '@/lib/publish/schemas';
import { PicCodeInput } from './pic-code-input';
import { track } from '@/lib/analytics/track';

/** The logged-in user as the dialog needs them: their own phone publishes without a code. */
export interface Publisher {
  jfid: number;
  mobile: string;
}

interface QuickPublishDialogProps {
  open: boolean;
  onClose(): void;
  publisher: Publisher | null;
  /** Where the dialog was opened (header, side bar, a demand page): stored with the requirement. */
  fromType: string;
}

const SUBMIT_FAILED = '提交失败，请稍后再试';
const SEND_FAILED = '发送失败';

/**
 * 001 §4-§8 quick requirement publishing: the memo and a phone; the phone check decides whether an
 * SMS code (and first an image code) is asked; a visitor is registered and logged in on the way.
 */
export function QuickPublishDialog({ open, onClose, publisher, fromType }: QuickPublishDialogProps) {
  const id = useId();
  const form = useForm<QuickPublishForm>({
    resolver: zodResolver(quickPublishFormSchema),
    defaultValues: { memo: '', phone: publisher?.mobile ?? '', picCode: '', smsCode: '', agree: true },
  });
  const { register, control, formState, setError, clearErrors, getValues } = form;
  const [memo, phone, agree] = useWatch({ control, name: ['memo', 'phone', 'agree'] });
  const digits = phoneDigits(phone ?? '');
  // The phone check's answer, for the number it was asked about: a changed number has none yet.
  const [checked, setChecked] = useState<{ phone: string; status: PhoneCheckCode } | null>(null);
  const status = checked?.phone === digits ? checked.status : null;
  const [picForced, setPicForced] = useState(false);
  const [picRound, setPicRound] = useState(0);
  const picToken = useRef<string | null>(null);
  const [sent, setSent] = useState<{ ok: boolean; msg: string } | null>(null);
  const [alert, setAlert] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();

  // The phone check (001 §7) once the number is complete; a newer number wins over an older answer.
  useEffect(() => {
    if (digits.length !== 11) return;
    let current = true;
    fetchAccountStatus(digits).then(
      (answer) => current && setChecked({ phone: digits, status: answer }),
      () => current && setChecked({ phone: digits, status: PHONE_CHECK_CODE.smsOnly }),
    );
    return () => {
      current = false;
    };
  }, [digits]);

  const ownPhone = status === PHONE_CHECK_CODE.ownPhone && publisher !== null && publisher.mobile === digits;
  const needsSms = !ownPhone;
  const picShown = needsSms && (status === PHONE_CHECK_CODE.needsPicCode || picForced);
  const onToken = useCallback((token: string | null) => void (picToken.current = token), []);
  const refreshPic = () => setPicRound((n) => n + 1);

  async function sendCode() {
    if (sending || countdown.secondsLeft > 0) return;
    setAlert(undefined);
    setSent(null);
    if (!/^1\d{10}$/.test(digits)) return setError('phone', { message: digits ? PUBLISH_MSG.phoneInvalid : PUBLISH_MSG.phoneRequired });
    setSending(true);
    try {
      let captcha: { token: string; validateCode: string; type: 'char' } | undefined;
      if (picShown) {
        const pic = (getValues('picCode') ?? '').trim();
        if (!pic) return setError('picCode', { message: PUBLISH_MSG.picRequired });
        if (pic.length < PIC_CODE_LENGTH) return setError('picCode', { message: PUBLISH_MSG.picInvalid });
        const token = picToken.current ?? '';
        const verdict = await verifyChallenge({ type: 'char', token, data: pic });
        if (!verdict.passed) {
          setError('picCode', { message: '校验码不正确' });
          return refreshPic();
        }
        clearErrors('picCode');
        captcha = { token, validateCode: pic, type: 'char' };
      }
      const answer = await sendPhoneCode({ telephone: digits, purpose: 'publish', ...captcha });
      const outcome = outcomeOf(answer);
      if (outcome.action === 'countdown') {
        countdown.start();
        return setSent(outcome.result);
      }
      if (outcome.action === 'captcha') {
        // 001 §8: 1002 and 1005 show at the image code, which appears with a new image.
        setPicForced(true);
        refreshPic();
        return setError('picCode', { message: outcome.result.msg });
      }
      if (outcome.result.field === 'code') return setSent(outcome.result);
      setAlert(outcome.result.msg || SEND_FAILED);
    } catch {
      setAlert(SEND_FAILED);
    } finally {
      setSending(false);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.agree || submitting) return;
    setAlert(undefined);
    const smsCode = (values.smsCode ?? '').trim();
    if (needsSms && !smsCode) return setError('smsCode', { message: PUBLISH_MSG.smsRequired });
    setSubmitting(true);
    try {
      const answer = await postQuickPublish({
        memo: values.memo,
        mobile: digits,
        entry: 'main_site_pc_btn',
        fromType,
        ...(ownPhone ? { jfidStr: String(publisher!.jfid) } : { verifyCode: smsCode }),
      });
      if (answer.resultcode === PUBLISH_RESULT.ok && answer.data) {
        track('publish', 'quick');
        window.location.assign(afterPublish(answer.data));
        return;
      }
      if (answer.resultcode === PUBLISH_RESULT.smsWrong) setError('smsCode', { message: answer.msg });
      else setAlert(answer.msg || SUBMIT_FAILED);
    } catch {
      setAlert(SUBMIT_FAILED);
    }
    setSubmitting(false);
  });

  const errors = formState.errors;
  const smsMsg = errors.smsCode?.message ?? (sent && !sent.ok ? sent.msg : undefined);
  return (
    <Dialog open={open} onClose={onClose} title="快速发布需求">
      <p className="mt-1 text-meta text-ink-muted">免费发布，平台顾问将在 1 个工作日内与您联系，为您匹配合适的服务商。</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3" aria-label="快速发布需求">
        <div>
          <label htmlFor={`${id}-memo`} className="mb-1 block text-ink-muted">
            需求描述
          </label>
          <textarea
            {...register('memo')}
            id={`${id}-memo`}
            rows={5}
            maxLength={MEMO_MAX}
            placeholder="请描述您的需求，如：需要开发一套政务服务小程序，包含预约、查询、评价功能，预算约 20 万元"
            aria-invalid={errors.memo ? true : undefined}
            aria-describedby={`${id}-memo-count${errors.memo ? ` ${id}-memo-msg` : ''}`}
            className={`${textareaClass} resize-none`}
          />
          <div className="mt-1 flex justify-between gap-2 text-meta">
            {errors.memo?.message ? <ResultNote id={`${id}-memo-msg`}>{errors.memo.message}</ResultNote> : <span />}
            <span id={`${id}-memo-count`} className="shrink-0 text-ink-faint">
              {[...(memo ?? '')].length}/{MEMO_MAX}
            </span>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="mb-1 block text-ink-muted">
            手机号
          </label>
          <input
            {...register('phone')}
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={13}
            placeholder="请输入您的手机号"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? `${id}-phone-msg` : undefined}
            className={inputClass}
          />
          {errors.phone?.message && <ResultNote id={`${id}-phone-msg`}>{errors.phone.message}</ResultNote>}
          {ownPhone && <p className="mt-1 text-meta text-success">当前登录手机号，无需短信验证</p>}
        </div>
        {picShown && (
          <PicCodeInput id={`${id}-pic`} field={register('picCode')} error={errors.picCode?.message} refreshKey={picRound} onToken={onToken} />
        )}
        {needsSms && (
          <div>
            <label htmlFor={`${id}-sms`} className="mb-1 block text-ink-muted">
              短信验证码
            </label>
            <div className="flex gap-2">
              <input
                {...register('smsCode')}
                id={`${id}-sms`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="请输入短信验证码"
                aria-invalid={smsMsg ? true : undefined}
                aria-describedby={smsMsg ? `${id}-sms-msg` : undefined}
                className={inputClass}
              />
              <button
                type="button"
                onClick={sendCode}
                disabled={sending || countdown.secondsLeft > 0}
                className="h-9 w-28 shrink-0 rounded-card border border-primary text-meta text-primary-active hover:bg-primary-soft disabled:cursor-not-allowed disabled:border-line disabled:text-ink-faint"
              >
                {sending ? '发送中…' : buttonText(countdown.secondsLeft, 'quickPublish')}
              </button>
            </div>
            {smsMsg && <ResultNote id={`${id}-sms-msg`}>{smsMsg}</ResultNote>}
            {sent?.ok && <ResultNote ok>{sent.msg}</ResultNote>}
          </div>
        )}
        <label className="flex items-center gap-2 text-meta text-ink-muted">
          <input type="checkbox" {...register('agree')} className="size-4 accent-primary" />
          同时注册并发布（未注册的手机号将自动注册云采汇账号）
        </label>
        <FormAlert>{alert}</FormAlert>
        <div className="flex gap-3 pt-1">
          <button type="button" onClick={onClose} className="h-10 w-28 shrink-0 rounded-card border border-line-strong text-ink-muted hover:text-primary-active">
            取消
          </button>
          <button type="submit" disabled={!agree || submitting} className={`${submitClass} disabled:cursor-not-allowed`}>
            {submitting ? '提交中…' : '立即发布'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
