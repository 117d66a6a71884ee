import 'server-only';
import { env } from '@/lib/env';
import { confirmAddress, peekConfirmation, type ConfirmState } from './address';
import { answerPage } from './answer-page';
import { verifyUnsubscribe } from './links';
import { unsubscribeMail, unsubscribeTitles } from './modes';

// /mailConfirm?t= and /mailUnsubscribe?s=&u=&sig=: GET shows what the button will do, POST does it.

const CONFIRM_REFUSED: Record<Exclude<ConfirmState, 'ready'>, { title: string; message: string; status: number }> = {
  used: { title: '链接已使用', message: '该验证链接已经使用过，邮箱已完成验证或已失效。如需更换邮箱，请到“账号与安全”重新发送验证邮件。', status: 410 },
  expired: { title: '链接已过期', message: '验证链接已超过 24 小时有效期，请到“账号与安全”重新发送验证邮件。', status: 410 },
  invalid: { title: '链接无效', message: '验证链接不正确或已被新的验证邮件取代，请到“账号与安全”重新发送验证邮件。', status: 404 },
};

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('t') ?? '';

export async function confirmGet(req: Request): Promise<Response> {
  const { state, email } = await peekConfirmation(tokenOf(req));
  if (state !== 'ready') return answerPage({ ...CONFIRM_REFUSED[state], tone: 'error' }, CONFIRM_REFUSED[state].status);
  return answerPage({ title: '验证邮箱', message: `确认将 ${email} 用于接收云采汇的商机邮件？`, tone: 'ask', button: { action: `/mailConfirm?t=${encodeURIComponent(tokenOf(req))}`, label: '确认验证' } });
}

export async function confirmPost(req: Request): Promise<Response> {
  const { state, email } = await confirmAddress(tokenOf(req));
  if (state !== 'ready') return answerPage({ ...CONFIRM_REFUSED[state], tone: 'error' }, CONFIRM_REFUSED[state].status);
  return answerPage({ title: '邮箱验证成功', message: `${email} 已验证，可在“我的订阅管理”中为每个订阅选择邮件方式。` });
}

const FORGED = { title: '退订链接无效', message: '该退订链接不完整或已被修改，无法退订。请使用邮件中的原始链接，或登录后在“我的订阅管理”中修改邮件方式。', tone: 'error' as const };

export async function unsubscribeGet(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const target = verifyUnsubscribe(env.SESSION_SECRET, url.searchParams);
  if (!target) return answerPage(FORGED, 400);
  const titles = await unsubscribeTitles(target);
  if (!titles.length) return answerPage({ title: '订阅不存在', message: '该订阅已取消，不会再收到它的邮件。' }, 404);
  return answerPage({
    title: '退订商机邮件',
    message: `退订后将不再收到“${titles.join('、')}”订阅的邮件，站内信推送不受影响。`,
    tone: 'ask',
    button: { action: `/mailUnsubscribe?${url.searchParams.toString()}`, label: '确认退订' },
  });
}

export async function unsubscribePost(req: Request): Promise<Response> {
  const target = verifyUnsubscribe(env.SESSION_SECRET, new URL(req.url).searchParams);
  if (!target) return answerPage(FORGED, 400);
  const titles = await unsubscribeTitles(target);
  await unsubscribeMail(target);
  return answerPage({ title: '已退订', message: `“${titles.join('、') || '该订阅'}”将不再发送邮件。可随时在“我的订阅管理”中重新开启。` });
}
