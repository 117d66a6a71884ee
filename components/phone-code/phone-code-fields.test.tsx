import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeQueryClient } from '@/lib/api/query-client';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { phoneCodeSchema } from '@/lib/phone-code/schemas';
import { PhoneCodeFields } from './phone-code-fields';

vi.mock('@/components/captcha/slide-captcha-dialog', () => ({ SlideCaptchaDialog: () => null }));

listenDuringTests();
afterEach(cleanup);

/** A host form with one more field than the widget's two, as the real forms have. */
const hostSchema = phoneCodeSchema.extend({ memo: z.string() });
type HostValues = z.infer<typeof hostSchema>;

function HostForm({ onSubmit }: { onSubmit(values: HostValues): void }) {
  const form = useForm<HostValues>({ resolver: zodResolver(hostSchema), defaultValues: { phone: '', smsCode: '', memo: 'x' } });
  return (
    <QueryClientProvider client={makeQueryClient()}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <PhoneCodeFields control={form.control} purpose="consult" />
        <button type="submit">提交</button>
      </form>
    </QueryClientProvider>
  );
}

describe('PhoneCodeFields', () => {
  it('labels both inputs and shows the form’s validation errors under them', async () => {
    const onSubmit = vi.fn();
    render(<HostForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('手机号')).toHaveProperty('maxLength', 11);
    expect(screen.getByLabelText('短信验证码')).toHaveProperty('maxLength', 6);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交' })));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['手机号不正确请重新输入', '短信验证码不能为空']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends for the typed phone and purpose, showing the answer where it belongs', async () => {
    let body: unknown;
    server.use(
      http.post('http://localhost:3000/api/getPhoneVerifyCode', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 1004, msg: '今日发送次数已达上限，请明天再试', data: null }, { status: 429 });
      }),
    );
    render(<HostForm onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('今日发送次数已达上限，请明天再试');
    expect(screen.getByLabelText('短信验证码').getAttribute('aria-describedby')).toBe(alert.id);
    expect(body).toEqual({ telephone: '13800138000', purpose: 'consult' });
  });

  it('shows a bad phone at the phone input until the number changes', () => {
    render(<HostForm onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '2380013800' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('alert').textContent).toBe('手机号不正确请重新输入');
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '23800138000' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
