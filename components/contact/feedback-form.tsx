'use client';

// The suggestion and complaint form (001 §1-§2): the page /feedback.html that the side bar shows in a
// frame. A suggestion or a complaint, what happened, and a way to reach the sender if they want.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field, inputClass, invalidProps, textareaClass } from '@/components/ui/form/field';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { submitFeedbackCall } from '@/lib/contact/contracts';
import { FEEDBACK_KINDS, FEEDBACK_MAX, feedbackSchema, type FeedbackInput } from '@/lib/contact/schemas';

export function FeedbackForm({ from }: { from: string | null }) {
  const id = useId();
  const form = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackSchema),
    mode: 'onTouched',
    defaultValues: { kind: 1, content: '', contact: '', from: from ?? undefined },
  });
  const { register, control, formState } = form;
  const content = useWatch({ control, name: 'content' }) ?? '';
  const [alert, setAlert] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const errors = formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const answer = await request(submitFeedbackCall, values, { noJump: true });
      if (answer.code === 0) setDone(true);
      else setAlert(answer.msg);
    } catch (err) {
      setAlert(err instanceof ApiRequestError && err.envelope ? err.envelope.msg : '提交失败，请稍后再试');
    }
  });

  if (done)
    return (
      <div role="status" data-testid="feedback-done" className="py-10 text-center">
        <p className="text-[18px] font-semibold text-success">提交成功</p>
        <p className="mt-2 text-ink-muted">感谢您的反馈，我们会在 1 个工作日内处理并与您联系。</p>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="feedback-form">
      <fieldset className="grid gap-1 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-x-3">
        <legend className="sr-only">反馈类型</legend>
        <span aria-hidden="true" className="pt-1.5 text-ink-muted sm:text-right">
          <span className="mr-0.5 text-price">*</span>反馈类型
        </span>
        <div className="flex gap-5 pt-1.5">
          {FEEDBACK_KINDS.map((k) => (
            <label key={k.value} className="inline-flex items-center gap-1.5">
              <input type="radio" value={k.value} {...register('kind')} defaultChecked={k.value === 1} className="accent-primary" />
              {k.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="反馈内容" htmlFor={`${id}-content`} required error={errors.content?.message} help={`${content.length}/${FEEDBACK_MAX}`}>
        <textarea
          id={`${id}-content`}
          rows={6}
          maxLength={FEEDBACK_MAX}
          placeholder="请描述您的建议或遇到的问题（至少10个字）"
          className={textareaClass}
          {...register('content')}
          {...invalidProps(`${id}-content`, errors.content?.message)}
        />
      </Field>
      <Field label="联系方式" htmlFor={`${id}-contact`} error={errors.contact?.message} help="选填：手机号或邮箱，便于我们回复您">
        <input id={`${id}-contact`} maxLength={50} className={inputClass} {...register('contact')} {...invalidProps(`${id}-contact`, errors.contact?.message)} />
      </Field>
      {alert && (
        <p role="alert" className="text-price sm:pl-[10.25rem]">
          {alert}
        </p>
      )}
      <div className="sm:pl-[10.25rem]">
        <button type="submit" disabled={formState.isSubmitting} className="h-9 rounded bg-primary-active px-8 text-white hover:bg-primary disabled:opacity-60">
          {formState.isSubmitting ? '提交中…' : '提交'}
        </button>
      </div>
    </form>
  );
}
