import type { Metadata } from 'next';
import { ActivityListView } from '@/components/activities/activity-list-view';
import { JsonLd } from '@/components/seo/json-ld';
import { activityHref, activityListHref } from '@/lib/activities/links';
import { listQueryOf } from '@/lib/activities/schemas';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { activityCities, listActivities } from '@/lib/server/activities/activities';
import { mainSiteOrigin } from '@/lib/server/http/origin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = listQueryOf(await searchParams);
  return {
    title: `平台活动 - 线上宣讲、供需对接与培训${q.when === 'past' ? ' - 往期回顾' : ''}${q.pageNum > 1 ? ` - 第${q.pageNum}页` : ''}`,
    description: '云采汇平台活动：政府采购政策线上宣讲、政企数字化供需对接会、采购与投标实务培训，查看时间地点与剩余名额，在线报名。',
    alternates: { canonical: activityListHref(q, q.pageNum) },
  };
}

// activityIndex (001 §2): the platform's activities with filters and pages.
export default async function ActivityIndexPage({ searchParams }: Props) {
  const q = listQueryOf(await searchParams);
  const [result, cities, origin] = await Promise.all([listActivities(q), activityCities(), mainSiteOrigin()]);
  return (
    <>
      <JsonLd data={itemListJsonLd(result.list.map((a) => ({ url: activityHref(a.id), name: a.title })), origin)} />
      <ActivityListView filters={q} page={q.pageNum} result={result} cities={cities} />
    </>
  );
}
