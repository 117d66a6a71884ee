'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/accounts/form-alert';
import { submitClass } from '@/components/accounts/styles';
import { PhoneCodeFields } from '@/components/phone-code/phone-code-fields';
import { QueryProvider } from '@/components/query/query-provider';
import { Dialog } from '@/components/ui/dialog';
import { CheckIcon } from '@/components/ui/icons';
import { Tag } from '@/components/ui/tag';
import { textareaClass } from '@/components/ui/form/field';
import { fetchExpert, submitExpertConsult } from '@/lib/experts/api';
import { DESCRIPTION_MAX, EXPERT_MSG, SENIOR_HONOR, expertFormSchema, expertLabels, type ExpertForm, type ExpertInfo } from '@/lib/experts/schemas';
import { WIDGET_PHONE_PATTERN } from '@/lib/phone-code/schemas';
import { track } from '@/lib/analytics/track';

interface ExpertConsultDialogProps {
  open: boolean;
  onClose(): void;
  /** The expert to ask; none: the expert on duty. */
  jfId?: number;
  loggedIn: boolean;
}

/** 001 §2-§8 expert dialog; the code widget's React Query provider comes with this lazy chunk. */
export function ExpertConsultDialog(props: ExpertConsultDialogProps) {
  return (
    <QueryProvider>
      <Body {...props} />
    </QueryProvider>
  );
}

function ExpertCard({ expert }: { expert: ExpertInfo }) {
  return (
    <div className="mt-3 flex gap-3 rounded-card bg-page p-3" data-testid="expert-card">
      {expert.bigLogoUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a small static avatar
        <img src={expert.bigLogoUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full" />
      )}
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{expert.expertName}</span>
          {expert.honor === SENIOR_HONOR ? <Tag tone="success">资深专家</Tag> : <span className="text-meta text-ink-faint">{expert.honor}</span>}
        </p>
        <p className="mt-1 flex flex-wrap gap-1">
          {expertLabels(expert.expertLabel).map((label) => (
            <Tag key={label}>{label}</Tag>
          ))}
        </p>
        <p className="mt-1.5 text-meta leading-relaxed text-ink-muted">{expert.description}</p>
      </div>
    </div>
  );
}

function Body({ open, onClose, jfId, loggedIn }: ExpertConsultDialogProps) {
  const id = useId();
  const router = useRouter();
  const [expert, setExpert] = useState<ExpertInfo | null | undefined>(undefined);
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<ExpertForm>({ resolver: zodResolver(expertFormSchema), mode: 'onTouched', defaultValues: { description: '', phone: '', smsCode: '' } });
  const description = useWatch({ control: form.control, name: 'description' });

  useEffect(() => {
    let current = true;
    fetchExpert(jfId).then((e) => current && setExpert(e));
    return () => {
      current = false;
    };
  }, [jfId]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!expert?.immediateConsult || pending) return;
    setAlert(undefined);
    if (!loggedIn) {
      if (!values.phone || !values.smsCode) return setAlert(EXPERT_MSG.phoneAndCode);
      if (!WIDGET_PHONE_PATTERN.test(values.phone)) return setAlert(EXPERT_MSG.phone);
    }
    setPending(true);
    try {
      const answer = await submitExpertConsult({ jfId: expert.jfId, description: values.description, ...(loggedIn ? {} : { phone: values.phone, smsCode: values.smsCode }) });
      if (answer.code === 0) {
        setDone(true);
        track('consult', 'expert');
        if (answer.data?.loggedIn) router.refresh();
      } else setAlert(answer.msg || EXPERT_MSG.failed);
    } catch {
      setAlert(EXPERT_MSG.failed);
    } finally {
      setPending(false);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} title={done ? '咨询已提交' : '专家咨询'}>
      {done ? (
        <div className="text-center">
          <span className="mx-auto mt-3 flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
            <CheckIcon className="size-7" />
          </span>
          <p className="mt-3 text-ink-muted">专家将尽快回复，回复会发送到您的站内信，也可在用户中心查看。</p>
          <button type="button" onClick={onClose} className="mt-5 h-10 rounded-card bg-primary-active px-8 text-white hover:bg-primary">
            知道了
          </button>
        </div>
      ) : (
        <>
          {expert === undefined && <p className="mt-3 text-meta text-ink-faint">专家信息加载中…</p>}
          {expert === null && <p className="mt-3 text-meta text-price">专家信息加载失败，请稍后再试</p>}
          {expert && <ExpertCard expert={expert} />}
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3" aria-label="专家咨询">
            <div>
              <label htmlFor={`${id}-desc`} className="mb-1 block text-ink-muted">
                咨询内容
              </label>
              <textarea
                {...form.register('description')}
                id={`${id}-desc`}
                rows={4}
                maxLength={DESCRIPTION_MAX}
                placeholder="请描述您想咨询的问题（10-200 字）"
                aria-invalid={form.formState.errors.description ? true : undefined}
                className={`${textareaClass} resize-none`}
              />
              <div className="mt-1 flex justify-between gap-2 text-meta">
                {form.formState.errors.description?.message ? (
                  <p role="alert" className="text-price">
                    {form.formState.errors.description.message}
                  </p>
                ) : (
                  <span />
                )}
                <span className="shrink-0 text-ink-faint">
                  {[...(description ?? '')].length}/{DESCRIPTION_MAX}
                </span>
              </div>
            </div>
            {!loggedIn && <PhoneCodeFields control={form.control} purpose="consult" />}
            {expert && !expert.immediateConsult && <p className="text-meta text-ink-faint">{EXPERT_MSG.notImmediate}</p>}
            <FormAlert>{alert}</FormAlert>
            <button type="submit" disabled={pending || !expert?.immediateConsult} className={`${submitClass} disabled:cursor-not-allowed`}>
              {pending ? '提交中…' : '立即咨询'}
            </button>
          </form>
        </>
      )}
    </Dialog>
  );
}
