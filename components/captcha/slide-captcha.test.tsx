import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenDuringTests, server } from '@/test/kits/api-server';
import type { SlideAnswer } from '@/lib/captcha/track';
import { SlideCaptcha } from './slide-captcha';
import { SlideCaptchaDialog } from './slide-captcha-dialog';

listenDuringTests();
afterEach(cleanup);

const origin = 'http://localhost:3000';
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Serves puzzles t1, t2, ... and answers each verify with `answers` in turn; records what was sent. */
function captchaServer(...answers: (() => Response)[]) {
  const verified: { token: string; type: string; data: SlideAnswer }[] = [];
  let issued = 0;
  server.use(
    http.post(`${origin}/api/getImageVerifyCode`, () =>
      HttpResponse.json({ code: 0, msg: '成功', data: { token: `t${++issued}`, data: { cutoutImage: PIXEL, shadeImage: PIXEL, y: 40 } } }),
    ),
    http.post(`${origin}/api/verifyImageCode`, async ({ request }) => {
      verified.push((await request.json()) as (typeof verified)[number]);
      return answers[verified.length - 1]!();
    }),
  );
  return { verified, issued: () => issued };
}

const ok = (data: boolean) => () => HttpResponse.json({ code: 0, msg: '成功', data });

async function handle() {
  const slider = screen.getByRole('slider', { name: '拼图滑块' });
  await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
  return slider;
}

async function press(target: HTMLElement, key: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      fireEvent.keyDown(target, { key });
    });
  }
}

describe('SlideCaptcha by keyboard', () => {
  it('moves 2 px a press, records every step, verifies on Enter and reports the pass', async () => {
    const { verified } = captchaServer(ok(true));
    const onPass = vi.fn();
    render(<SlideCaptcha onPass={onPass} />);
    const slider = await handle();
    await press(slider, 'ArrowRight', 12);
    await press(slider, 'ArrowLeft');
    expect(slider.getAttribute('aria-valuenow')).toBe('22');
    await press(slider, 'Enter');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith({ token: 't1', validateCode: '22' }));
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({ type: 'slide', token: 't1', data: { x: 22 } });
    expect(verified[0]!.data.track.map((p) => p.x)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 22]);
    expect(screen.getByRole('alert').textContent).toBe('验证通过');
  });

  it('shows 验证失败，请重试 and loads a new puzzle when the answer is data false', async () => {
    const { verified, issued } = captchaServer(ok(false), ok(true));
    const onPass = vi.fn();
    render(<SlideCaptcha onPass={onPass} />);
    let slider = await handle();
    await press(slider, 'ArrowRight', 10);
    await press(slider, 'Enter');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('验证失败，请重试'));
    await waitFor(() => expect(issued()).toBe(2));
    slider = await handle();
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(onPass).not.toHaveBeenCalled();
    await press(slider, 'ArrowRight', 10);
    await press(slider, 'Enter');
    await waitFor(() => expect(onPass).toHaveBeenCalledWith({ token: 't2', validateCode: '20' }));
    expect(verified.map((v) => v.token)).toEqual(['t1', 't2']);
  });

  it('shows the server message of a lock-out', async () => {
    captchaServer(() => HttpResponse.json({ code: 42900, msg: '操作过于频繁，请稍后再试', data: null }, { status: 429 }));
    render(<SlideCaptcha onPass={vi.fn()} />);
    const slider = await handle();
    await press(slider, 'ArrowRight', 10);
    await press(slider, 'Enter');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('操作过于频繁，请稍后再试'));
  });

  it('sends nothing for Enter before the piece moved', async () => {
    const { verified } = captchaServer();
    render(<SlideCaptcha onPass={vi.fn()} />);
    await press(await handle(), 'Enter');
    expect(verified).toHaveLength(0);
  });

  it('loads a new puzzle with 刷新', async () => {
    const { issued } = captchaServer();
    render(<SlideCaptcha onPass={vi.fn()} />);
    await handle();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    });
    await waitFor(() => expect(issued()).toBe(2));
  });
});

describe('SlideCaptchaDialog', () => {
  it('shows the puzzle under its title and closes on Esc', async () => {
    captchaServer();
    const onClose = vi.fn();
    render(<SlideCaptchaDialog open onClose={onClose} onPass={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: '请完成安全验证' })).toBeTruthy();
    const slider = await handle();
    await waitFor(() => expect(document.activeElement).toBe(slider));
    await act(async () => {
      fireEvent.keyDown(slider, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalled();
  });
});
