import type { Metadata } from 'next';
import { OutsourcingDetailPage } from '@/components/opportunities/detail-pages';
import { outsourcingMeta, publicIdOf } from '@/lib/opportunities/details';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { demandForPage } from '@/lib/server/opportunities/details';

type Props = { params: Promise<{ slug: string }> };

/** The address is jf{orderNo} (001 §2): anything else is no demand. */
const load = async (params: Props['params']) => {
  const { slug } = await params;
  return demandForPage(slug.startsWith('jf') ? publicIdOf(slug.slice(2)) : null);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { title, description, canonical } = outsourcingMeta((await load(params)).demand);
  return { title, description, alternates: { canonical } };
}

// An outsourcing demand (outsourcing card, 001 §2 Card click targets).
export default async function OutsourcingDetailRoute({ params }: Props) {
  const [{ demand, viewer }, origin] = await Promise.all([load(params), mainSiteOrigin()]);
  return <OutsourcingDetailPage demand={demand} jfId={viewer?.userId ?? null} origin={origin} />;
}
