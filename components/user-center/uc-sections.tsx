// One list section of the user centre: its card, the list, the pagination (real links).
import type { ReactNode } from 'react';
import { MyTickets } from '@/components/consult/my-tickets';
import { MyDemands } from '@/components/publish/my-demands';
import { Pagination } from '@/components/ui/pagination';
import { ucHref } from '@/lib/user-center/schemas';
import { UC_PAGE_SIZE, type UcSectionData, type UcTab } from '@/lib/user-center/types';
import { ChatList, ExpertConsultationList, FollowList, SchemeList } from './uc-lists';
import { UcCard } from './uc-shell';

const TITLES: Record<UcSectionData['tab'], string> = { schemes: '我的方案', follows: '我的关注', demands: '我的需求', consults: '我的咨询', chats: '我的会话' };

const action = (href: string, text: string) => (
  <a href={href} className="text-meta text-primary-active hover:underline">
    {text}
  </a>
);

function body(s: UcSectionData): ReactNode {
  switch (s.tab) {
    case 'schemes':
      return <SchemeList items={s.data.list} />;
    case 'follows':
      return <FollowList items={s.data.list} jfId={s.jfId} />;
    case 'demands':
      return <div className="px-5">{<MyDemands demands={s.data.list} />}</div>;
    case 'consults':
      return s.sub === 'tickets' ? <div className="px-5">{<MyTickets tickets={s.data.list} />}</div> : <ExpertConsultationList items={s.data.list} />;
    case 'chats':
      return <ChatList items={s.data.list} />;
  }
}

const ACTIONS: Partial<Record<UcTab, ReactNode>> = {
  schemes: action('/preferredScheme.html', '提交新方案 ›'),
  follows: action('/business.html', '去找商机 ›'),
  chats: action('/chatRT.html', '打开在线沟通 ›'),
};

export function UcSection({ section, page }: { section: UcSectionData; page: number }) {
  const sub = section.tab === 'consults' ? section.sub : undefined;
  const subTab = (key: 'tickets' | 'experts', text: string) => (
    <a
      href={ucHref('consults', { sub: key })}
      aria-current={sub === key ? 'page' : undefined}
      className={`-mb-px border-b-2 px-1 pb-2 ${sub === key ? 'border-primary font-medium text-primary-active' : 'border-transparent text-ink-muted hover:text-primary-active'}`}
    >
      {text}
    </a>
  );
  return (
    <UcCard title={TITLES[section.tab]} action={ACTIONS[section.tab]} testId={`uc-section-${section.tab}`}>
      {sub && (
        <div className="flex gap-6 border-b border-line px-5 pt-3">
          {subTab('tickets', '软件咨询工单')}
          {subTab('experts', '专家咨询')}
        </div>
      )}
      {body(section)}
      <Pagination page={page} pageSize={UC_PAGE_SIZE} total={section.data.total} hrefFor={(p) => ucHref(section.tab, { page: p, sub })} className="px-5 py-4" />
    </UcCard>
  );
}
