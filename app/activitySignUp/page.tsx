import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SignUpView } from '@/components/activities/sign-up-view';
import { signUpHref } from '@/lib/activities/links';
import { activityIdOf } from '@/lib/activities/schemas';
import { getUser } from '@/lib/server/accounts/users';
import { activityDetail } from '@/lib/server/activities/activities';
import { pageSession } from '@/lib/server/session/auth';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: '活动报名', robots: { index: false, follow: true } };

// activitySignUp (001 §2, 002 §3): needs a login; a visitor logs in and comes back here.
export default async function ActivitySignUpPage({ searchParams }: Props) {
  const id = activityIdOf((await searchParams).id);
  if (!id) notFound();
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: signUpHref(id) })}`);
  const [activity, user] = await Promise.all([activityDetail(id, session.userId), getUser(session.userId)]);
  if (!activity) notFound();
  return <SignUpView activity={activity} accountPhone={user?.mobile ?? ''} />;
}
