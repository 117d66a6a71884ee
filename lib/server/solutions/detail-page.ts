import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { detailParamsOf } from '@/lib/solutions/display';
import { solutionMeta } from '@/lib/solutions/seo';
import type { SolutionDetail } from '@/lib/solutions/types';
import { getSolutionDetail } from './detail';

type Params = Record<string, string | string[] | undefined>;

/** The record of a detail page, read once per request by metadata and page; a missing one is the 404 page. */
export const detailForPage = cache(async (page: 'solution' | 'scheme', params: Params): Promise<SolutionDetail> => {
  const key = detailParamsOf(page, params);
  const detail = key ? await getSolutionDetail(key.originIdSec, key.originSource) : null;
  if (!detail) notFound();
  return detail;
});

export async function detailMetadata(page: 'solution' | 'scheme', params: Params): Promise<Metadata> {
  const { title, description, canonical } = solutionMeta(await detailForPage(page, params));
  return { title, description, alternates: { canonical } };
}
