import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePicksEditor, type HomeBlockLines } from '@/components/admin/home-picks-editor';
import { SitePicker } from '@/components/admin/site-picker';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { HOME_BLOCK_SIZE, HOME_PICK_KINDS, HOME_PICK_LABELS, type HomePickKind } from '@/lib/home/picks';
import { homeLists } from '@/lib/home/rows';
import { listCities } from '@/lib/server/city';
import { env } from '@/lib/env';
import { listCityPicks } from '@/lib/server/home/picks';
import { getHomeOverview } from '@/lib/server/home/service';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '首页推荐', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Each city's home recommendations for editors (docs/features.md, Operator console: home
// recommendations): the blocks as the city's home page shows them, pinned items first; pin, order,
// take off. Anyone but an editor: 404.
export default async function HomePicksPage({ searchParams }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const raw = (await searchParams).city;
  const cities = await listCities();
  const city = cities.find((c) => c.cityCode === raw) ?? cities.find((c) => c.cityCode === env.DEFAULT_CITY_CODE) ?? cities[0]!;
  const [picks, overview] = await Promise.all([listCityPicks(city.cityCode), getHomeOverview(city.cityCode)]);
  const lists = homeLists(overview);
  const shown: Record<HomePickKind, { ref: string; title: string; href: string }[]> = {
    solution: overview.solutions.map((s, i) => ({ ref: s.originIdSec, title: lists.solutions[i]!.title, href: lists.solutions[i]!.href })),
    supplier: lists.suppliers.map((s) => ({ ref: String(s.id), title: s.name, href: s.href })),
    case: lists.cases.map((c) => ({ ref: c.key, title: c.title, href: c.href })),
  };
  const blocks: HomeBlockLines[] = HOME_PICK_KINDS.map((kind) => {
    const pinned = picks.filter((p) => p.kind === kind);
    const refs = new Set(pinned.map((p) => p.itemRef));
    const room = HOME_BLOCK_SIZE[kind] - pinned.filter((p) => p.title !== null).length;
    return {
      kind,
      label: HOME_PICK_LABELS[kind],
      pinned: pinned.map((p) => ({ id: p.id, ref: p.itemRef, title: p.title, href: p.href })),
      automatic: shown[kind].filter((item) => !refs.has(item.ref)).slice(0, Math.max(0, room)),
      full: pinned.length >= HOME_BLOCK_SIZE[kind],
    };
  });
  return (
    <section className="site-container py-6" aria-labelledby="home-picks-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '首页推荐' }]} />
      <h1 id="home-picks-title" className="mt-3 text-xl font-semibold text-ink">首页推荐</h1>
      <p className="mt-1 text-meta text-ink-muted">
        城市站首页的推荐方案、优质服务商与精选案例：固定的内容按顺序排在前面，其余位置由系统自动推荐补足；没有固定内容时全部自动推荐。保存后登录用户立即看到，访客在页面缓存过期后（默认 10 秒）看到。
      </p>
      <SitePicker name="city" label="城市站" value={city.cityCode} options={cities.map((c) => ({ code: c.cityCode, label: `${c.initial} ${c.cityName}（${c.provinceName}）` }))} />
      <HomePicksEditor key={city.cityCode} cityCode={city.cityCode} cityName={city.cityName} blocks={blocks} />
    </section>
  );
}
