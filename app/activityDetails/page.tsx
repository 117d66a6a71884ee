import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ActivityDetailView } from '@/components/activities/activity-detail-view';
import { JsonLd } from '@/components/seo/json-ld';
import { eventJsonLd } from '@/lib/activities/json-ld';
import { activityHref } from '@/lib/activities/links';
import { activityIdOf } from '@/lib/activities/schemas';
import { activityDetail } from '@/lib/server/activities/activities';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { pageSession } from '@/lib/server/session/auth';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The metadata and the page read the activity once per request (as the viewer sees it).
const activityOf = cache(async (id: number | null) => {
  if (!id) return null;
  const session = await pageSession();
  return activityDetail(id, session?.userId ?? null);
});

async function load(searchParams: Props['searchParams']) {
  const activity = await activityOf(activityIdOf((await searchParams).id));
  if (!activity) notFound();
  return activity;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const a = await load(searchParams);
  return {
    title: `${a.title} - ${a.typeName} - 平台活动`,
    description: `${a.summary} ${a.cityName}${a.online ? '线上' : ''}，名额${a.quota}人。`,
    alternates: { canonical: activityHref(a.id) },
    openGraph: { type: 'website', title: a.title, description: a.summary },
  };
}

// activityDetails (001 §2): the event page with its sign-up action.
export default async function ActivityDetailsPage({ searchParams }: Props) {
  const activity = await load(searchParams);
  const origin = await mainSiteOrigin();
  return (
    <>
      <JsonLd data={eventJsonLd(activity, origin)} />
      <ActivityDetailView activity={activity} />
    </>
  );
}
