'use client';

// A trigger that shows QR codes on hover, click or keyboard (the app download, the official account,
// the mobile site): the header's APP entry and the solutions header's QR menus.
import type { ReactNode } from 'react';
import { HoverPopover } from '@/components/ui/hover-popover';
import { ChevronDownIcon } from '@/components/ui/icons';
import { StaticImage } from '@/components/ui/static-image';

export interface QrCode {
  src: string;
  alt: string;
  caption: string;
}

export const APP_QR: QrCode = { src: '/images/qr-app.svg', alt: '云采汇 APP 下载二维码', caption: '扫码下载云采汇 APP' };
export const OFFICIAL_QR: QrCode = { src: '/images/qr-official.svg', alt: '云采汇官方公众号二维码', caption: '关注官方公众号' };

export function QrPopover({ label, buttonLabel, codes, buttonClassName }: { label: ReactNode; buttonLabel: string; codes: QrCode[]; buttonClassName: string }) {
  return (
    <HoverPopover
      align="right"
      offset={6}
      buttonClassName={buttonClassName}
      button={
        <>
          {label}
          <ChevronDownIcon className="size-3.5" />
        </>
      }
      buttonLabel={buttonLabel}
      panelClassName="flex gap-3 rounded-card border border-line bg-white p-3 text-center shadow-pop"
    >
      {() =>
        codes.map((code) => (
          <figure key={code.src} className="w-28">
            <StaticImage src={code.src} alt={code.alt} width={112} height={112} className="mx-auto size-28" />
            <figcaption className="mt-1.5 text-meta text-ink-muted">{code.caption}</figcaption>
          </figure>
        ))
      }
    </HoverPopover>
  );
}
