import type { Metadata } from 'next';
import { BidDetailPage } from '@/components/opportunities/detail-pages';
import { bidMeta, publicIdOf } from '@/lib/opportunities/details';
import { requestOrigin } from '@/lib/server/http/origin';
import { bidForPage } from '@/lib/server/opportunities/details';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/politicsTenderDetails.html';
const load = async (searchParams: Props['searchParams']) => bidForPage(publicIdOf((await searchParams).intentionCode), PATH);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { title, description, canonical } = bidMeta((await load(searchParams)).bid);
  return { title, description, alternates: { canonical } };
}

// A purchase intention (bid card type 1) (001 §2 Card click targets).
export default async function Page({ searchParams }: Props) {
  const [{ bid, viewer }, origin] = await Promise.all([load(searchParams), requestOrigin()]);
  return <BidDetailPage bid={bid} jfId={viewer?.userId ?? null} origin={origin} />;
}
