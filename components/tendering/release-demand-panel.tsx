// The release-demand panel: talk to the platform's customer service, or publish a demand (the quick
// publish dialog).
import Link from 'next/link';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import { telHref } from '@/lib/site/tel';

export function ReleaseDemandPanel({ publisher, hotline, fromType }: { publisher: Publisher | null; hotline: string; fromType: string }) {
  return (
    <section aria-labelledby="release-title" data-testid="release-demand" className="rounded-card border border-line bg-gradient-to-b from-primary-soft to-white p-4">
      <h2 id="release-title" className="text-base font-semibold">
        发布采购需求
      </h2>
      <p className="mt-1 text-meta text-ink-muted">说出您的需求，平台为您匹配优质服务商，免费获取多家报价。</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link
          href="/chatRT.html?type=2"
          prefetch={false}
          className="flex h-9 items-center justify-center rounded-card border border-primary bg-white text-primary-active hover:bg-primary-soft"
        >
          联系客服
        </Link>
        <QuickPublishTrigger publisher={publisher} fromType={fromType} className="flex h-9 items-center justify-center rounded-card bg-primary-active text-white hover:bg-primary">
          发布需求
        </QuickPublishTrigger>
      </div>
      <p className="mt-3 text-meta text-ink-muted">
        客服热线：
        <a href={telHref(hotline)} className="text-primary-active hover:underline">
          {hotline}
        </a>
      </p>
    </section>
  );
}
