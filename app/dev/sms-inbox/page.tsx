import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { SmsInboxView } from '@/components/phone-code/sms-inbox-view';
import { env } from '@/lib/env';
import { latestAnswers } from '@/lib/server/captcha/dev-answers';
import { inboxAnswers } from '@/lib/server/sms/dev-inbox';
import { latestOutbox } from '@/lib/server/sms/outbox';

export const metadata: Metadata = { title: '短信收件箱（开发）', robots: { index: false, follow: false } };

// What the dev SMS provider "sent", so codes can be read without a phone. It shows every code: absent
// from production builds unless SMS_DEV_INBOX=true, and to other machines the ordinary 404
// (lib/server/sms/dev-inbox.ts).
export default async function SmsInboxPage() {
  if (!inboxAnswers(env, await headers())) notFound();
  const [messages, charAnswers, slideAnswers] = await Promise.all([latestOutbox(50), latestAnswers('char', 20), latestAnswers('slide', 20)]);
  return <SmsInboxView messages={messages} charAnswers={charAnswers} slideAnswers={slideAnswers} />;
}
