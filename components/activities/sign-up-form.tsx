'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CascadeSelect } from '@/components/schemes/dict-inputs';
import { ResultNote } from '@/components/phone-code/result-note';
import { SendCodeButton } from '@/components/phone-code/send-code-button';
import { Field, inputClass, invalidProps } from '@/components/ui/form/field';
import { submitSignUp } from '@/lib/activities/api';
import { activityHref, MINE_ACTIVITY_PATH } from '@/lib/activities/links';
import { SIGN_UP_STORAGE_KEY } from '@/lib/activities/options';
import { isBlank, parseStoredSignUp, type SignUpDefaults } from '@/lib/activities/rules';
import { SIGN_UP_CODE, SIGN_UP_MSG, signUpSchema, type SignUpFields, type SignUpInput } from '@/lib/activities/schemas';
import { useDictionaries } from '@/lib/dictionaries/api';
import { pathOf } from '@/lib/dictionaries/tree';
import type { SendCodeResult } from '@/lib/phone-code/outcome';

export interface SignUpFormProps {
  activityId: number;
  /** false: blanks are '-' (002 §3). */
  allowBlank: boolean;
  /** The account's phone: it needs no SMS code, and fills the phone when nothing was stored. */
  accountPhone: string;
}

const REGION_KEYS = ['province', 'city', 'area'] as const;

function readStorage(allowBlank: boolean, accountPhone: string): SignUpDefaults {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(SIGN_UP_STORAGE_KEY);
  } catch {
    text = null; // storage refused (privacy mode): start blank
  }
  const d = parseStoredSignUp(text, allowBlank);
  return isBlank(d.telphone) ? { ...d, telphone: accountPhone } : d;
}

/**
 * The sign-up form (002 §3 fields): restored from session storage and written back on every change, so
 * a second sign-up starts from the first. The phone of the account needs no SMS code; another one does.
 */
