import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MineActivityView } from '@/components/activities/mine-activity-view';
import { MINE_ACTIVITY_PATH } from '@/lib/activities/links';
import { listQueryOf } from '@/lib/activities/schemas';
import { mySignUps } from '@/lib/server/activities/activities';
import { pageSession } from '@/lib/server/session/auth';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: '我的活动', robots: { index: false, follow: false } };

// mineActivity (001 §2): the user's own sign-ups; a visitor logs in and comes back here.
export default async function MineActivityPage({ searchParams }: Props) {
  const page = listQueryOf(await searchParams).pageNum;
  const session = await pageSession();
  if (!session) redirect(`/login?${new URLSearchParams({ callback: MINE_ACTIVITY_PATH })}`);
  const { list, total } = await mySignUps(session.userId, page);
  return <MineActivityView list={list} total={total} page={page} />;
}
