'use client';

import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useChallenge } from '@/components/captcha/use-challenge';
import { inputClass } from '@/components/ui/form/field';
import { PIC_CODE_LENGTH } from '@/lib/publish/schemas';

interface PicCodeInputProps {
  id: string;
  field: UseFormRegisterReturn;
  error?: string;
  /** Changing it loads a new image (after a wrong answer or a refused send). */
  refreshKey: number;
  /** The token of the image shown, for the check and the send. */
  onToken(token: string | null): void;
}

/** The character image code of the quick-publish dialog (001 §5): the input, the image, click for another. */
export function PicCodeInput({ id, field, error, refreshKey, onToken }: PicCodeInputProps) {
  const { challenge, error: loadError, loading, reload } = useChallenge('char', refreshKey);
  useEffect(() => onToken(challenge?.token ?? null), [challenge, onToken]);
  const message = error ?? loadError;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-ink-muted">
        图形校验码
      </label>
      <div className="flex gap-2">
        <input
          {...field}
          id={id}
          maxLength={PIC_CODE_LENGTH}
          autoComplete="off"
          placeholder="请输入右侧字符"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
          className={inputClass}
        />
        <button
          type="button"
          onClick={reload}
          aria-label="看不清，换一张"
          title="看不清，换一张"
          className="h-9 w-28 shrink-0 overflow-hidden rounded-card border border-line bg-page"
        >
          {challenge ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL made per request
            <img src={challenge.data.charImage} alt="图形校验码" width={112} height={36} className="h-full w-full object-cover" />
          ) : (
            <span className="text-meta text-ink-faint">{loading ? '加载中…' : '点击刷新'}</span>
          )}
        </button>
      </div>
      {message && (
        <p id={`${id}-msg`} role="alert" className="mt-1 text-meta text-price">
          {message}
        </p>
      )}
    </div>
  );
}
