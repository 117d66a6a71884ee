import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { MailInboxView } from '@/components/mail/mail-inbox-view';
import { env } from '@/lib/env';
import { getCapture, listCaptures } from '@/lib/server/mail/capture';
import { inboxAnswers } from '@/lib/server/sms/dev-inbox';

export const metadata: Metadata = { title: '邮件收件箱（开发）', robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

// What the development SMTP capture received (docs/decisions/0017): confirmation links open accounts'
// addresses, so it answers exactly where /dev/sms-inbox does (lib/server/sms/dev-inbox.ts), else the 404.
export default async function MailInboxPage({ searchParams }: { searchParams: Search }) {
  if (!inboxAnswers(env, await headers())) notFound();
  const { id } = await searchParams;
  const list = await listCaptures(50);
  const wanted = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : list[0]?.id;
  const open = wanted === undefined ? null : await getCapture(wanted);
  return <MailInboxView list={list} open={open} />;
}
