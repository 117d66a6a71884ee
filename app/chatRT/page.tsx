import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { BarePage } from '@/components/contact/bare-page';
import { ChatApp, type ChatAddress } from '@/components/chat/chat-app';
import { listConversations } from '@/lib/server/chat/conversations';
import { historyPage } from '@/lib/server/chat/messages';
import { getUser } from '@/lib/server/accounts/users';
import { pageSession } from '@/lib/server/session/auth';

export const metadata: Metadata = { title: '在线沟通', robots: { index: false, follow: false } };

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** What the address asks to open: the platform's customer service (type=2) or a merchant's signed link. */
function addressOf(p: Params): ChatAddress | null {
  if (one(p.type) === '2') return { type: '2' };
  const [owner, userid, ts, sign] = [one(p.owner), one(p.userid), one(p.ts), one(p.sign)];
  return owner && userid && ts && sign ? { owner, userid, ts, sign } : null;
}

// The chat (001 §7 Contact): a window of its own, opened from the side bar, the header ('I want to buy':
// ?type=2) or directly. Needs a login: a visitor comes back here after it.
export default async function ChatPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const session = await pageSession();
  if (!session) {
    const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
    redirect(`/login?${new URLSearchParams({ callback: `/chatRT.html${query.size ? `?${query}` : ''}` })}`);
  }
  const c = Number(one(params.c));
  const openId = Number.isInteger(c) && c > 0 && c < 2 ** 31 ? c : null;
  const [user, conversations, page] = await Promise.all([
    getUser(session.userId),
    listConversations(session.userId),
    // Another user's conversation is as missing as none: the page then opens on the list.
    openId ? historyPage(session.userId, openId).catch(() => null) : null,
  ]);
  return (
    <BarePage>
      <header className="flex h-[52px] items-center justify-between bg-white px-4 shadow-card md:px-6">
        <Link href="/" prefetch={false} className="flex items-center gap-2 font-semibold text-primary-active">
          <span className="grid size-7 place-items-center rounded bg-primary-active text-meta text-white">云</span>
          云采汇 · 在线沟通
        </Link>
        <span className="text-meta text-ink-muted">{user?.userName}</span>
      </header>
      <h1 className="sr-only">在线沟通</h1>
      <ChatApp
        viewerId={session.userId}
        initialConversations={conversations}
        address={addressOf(params)}
        initial={openId && page ? { id: openId, page } : null}
      />
    </BarePage>
  );
}
