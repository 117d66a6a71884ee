// 手机云采汇 (/jfh-mp.html): the app, the WeChat mini program, the official account and the mobile
// site, each with its QR code drawn on the server, and what the app does.
import type { AppCode } from '@/lib/info/types';
import { PageHero } from './page-hero';

const FEATURES = [
  { name: '商机推送', desc: '订阅的招标公告与外包需求实时推送到手机。' },
  { name: '中标查询', desc: '随时随地查中标公示、采购单位与中标企业。' },
  { name: '在线沟通', desc: '与服务商、平台客服即时沟通，消息不漏接。' },
  { name: '需求发布', desc: '拍照、语音快速发布采购需求，坐等报价。' },
];

export function AppView({ codes }: { codes: AppCode[] }) {
  return (
    <div className="pb-10">
      <PageHero title="手机云采汇" lead="云采汇 APP、微信小程序与官方公众号：商机、中标与沟通，随身携带。" />
      <div className="site-container mt-6 flex flex-col gap-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {codes.map((c) => (
            <li key={c.key} id={c.key} data-testid="app-code" className="flex scroll-mt-4 flex-col items-center rounded-card border border-line bg-white p-5 text-center">
              <h2 className="font-semibold">{c.title}</h2>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server */}
              <img src={c.qr} alt={`${c.title}二维码`} width={160} height={160} className="mt-3 size-40" />
              <p className="mt-2 text-meta text-ink-muted">{c.caption}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="app-features" className="rounded-card border border-line bg-white p-6">
          <h2 id="app-features" className="text-lg font-semibold">
            APP 能做什么
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f.name} className="rounded-card bg-page p-4">
                <p className="font-medium text-primary-active">{f.name}</p>
                <p className="mt-1 text-meta text-ink-muted">{f.desc}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
