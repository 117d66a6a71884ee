'use client';

import Image from 'next/image';
import { useEffect } from 'react';
import { CHAR_HEIGHT, CHAR_LENGTH, CHAR_WIDTH } from '@/lib/captcha/rules';
import type { CharImages } from '@/lib/captcha/types';
import { useChallenge } from './use-challenge';

export interface CharCaptchaProps {
  value: string;
  onChange(value: string): void;
  /** The token of the image shown now, to send with the typed characters. */
  onTokenChange(token: string): void;
  /** A new value loads a new image (e.g. after the server refused the code, 001 §8 '1002'). */
  refreshKey?: string | number;
  /** For a <label htmlFor>; without it the input is labelled 图片验证码. */
  id?: string;
}

/** The image code field (001 §5): 4 characters typed next to their image; clicking the image changes it. */
export function CharCaptcha({ value, onChange, onTokenChange, refreshKey, id }: CharCaptchaProps) {
  const { challenge, error, reload } = useChallenge<CharImages>('char', refreshKey);

  useEffect(() => {
    if (challenge) onTokenChange(challenge.token);
  }, [challenge, onTokenChange]);

  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        aria-label={id ? undefined : '图片验证码'}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\s/g, '').slice(0, CHAR_LENGTH))}
        maxLength={CHAR_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="图片验证码"
        className="h-9 w-32 min-w-0 rounded-card border border-line px-3 uppercase tracking-widest placeholder:normal-case placeholder:tracking-normal placeholder:text-ink-faint hover:border-primary-hover focus:border-primary"
      />
      <button
        type="button"
        onClick={() => {
          onChange('');
          reload();
        }}
        title="看不清？换一张"
        aria-label="看不清？换一张"
        style={{ width: CHAR_WIDTH, height: CHAR_HEIGHT }}
        className="shrink-0 overflow-hidden rounded border border-line bg-page text-meta text-ink-faint"
      >
        {challenge ? (
          <Image src={challenge.data.charImage} alt="" width={CHAR_WIDTH} height={CHAR_HEIGHT} unoptimized draggable={false} />
        ) : (
          (error ?? '加载中…')
        )}
      </button>
    </div>
  );
}
