// 直购服务 (/server.html): the platform's standard services by category with prices, how buying works
// and what the platform guarantees; ways on to the mall and to software outsourcing.
import Link from 'next/link';
import type { Publisher } from '@/components/publish/quick-publish-dialog';
import { QuickPublishTrigger } from '@/components/publish/quick-publish-trigger';
import { categoryHref } from '@/lib/products/rules';
import type { NavCategory, StoreProduct } from '@/lib/products/types';
import { heroPrimary, heroSecondary, PageHero } from './page-hero';
import { ProductGrid } from './product-grid';
import { Steps } from './steps';

const GUARANTEES = [
  { name: '资质审核', desc: '服务商经营资质、案例与团队经平台审核后方可接单。' },
  { name: '担保交易', desc: '款项由平台托管，按里程碑验收后再支付给服务商。' },
  { name: '合同保障', desc: '标准合同约定交付物、周期与验收标准，权责清晰。' },
  { name: '售后无忧', desc: '交付后提供免费维护期，纠纷由平台客服介入处理。' },
];

export function ServerView({ categories, products, publisher }: { categories: NavCategory[]; products: StoreProduct[]; publisher: Publisher | null }) {
  return (
    <div className="pb-10">
      <PageHero title="直购服务" lead="标准化软件与数字化服务，明码标价、在线下单，平台担保交易，让采购像网购一样简单。">
        <Link href="/store-page.html" prefetch={false} className={heroPrimary}>
          进入商城
        </Link>
        <Link href="/software.html" prefetch={false} className={heroSecondary}>
          软件外包
        </Link>
        <QuickPublishTrigger publisher={publisher} fromType="server" className={heroSecondary}>
          发布需求
        </QuickPublishTrigger>
      </PageHero>
      <div className="site-container mt-6 flex flex-col gap-6">
        {categories.map((c) => {
          const own = products.filter((p) => p.categoryId === c.id).slice(0, 8);
          return (
            <section key={c.id} aria-labelledby={`cat-${c.id}`} data-testid="server-category">
              <div className="mb-3 flex items-center justify-between">
                <h2 id={`cat-${c.id}`} className="text-lg font-semibold">
                  {c.categoryName}
                </h2>
                <Link href={categoryHref(c)} prefetch={false} className="text-meta text-primary-active hover:underline">
                  查看全部
                </Link>
              </div>
              <ProductGrid products={own} />
            </section>
          );
        })}
        <Steps
          title="购买流程"
          steps={[
            { name: '选择服务', desc: '按分类与价格挑选标准服务套餐，或发布个性化需求。' },
            { name: '在线沟通', desc: '与平台顾问或服务商确认需求细节与交付计划。' },
            { name: '签约付款', desc: '签订标准合同，首付款由平台托管。' },
            { name: '验收评价', desc: '按里程碑验收交付物，确认后结算并评价服务。' },
          ]}
        />
        <section aria-labelledby="guarantee-title" className="rounded-card border border-line bg-white p-6">
          <h2 id="guarantee-title" className="text-lg font-semibold">
            平台保障
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {GUARANTEES.map((g) => (
              <li key={g.name} className="rounded-card bg-page p-4">
                <p className="font-medium text-primary-active">{g.name}</p>
                <p className="mt-1 text-meta text-ink-muted">{g.desc}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
