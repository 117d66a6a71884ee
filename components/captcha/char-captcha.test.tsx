import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenDuringTests, server } from '@/test/kits/api-server';
import { CharCaptcha } from './char-captcha';

listenDuringTests();
afterEach(cleanup);

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('CharCaptcha', () => {
  it('hands on each image’s token, limits the input to 4 characters and changes the image on click', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('http://localhost:3000/api/getImageVerifyCode', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ code: 0, msg: '成功', data: { token: `t${asked.length}`, data: { charImage: PIXEL } } });
      }),
    );
    const onChange = vi.fn();
    const onTokenChange = vi.fn();
    render(<CharCaptcha value="" onChange={onChange} onTokenChange={onTokenChange} />);
    await waitFor(() => expect(onTokenChange).toHaveBeenLastCalledWith('t1'));
    expect(asked).toEqual([{ captchaType: 'char' }]);

    fireEvent.change(screen.getByRole('textbox', { name: '图片验证码' }), { target: { value: 'ab 3kx' } });
    expect(onChange).toHaveBeenLastCalledWith('ab3k');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(onTokenChange).toHaveBeenLastCalledWith('t2'));
  });
});
