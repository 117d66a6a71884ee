import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountTypeStep } from '@/components/accounts/account-type-step';
import { AuthShell } from '@/components/accounts/auth-shell';
import { RegisterForm } from '@/components/accounts/register-form';
import { RegisterSteps } from '@/components/accounts/register-steps';
import { QueryProvider } from '@/components/query/query-provider';
import { afterSignIn } from '@/lib/accounts/callback';
import { showIdentitySelector } from '@/lib/accounts/identity-links';
import { pageCallback } from '@/lib/server/http/redirect';
import { getSessionView } from '@/lib/server/session/session';

export const metadata: Metadata = { title: '免费注册', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Registration: a visitor fills in step 1; a logged-in user is at step 2 (choose the account type),
// which is offered only while the identity selector would be (000 §6, 002 §2), else they go on.
export default async function RegisterPage({ searchParams }: Props) {
  const callback = afterSignIn(await pageCallback((await searchParams).callback));
  const { user } = await getSessionView();
  if (user && !showIdentitySelector(user.menu)) redirect(callback);
  return user ? (
    <AuthShell title="选择账号类型" lead={<RegisterSteps current={2} />}>
      <AccountTypeStep callback={callback} />
    </AuthShell>
  ) : (
    <AuthShell
      title="免费注册"
      lead={<RegisterSteps current={1} />}
      footer={
        <>
          已有账号？
          <a href={`/login?${new URLSearchParams({ callback })}`} className="font-medium text-primary-active hover:underline">
            立即登录
          </a>
        </>
      }
    >
      <QueryProvider>
        <RegisterForm callback={callback} />
      </QueryProvider>
    </AuthShell>
  );
}
