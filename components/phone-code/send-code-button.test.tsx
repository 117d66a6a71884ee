import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/lib/api/query-client';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { SendCodeButton } from './send-code-button';

// The captcha is another feature's component: a stand-in that passes at a click.
vi.mock('@/components/captcha/slide-captcha-dialog', () => ({
  SlideCaptchaDialog: ({ open, onPass }: { open: boolean; onPass(r: { token: string; validateCode: string }): void }) =>
    open ? (
      <div role="dialog" aria-label="安全验证">
        <button type="button" onClick={() => onPass({ token: 'tok-1', validateCode: '120' })}>
          完成滑动
        </button>
      </div>
    ) : null,
}));

listenDuringTests();

const url = 'http://localhost:3000/api/getPhoneVerifyCode';
let bodies: unknown[];

/** The server answers each send with the next of `answers` (HTTP status, envelope code, msg). */
function answer(...answers: [number, number, string][]) {
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json());
      const [status, code, msg] = answers[Math.min(bodies.length, answers.length) - 1]!;
      return HttpResponse.json({ code, msg, data: null }, { status });
    }),
  );
}

function renderButton(props: Partial<Parameters<typeof SendCodeButton>[0]> = {}) {
  const onResult = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={makeQueryClient()}>{children}</QueryClientProvider>;
  render(<SendCodeButton phone="13800138000" purpose="register" onResult={onResult} {...props} />, { wrapper });
  return { onResult, button: () => screen.getByRole('button', { name: /获取验证码|秒后重试/ }) };
}

beforeEach(() => {
  bodies = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SendCodeButton', () => {
  it('refuses a malformed phone without a request', () => {
    const { onResult, button } = renderButton({ phone: '1380013800' });
    fireEvent.click(button());
    expect(onResult).toHaveBeenCalledWith({ ok: false, field: 'phone', msg: '手机号不正确请重新输入' });
    expect(bodies).toEqual([]);
  });

  it('on code 0 counts down 60 seconds, blocking sends, then returns to idle', async () => {
    // Only the countdown's clock is faked: the request layer keeps its real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    answer([200, 0, '验证码已发送']);
    const { onResult, button } = renderButton();
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('60秒后重试'));
    expect(onResult).toHaveBeenCalledWith({ ok: true, msg: '验证码已发送' });
    expect(bodies).toEqual([{ telephone: '13800138000', purpose: 'register' }]);
    expect(button()).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('59秒后重试');
    fireEvent.click(button());
    act(() => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe('1秒后重试');
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('获取验证码');
    expect(button()).toHaveProperty('disabled', false);
    expect(bodies).toHaveLength(1);
  });

  it('sends once while a request is in flight', async () => {
    answer([200, 0, '验证码已发送']);
    const { button } = renderButton();
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('60秒后重试'));
    expect(bodies).toHaveLength(1);
  });

  it.each([1002, 1005])('on %i shows the slide captcha and sends again once it is passed', async (code) => {
    answer([403, code, '请先完成安全验证'], [200, 0, '验证码已发送']);
    const { onResult, button } = renderButton();
    fireEvent.click(button());
    fireEvent.click(await screen.findByRole('button', { name: '完成滑动' }));
    await waitFor(() => expect(button().textContent).toBe('60秒后重试'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([
      { telephone: '13800138000', purpose: 'register' },
      { telephone: '13800138000', purpose: 'register', token: 'tok-1', validateCode: '120', type: 'slide' },
    ]);
    expect(onResult.mock.calls.map(([r]) => r)).toEqual([
      { ok: false, field: 'captcha', msg: '请先完成安全验证' },
      { ok: true, msg: '验证码已发送' },
    ]);
  });

  it('reports a refusal with the server message at the code field, and stays idle', async () => {
    answer([429, 1003, '发送过于频繁，请 42 秒后重试']);
    const { onResult, button } = renderButton();
    fireEvent.click(button());
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ ok: false, field: 'code', msg: '发送过于频繁，请 42 秒后重试' }));
    expect(button().textContent).toBe('获取验证码');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('reports 发送失败 when the request fails', async () => {
    server.use(http.post(url, () => HttpResponse.error()));
    const { onResult, button } = renderButton();
    fireEvent.click(button());
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ ok: false, msg: '发送失败' }));
  });

  it('shows the result itself when no onResult is given', async () => {
    answer([200, 0, '验证码已发送']);
    const { button } = renderButton({ onResult: undefined });
    fireEvent.click(button());
    expect((await screen.findByRole('status')).textContent).toBe('验证码已发送');
  });
});
