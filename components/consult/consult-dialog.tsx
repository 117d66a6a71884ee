'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/accounts/form-alert';
import { submitClass } from '@/components/accounts/styles';
import { PhoneCodeFields } from '@/components/phone-code/phone-code-fields';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { QueryProvider } from '@/components/query/query-provider';
import { Dialog, SuccessMark } from '@/components/ui/dialog';
import { inputClass, textareaClass } from '@/components/ui/form/field';
import { createConsultTicket } from '@/lib/consult/api';
import { CONSULT_CODE, CONSULT_MSG, CONTENT_MAX, consultFormSchema, type ConsultForm } from '@/lib/consult/schemas';
import { ONLINE_SERVICES } from '@/lib/consult/services';
import { CompanyInput } from './company-input';
import { track } from '@/lib/analytics/track';

interface ConsultDialogProps {
  open: boolean;
  onClose(): void;
  /** The service of the page it was opened on, ticked to start with. */
  serviceId?: number;
  publisher: Publisher | null;
}

const label = 'mb-1 block text-ink-muted';
const errorText = 'mt-1 text-meta text-price';

/**
 * 002 §2, §5 consult dialog: services, need, company (with suggestions), contact, phone and code. The
 * code widget talks through React Query, whose provider comes with this (lazily loaded) chunk.
 */
export function ConsultDialog(props: ConsultDialogProps) {
  return (
    <QueryProvider>
      <ConsultDialogBody {...props} />
    </QueryProvider>
  );
}

function ConsultDialogBody({ open, onClose, serviceId, publisher }: ConsultDialogProps) {
  const id = useId();
  const router = useRouter();
  const form = useForm<ConsultForm>({
    resolver: zodResolver(consultFormSchema),
    mode: 'onTouched',
    defaultValues: { services: serviceId ? [serviceId] : [], content: '', corpName: '', contactName: '', phone: publisher?.mobile ?? '', smsCode: '' },
  });
  const { register, control, formState, setError, setValue } = form;
  const [services, content, corpName, phone] = useWatch({ control, name: ['services', 'content', 'corpName', 'phone'] });
  const ownPhone = publisher !== null && (phone ?? '').trim() === publisher.mobile;
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const errors = formState.errors;

  const toggle = (sid: number) =>
    setValue('services', services?.includes(sid) ? services.filter((s) => s !== sid) : [...(services ?? []), sid], { shouldValidate: formState.isSubmitted });

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    setAlert(undefined);
    const smsCode = values.smsCode.trim();
    if (!ownPhone && !smsCode) return setError('smsCode', { message: CONSULT_MSG.phoneAndCode });
    setPending(true);
    try {
      const answer = await createConsultTicket({
        ticketField: values.services.join(','),
        content: values.content,
        corpName: values.corpName,
        contactName: values.contactName,
        countryCode: '86',
        phoneNumber: values.phone.trim(),
        ...(ownPhone ? {} : { smsCode }),
        ...(publisher ? { jfid: publisher.jfid } : {}),
      });
      if (answer.code === 0 && answer.data) {
        setDone(true);
        track('consult', 'software');
        // A visitor was logged in by the verified phone: the header learns it.
        if (answer.data.loggedIn) router.refresh();
      } else {
        // 002 §8: 1008 refreshes the login info; every failure says why, or 咨询服务失败.
        if (answer.code === CONSULT_CODE.loginChanged) router.refresh();
        if (answer.code === CONSULT_CODE.smsWrong) setError('smsCode', { message: answer.msg });
        else setAlert(answer.msg || CONSULT_MSG.failed);
      }
    } catch {
      setAlert(CONSULT_MSG.failed);
    } finally {
      setPending(false);
    }
  });

  if (done) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title="提交成功"
        icon={<SuccessMark />}
      >
        <div className="text-center">
          <p className="mt-2 text-ink-muted">平台将在 1 个工作日内与您电话联系，咨询进度可在用户中心查看。</p>
          <div className="mt-5 flex justify-center gap-3">
            <a href="/user-center.html" className="flex h-10 items-center rounded-card border border-line-strong px-5 text-ink-muted hover:text-primary-active">
              去用户中心
            </a>
            <button type="button" onClick={onClose} className="h-10 rounded-card bg-primary-active px-6 text-white hover:bg-primary">
              知道了
            </button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title="软件咨询">
      <p className="mt-1 text-meta text-ink-muted">填写咨询需求，平台顾问将在 1 个工作日内与您联系。</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 max-h-[70vh] space-y-3 overflow-y-auto pr-1" aria-label="软件咨询">
        <fieldset>
          <legend className={label}>咨询服务</legend>
          <div className="flex flex-wrap gap-2">
            {ONLINE_SERVICES.map((s) => {
              const checked = services?.includes(s.serviceId) ?? false;
              return (
                <label
                  key={s.serviceId}
                  className={`flex cursor-pointer items-center gap-1.5 rounded-card border px-3 py-1.5 text-meta ${checked ? 'border-primary bg-primary-soft text-primary-active' : 'border-line-strong text-ink-muted'}`}
                >
                  <input type="checkbox" checked={checked} onChange={() => toggle(s.serviceId)} className="size-3.5 accent-primary" />
                  {s.serviceName}
                </label>
              );
            })}
          </div>
          {errors.services?.message && (
            <p role="alert" className={errorText}>
              {errors.services.message}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={`${id}-content`} className={label}>
            需求描述
          </label>
          <textarea
            {...register('content')}
            id={`${id}-content`}
            rows={4}
            maxLength={CONTENT_MAX}
            placeholder="请简要描述项目背景与咨询需求（10-200 字）"
            aria-invalid={errors.content ? true : undefined}
            className={`${textareaClass} resize-none`}
          />
          <div className="mt-1 flex justify-between gap-2 text-meta">
            {errors.content?.message ? (
              <p role="alert" className="text-price">
                {errors.content.message}
              </p>
            ) : (
              <span />
            )}
            <span className="shrink-0 text-ink-faint">
              {[...(content ?? '')].length}/{CONTENT_MAX}
            </span>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-corp`} className={label}>
            单位/企业名称
          </label>
          <CompanyInput
            id={`${id}-corp`}
            field={register('corpName')}
            value={corpName ?? ''}
            error={errors.corpName?.message}
            onPick={(name) => setValue('corpName', name, { shouldValidate: true })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-contact`} className={label}>
            联系人
          </label>
          <input {...register('contactName')} id={`${id}-contact`} maxLength={20} autoComplete="name" placeholder="请输入联系人" aria-invalid={errors.contactName ? true : undefined} className={inputClass} />
          {errors.contactName?.message && (
            <p role="alert" className={errorText}>
              {errors.contactName.message}
            </p>
          )}
        </div>
        {ownPhone ? (
          <div>
            <label htmlFor={`${id}-phone`} className={label}>
              手机号
            </label>
            <input {...register('phone')} id={`${id}-phone`} type="tel" inputMode="numeric" maxLength={11} className={inputClass} />
            <p className="mt-1 text-meta text-success">当前登录手机号，无需短信验证</p>
          </div>
        ) : (
          <PhoneCodeFields control={control} purpose="consult" />
        )}
        <FormAlert>{alert}</FormAlert>
        <button type="submit" disabled={pending} className={submitClass}>
          {pending ? '提交中…' : '提交咨询'}
        </button>
      </form>
    </Dialog>
  );
}
