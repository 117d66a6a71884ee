import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { UserSearch } from '@/components/admin/user-search';
import { pageOperator } from '@/lib/server/operators/gate';
import { searchUsers } from '@/lib/server/support/users';

export const metadata: Metadata = { title: '用户', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Support's user search (docs/features.md, Operator console: Support); anyone else: 404.
export default async function UsersPage({ searchParams }: Props) {
  if (!(await pageOperator('support'))) notFound();
  const raw = (await searchParams).q;
  const q = typeof raw === 'string' ? raw.trim().slice(0, 50) : '';
  return <UserSearch q={q} lines={q ? await searchUsers(q) : null} />;
}
