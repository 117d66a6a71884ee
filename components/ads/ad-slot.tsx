'use client';

// An ad position (001 §2 "Ad slots": one mapping per page path; the slot-to-code mapping is not in the
// spec). Until an ad server is wired, each slot shows a house ad. The box keeps the 340x136 ratio of
// 001 §9 at any width, so nothing moves when a real ad replaces it. A client component so a page's
// RSC payload names the slot instead of carrying the ad's markup.

const HOUSE_ADS = {
  join: {
    href: '/preferredScheme.html',
    title: '供应商入驻',
    text: '免费展示您的案例，对接政企采购需求',
    action: '立即入驻',
    tone: 'from-[#0b4fd6] to-[#3b8cff]',
  },
  demand: {
    href: '/demandHall.html',
    title: '发布采购需求',
    text: '服务商快速响应，免费获取方案报价',
    action: '去发布',
    tone: 'from-[#d4380d] to-[#fa8c16]',
  },
} as const;

/** Slots of the pages that carry ads, and the house ad each shows for now. */
const SLOTS = {
  'jfCase-right-1': 'join',
  'jfCase-right-2': 'demand',
  'business-detail-right': 'join',
  'search-right-1': 'demand',
  'search-right-2': 'join',
} as const satisfies Record<string, keyof typeof HOUSE_ADS>;

export type AdSlotName = keyof typeof SLOTS;

export function AdSlot({ slot }: { slot: AdSlotName }) {
  const ad = HOUSE_ADS[SLOTS[slot]];
  return (
    <a
      href={ad.href}
      data-ad-slot={slot}
      className={`group relative flex aspect-[340/136] w-full flex-col justify-center overflow-hidden rounded-card bg-gradient-to-r px-5 text-white shadow-card ${ad.tone}`}
    >
      <span className="absolute right-2 top-1.5 rounded bg-black/20 px-1 text-[10px] leading-4 text-white/80">广告</span>
      {/* Decorative rings, drawn in CSS so the slot needs no image request. */}
      <span aria-hidden className="absolute -right-8 -bottom-10 size-32 rounded-full border-[14px] border-white/10" />
      <span aria-hidden className="absolute -right-2 -top-12 size-24 rounded-full bg-white/10" />
      <span className="relative text-lg font-semibold">{ad.title}</span>
      <span className="relative mt-0.5 text-meta text-white/85">{ad.text}</span>
      <span className="relative mt-2 inline-flex w-fit items-center rounded-full bg-white px-3 py-0.5 text-meta font-medium text-primary-active transition group-hover:translate-x-0.5">
        {ad.action} →
      </span>
    </a>
  );
}
