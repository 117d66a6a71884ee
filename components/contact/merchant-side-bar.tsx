'use client';

// The merchant side bar (001 §1-§2): chat with the merchant, phone the merchant, order progress
// by QR code, the platform's customer service, the suggestion and complaint form, back-to-top. One
// component any product, solution, supplier or store page drops in with the data of
// `sideBarFor({ supplierId })` / `sideBarFor({ productType: 1 })` (lib/server/contact/side-bar.ts).
// Chat and phone need a login: a visitor goes to the login page and comes back (001 §6). Hover panels
// open on mouse enter and close on leave; a click or tap pins them, Esc closes (HoverPopover). On pages
// that have it, it stands in for the chrome's consult widget at the same place.
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { BackToTop } from '@/components/layout/consult/back-to-top';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ConsultIcon, PhoneIcon } from '@/components/ui/icons';
import { DOCK, DOCK_CELL, DOCK_LABEL, DOCK_TILE, DOCK_TILE_PRIMARY, DOCK_TOP, FOLDED_WHILE_SCROLLING } from '@/components/ui/floating-dock';
import { useScrolling } from '@/components/ui/use-scrolling';
import type { SideBarData } from '@/lib/contact/types';
import { telHref } from '@/lib/site/tel';
import { goToContactLogin, openChatWindow } from './contact-actions';
import { FeedbackIcon, HeadsetIcon, QrCodeIcon } from './side-bar-icons';

// The two dialogs (Headless UI, and the phone call's contract with zod and the request layer) are
// chunks of their own, fetched when one opens, so a page with the side bar loads neither first
// (docs/benchmarks.md, What a page loads first).
const PhoneContactDialog = dynamic(() => import('./phone-contact-dialog').then((m) => m.PhoneContactDialog));
const FeedbackDialog = dynamic(() => import('./feedback-dialog').then((m) => m.FeedbackDialog));

const panel = 'w-max max-w-[260px] rounded-card border border-line bg-white px-4 py-3 text-left shadow-pop';

function Label({ children }: { children: ReactNode }) {
  return <span className={DOCK_LABEL}>{children}</span>;
}

/** A tile that acts when pressed, with a hint beside it while the mouse rests on it. */
function ActionTile({ label, hint, onClick, className = DOCK_TILE, testId, children }: { label: string; hint: string; onClick: () => void; className?: string; testId: string; children: ReactNode }) {
  return (
    <div className={DOCK_CELL}>
      <button type="button" onClick={onClick} aria-label={label} data-testid={testId} className={className}>
        {children}
      </button>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-full top-1/2 mr-2 hidden -translate-y-1/2 whitespace-nowrap rounded-card border border-line bg-white px-3 py-2 text-meta text-ink-muted shadow-pop wide:group-hover:block"
      >
        {hint}
      </span>
    </div>
  );
}

export function MerchantSideBar({ data }: { data: SideBarData }) {
  const [dialog, setDialog] = useState<'phone' | 'feedback' | null>(null);
  const { contact, viewerId } = data;
  const loggedIn = viewerId !== null;
  const scrolling = useScrolling();
  const chatHint = contact.route === 'merchant' ? `与「${contact.providerName}」在线沟通` : '平台客服在线为您服务';
  const chat = () => (loggedIn ? void openChatWindow(contact) : goToContactLogin());
  const phone = () => (loggedIn ? setDialog('phone') : goToContactLogin());
  return (
    <aside
      data-merchant-sidebar=""
      data-testid="merchant-side-bar"
      data-contact-route={contact.route}
      aria-label="联系商家"
      className={`${DOCK} ${scrolling ? FOLDED_WHILE_SCROLLING : ''}`}
    >
      <ActionTile label="在线咨询" hint={chatHint} onClick={chat} testId="sidebar-chat" className={DOCK_TILE_PRIMARY}>
        <ConsultIcon className="size-5" />
        <Label>在线咨询</Label>
      </ActionTile>
      <ActionTile label="电话咨询" hint={contact.route === 'merchant' ? '获取商家隐私号码' : `平台客服热线 ${data.hotline}`} onClick={phone} testId="sidebar-phone">
        <PhoneIcon className="size-5" />
        <Label>电话咨询</Label>
      </ActionTile>
      <HoverPopover
        placement="left"
        buttonLabel="订单进度"
        buttonClassName={DOCK_TILE}
        className={DOCK_CELL}
        button={
          <>
            <QrCodeIcon />
            <Label>订单进度</Label>
          </>
        }
        panelClassName={panel}
      >
        {() => (
          <div data-testid="order-progress-panel" className="text-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server; nothing for next/image to do */}
            <img src={data.orderProgressQr} alt="订单进度二维码" width={132} height={132} className="mx-auto size-[132px]" />
            <p className="mt-1.5 text-meta text-ink-muted">扫码查看订单进度</p>
            <a href={data.orderProgressUrl} className="text-meta text-primary-active hover:underline">
              在本页查看
            </a>
          </div>
        )}
      </HoverPopover>
      <HoverPopover
        placement="left"
        buttonLabel="平台客服"
        buttonClassName={DOCK_TILE}
        className={DOCK_CELL}
        button={
          <>
            <HeadsetIcon />
            <Label>平台客服</Label>
          </>
        }
        panelClassName={panel}
      >
        {() => (
          <div data-testid="service-panel">
            <p className="text-meta text-ink-muted">平台客服热线（每日 {data.hotlineHours}）</p>
            <a href={telHref(data.hotline)} className="text-[18px] font-semibold text-primary-active">
              {data.hotline}
            </a>
            <button
              type="button"
              onClick={() => (loggedIn ? void openChatWindow({ route: 'platform', reason: 'platform-product', providerName: null }) : goToContactLogin())}
              className="mt-2 block w-full rounded bg-primary-active px-3 py-1.5 text-center text-white hover:bg-primary"
            >
              在线客服
            </button>
          </div>
        )}
      </HoverPopover>
      <ActionTile label="建议投诉" hint="意见建议与投诉" onClick={() => setDialog('feedback')} testId="sidebar-feedback">
        <FeedbackIcon />
        <Label>建议投诉</Label>
      </ActionTile>
      <BackToTop className={DOCK_TOP} />
      {loggedIn && dialog === 'phone' && (
        <PhoneContactDialog open onClose={() => setDialog(null)} contact={contact} viewerId={viewerId} hotline={data.hotline} hotlineHours={data.hotlineHours} />
      )}
      {dialog === 'feedback' && <FeedbackDialog open onClose={() => setDialog(null)} />}
    </aside>
  );
}