export function SignUpForm({ activityId, allowBlank, accountPhone }: SignUpFormProps) {
  const id = useId();
  const form = useForm<SignUpFields, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema),
    mode: 'onBlur',
    defaultValues: { activityId, ...parseStoredSignUp(null, allowBlank), telphone: accountPhone },
  });
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = form;
  const [sent, setSent] = useState<SendCodeResult | null>(null);
  const [pageError, setPageError] = useState('');
  const [done, setDone] = useState(false);
  const { T1: regions } = useDictionaries(['T1'] as const);
  const values = useWatch({ control });
  const telphone = String(values.telphone ?? '');
  const needsCode = telphone.trim() !== accountPhone;

  // Restore after hydration (storage is the browser's), then keep storage in step with every change.
  const { subscribe } = form;
  useEffect(() => {
    reset({ activityId, ...readStorage(allowBlank, accountPhone) });
    return subscribe({
      formState: { values: true },
      callback: ({ values: all }) => {
        const fields: Partial<SignUpFields> = { ...all };
        delete fields.activityId;
        try {
          window.sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify(fields));
        } catch {
          // storage full or refused: the form still works
        }
      },
    });
  }, [activityId, allowBlank, accountPhone, reset, subscribe]);

  const onSubmit = handleSubmit(async (input) => {
    setPageError('');
    const answer = await submitSignUp({ ...input, verificationCode: needsCode ? input.verificationCode : '' });
    if (answer.code === 0) return setDone(true);
    if (answer.code === SIGN_UP_CODE.smsWrong) return setError('verificationCode', { message: answer.msg || SIGN_UP_MSG.smsWrong });
    if (answer.msg === SIGN_UP_MSG.smsCode) return setError('verificationCode', { message: answer.msg });
    setPageError(answer.msg || SIGN_UP_MSG.failed);
  });

  if (done) {
    return (
      <div role="status" className="py-8 text-center">
        <p className="text-lg font-semibold text-success">报名成功</p>
        <p className="mt-2 text-ink-muted">活动开始前我们会以短信提醒您，报名截止前可在“我的活动”中取消。</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link href={MINE_ACTIVITY_PATH} prefetch={false} className="inline-flex h-10 items-center rounded-card bg-primary-active px-6 text-white hover:bg-primary">
            查看我的活动
          </Link>
          <Link href={activityHref(activityId)} prefetch={false} className="inline-flex h-10 items-center rounded-card border border-line-strong px-6 hover:text-primary-active">
            返回活动详情
          </Link>
        </div>
      </div>
    );
  }

  const err = (name: keyof SignUpFields) => errors[name]?.message;
  const regionError = err('provinceCode') ?? err('provinceName') ?? err('cityCode') ?? err('cityName');
  const regionValue = [values.areaCode, values.cityCode, values.provinceCode].map((v) => String(v ?? '')).find((v) => v && !isBlank(v)) ?? '';
  const codeMsg = err('verificationCode') ?? (sent && !sent.ok ? sent.msg : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={pageError ? `${id}-page` : undefined}>
      <Field label="单位名称" htmlFor="depName" required error={err('depName')}>
        <input id="depName" className={inputClass} maxLength={50} placeholder="请输入单位/企业全称" autoComplete="organization" {...invalidProps('depName', err('depName'))} {...register('depName')} />
      </Field>
      <Field label="统一社会信用代码" htmlFor="creditCode" help="选填，18 位" error={err('creditCode')}>
        <input id="creditCode" className={inputClass} maxLength={18} placeholder="请输入统一社会信用代码" {...invalidProps('creditCode', err('creditCode'))} {...register('creditCode')} />
      </Field>
      <Field label="所在地区" htmlFor="region" required error={regionError}>
        <Controller
          control={control}
          name="provinceCode"
          render={() => (
            <CascadeSelect
              id="region"
              tree={regions ?? []}
              value={regionValue}
              labels={['省份', '城市', '区县']}
              invalid={Boolean(regionError)}
              onChange={(code) => {
                const path = regions ? pathOf(regions, code) : [];
                const blank = allowBlank ? '' : '-';
                REGION_KEYS.forEach((key, i) => {
                  form.setValue(`${key}Code`, path[i]?.code ?? blank, { shouldDirty: true });
                  form.setValue(`${key}Name`, path[i]?.name ?? blank, { shouldDirty: true });
                });
              }}
            />
          )}
        />
      </Field>
      <Field label="联系人" htmlFor="contactName" required error={err('contactName')}>
        <input id="contactName" className={inputClass} maxLength={20} placeholder="请输入联系人姓名" autoComplete="name" {...invalidProps('contactName', err('contactName'))} {...register('contactName')} />
      </Field>
      <Field label="手机号" htmlFor="telphone" required error={err('telphone')}>
        <input id="telphone" type="tel" inputMode="numeric" maxLength={11} className={inputClass} placeholder="请输入手机号" autoComplete="tel" {...invalidProps('telphone', err('telphone'))} {...register('telphone')} />
      </Field>
      {needsCode && (
        <Field label="短信验证码" htmlFor="verificationCode" required error={codeMsg}>
          <div className="flex gap-2">
            <input id="verificationCode" inputMode="numeric" maxLength={6} autoComplete="one-time-code" className={inputClass} placeholder="请输入短信验证码" {...invalidProps('verificationCode', codeMsg)} {...register('verificationCode')} />
            <SendCodeButton phone={telphone.trim()} purpose="activity" onResult={setSent} />
          </div>
          {sent?.ok && <ResultNote ok>{sent.msg}</ResultNote>}
        </Field>
      )}
      <div className="sm:pl-[10.25rem]">
        <label className="inline-flex cursor-pointer items-start gap-2">
          <input type="checkbox" className="mt-1 size-4 accent-primary" {...register('checked')} {...invalidProps('checked', err('checked'))} />
          <span>
            我已阅读并同意
            <a href="/secrecyAgree.html" target="_blank" className="text-primary-active hover:underline">
              《云采汇平台保密协议》
            </a>
          </span>
        </label>
        {err('checked') && (
          <p id="checked-error" role="alert" className="mt-1 text-meta text-price">
            {err('checked')}
          </p>
        )}
      </div>
      {pageError && (
        <p id={`${id}-page`} role="alert" className="rounded-card bg-price-soft px-4 py-2 text-price sm:ml-[10.25rem]">
          {pageError}
        </p>
      )}
      <div className="sm:pl-[10.25rem]">
        <button type="submit" disabled={isSubmitting} className="h-10 w-full rounded-card bg-primary-active px-10 text-[15px] font-medium text-white hover:bg-primary disabled:opacity-60 sm:w-auto">
          {isSubmitting ? '提交中…' : '提交报名'}
        </button>
      </div>
    </form>
  );
}
