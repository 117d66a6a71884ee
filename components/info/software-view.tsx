// 软件外包 (/software.html): custom software development as priced products, the ways of working
// together, the process, and the way to the outsourcing demands and to publishing one.
import Link from 'next/link';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import type { StoreProduct } from '@/lib/products/types';
import { heroPrimary, heroSecondary, PageHero } from './page-hero';
import { ProductGrid } from './product-grid';
import { Steps } from './steps';

const MODES = [
  { name: '项目外包', desc: '按需求整体交付，固定总价与工期，适合需求明确的项目。', fit: '官网、小程序、管理系统' },
  { name: '人月外包', desc: '按投入的人员与时间计费，需求可灵活调整，适合持续迭代。', fit: '产品迭代、长期维护' },
  { name: '驻场开发', desc: '开发人员到现场办公，融入团队，适合涉密或沟通频繁的项目。', fit: '政务系统、内网项目' },
];

export function SoftwareView({ products, publisher }: { products: StoreProduct[]; publisher: Publisher | null }) {
  return (
    <div className="pb-10">
      <PageHero title="软件外包" lead="APP、小程序、网站、管理系统与人工智能等定制开发，严选服务商，项目全程托管，按里程碑验收付款。">
        <QuickPublishTrigger publisher={publisher} fromType="software" className={heroPrimary}>
          发布外包需求
        </QuickPublishTrigger>
        <Link href="/demandHall.html" prefetch={false} className={heroSecondary}>
          浏览外包需求
        </Link>
      </PageHero>
      <div className="site-container mt-6 flex flex-col gap-6">
        <section aria-labelledby="software-products">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="software-products" className="text-lg font-semibold">
              定制开发服务
            </h2>
            <Link href="/store-page.html?category=1" prefetch={false} className="text-meta text-primary-active hover:underline">
              在商城查看
            </Link>
          </div>
          <ProductGrid products={products} />
        </section>
        <section aria-labelledby="modes-title" className="rounded-card border border-line bg-white p-6">
          <h2 id="modes-title" className="text-lg font-semibold">
            合作方式
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {MODES.map((m) => (
              <li key={m.name} className="rounded-card border border-line p-4">
                <p className="font-medium">{m.name}</p>
                <p className="mt-1 text-meta text-ink-muted">{m.desc}</p>
                <p className="mt-2 text-meta text-ink-faint">适合：{m.fit}</p>
              </li>
            ))}
          </ul>
        </section>
        <Steps
          title="外包流程"
          steps={[
            { name: '发布需求', desc: '描述项目目标、预算与工期，平台顾问免费梳理需求。' },
            { name: '匹配服务商', desc: '24 小时内推荐 3-5 家有同类案例的服务商报价。' },
            { name: '签约开发', desc: '确定服务商签订合同，按计划迭代开发、定期演示。' },
            { name: '验收交付', desc: '测试验收通过后交付源码与文档，进入免费维护期。' },
          ]}
        />
      </div>
    </div>
  );
}
