'use client';

import Image from 'next/image';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowRightIcon, CheckIcon, CloseIcon, RefreshIcon } from '@/components/ui/icons';
import { verifyChallenge } from '@/lib/captcha/api';
import { PIECE_SIZE, SLIDE_HEIGHT, SLIDE_MAX_X, SLIDE_WIDTH } from '@/lib/captcha/rules';
import type { CaptchaPass } from '@/lib/captcha/types';
import { useChallenge } from './use-challenge';
import { useSlideTrack } from './use-slide-track';

export interface SlideCaptchaProps {
  /** Called once the server said code 0 and data true; validateCode is the x the piece ended at. */
  onPass(result: CaptchaPass): void;
  /** Shows a close button. */
  onClose?(): void;
}

/** Pixels an arrow key press (or each repeat of a held key) moves the piece. */
const KEY_STEP = 2;
const TRACK_HEIGHT = 40;

const TOOL = 'inline-flex items-center gap-1 rounded px-1.5 py-1 text-meta text-ink-muted hover:bg-page hover:text-primary-active disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The slide puzzle (000 §4-§5): drag the handle (mouse or touch) or move it with the arrow keys until
 * the piece fills its hole, then release (or press Enter). Every attempt uses up the puzzle: a failed
 * one shows why and loads the next.
 */
export function SlideCaptcha({ onPass, onClose }: SlideCaptchaProps) {
  const { challenge, error, loading, reload } = useChallenge('slide');
  const track = useSlideTrack();
  const drag = useRef<{ clientX: number; clientY: number; x: number } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [passed, setPassed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const hintId = useId();
  const busy = !challenge || verifying || passed;

  function refresh(note: string | null = null) {
    drag.current = null;
    track.reset();
    setMessage(note);
    reload();
  }

  async function submit() {
    if (busy) return;
    // Releasing without moving is no attempt: it would only use up the puzzle.
    if (track.position() === 0) return track.reset();
    const answer = track.answer();
    setVerifying(true);
    const outcome = await verifyChallenge({ type: 'slide', token: challenge.token, data: answer });
    setVerifying(false);
    if (!outcome.passed) return refresh(outcome.msg);
    setPassed(true);
    onPass({ token: challenge.token, validateCode: String(answer.x) });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (busy) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { clientX: event.clientX, clientY: event.clientY, x: track.position() };
    setMessage(null);
    track.start();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const from = drag.current;
    if (from) track.moveTo(from.x + event.clientX - from.clientX, event.clientY - from.clientY);
  }

  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (busy) return;
      setMessage(null);
      track.moveTo(track.position() + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <div style={{ width: SLIDE_WIDTH }} className="select-none">
      <div
        style={{ width: SLIDE_WIDTH, height: SLIDE_HEIGHT }}
        className="relative overflow-hidden rounded bg-page"
        aria-busy={loading || verifying}
      >
        {challenge ? (
          <>
            <Image src={challenge.data.shadeImage} alt="安全验证拼图" width={SLIDE_WIDTH} height={SLIDE_HEIGHT} unoptimized draggable={false} />
            <Image
              src={challenge.data.cutoutImage}
              alt=""
              width={PIECE_SIZE}
              height={PIECE_SIZE}
              unoptimized
              draggable={false}
              style={{ left: track.x, top: challenge.data.y }}
              className="pointer-events-none absolute drop-shadow-[0_0_3px_rgba(0,0,0,0.45)]"
            />
          </>
        ) : (
          <p className="flex h-full items-center justify-center text-ink-faint">{error ?? '加载中…'}</p>
        )}
      </div>

      <div
        style={{ height: TRACK_HEIGHT }}
        className="relative mt-3 rounded border border-line bg-page"
      >
        <div
          style={{ width: track.x + PIECE_SIZE }}
          className={`absolute inset-y-0 left-0 rounded-l ${passed ? 'bg-success-soft' : 'bg-primary-soft'}`}
        />
        <p aria-hidden="true" className="absolute inset-0 flex items-center justify-center pl-10 text-ink-faint">
          {passed ? '验证通过' : track.x === 0 ? '向右拖动滑块完成拼图' : ''}
        </p>
        <div
          role="slider"
          tabIndex={0}
          data-autofocus
          aria-label="拼图滑块"
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={SLIDE_MAX_X}
          aria-valuenow={track.x}
          aria-disabled={busy}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{ left: track.x, width: PIECE_SIZE }}
          className={`absolute -inset-y-px flex touch-none items-center justify-center rounded border bg-white shadow-card ${
            passed ? 'border-success text-success' : 'cursor-grab border-line-strong text-primary-active hover:border-primary active:cursor-grabbing'
          } aria-disabled:cursor-not-allowed`}
        >
          {passed ? <CheckIcon className="size-5" /> : <ArrowRightIcon className="size-5" />}
        </div>
        <span id={hintId} className="sr-only">
          拖动滑块，或用左右方向键移动、回车键确认，使拼图与缺口对齐
        </span>
      </div>

      <div className="mt-2 flex min-h-7 items-center justify-between gap-2">
        <p role="alert" className="text-meta text-price">
          {/* The track already shows the pass; this line tells screen readers. */}
          {passed ? <span className="sr-only">验证通过</span> : message}
        </p>
        <div className="flex shrink-0 items-center">
          <button type="button" onClick={() => refresh()} disabled={verifying || passed} className={TOOL}>
            <RefreshIcon className="size-3.5" />
            刷新
          </button>
          {onClose && (
            <button type="button" onClick={onClose} className={TOOL}>
              <CloseIcon className="size-3.5" />
              关闭
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
