import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthShell } from '@/components/accounts/auth-shell';
import { LoginForm } from '@/components/accounts/login-form';
import { QueryProvider } from '@/components/query/query-provider';
import { afterSignIn } from '@/lib/accounts/callback';
import { pageCallback } from '@/lib/server/http/redirect';
import { getSessionView } from '@/lib/server/session/session';

export const metadata: Metadata = { title: '登录', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Phone + SMS code login. A logged-in visitor goes straight on to the callback.
export default async function LoginPage({ searchParams }: Props) {
  const callback = afterSignIn(await pageCallback((await searchParams).callback));
  if ((await getSessionView()).user) redirect(callback);
  return (
    <AuthShell
      title="手机验证码登录"
      footer={
        <>
          还没有账号？
          <a href={`/register?${new URLSearchParams({ callback })}`} className="font-medium text-primary-active hover:underline">
            免费注册
          </a>
        </>
      }
    >
      <QueryProvider>
        <LoginForm callback={callback} />
      </QueryProvider>
    </AuthShell>
  );
}
