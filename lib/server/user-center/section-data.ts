import 'server-only';
import type { UcQuery } from '@/lib/user-center/schemas';
import type { UcSectionData, UcViewer } from '@/lib/user-center/types';
import { myChats, myDemands, myExpertConsultations, myFollows, mySchemes, myTickets } from './sections';

/** The records of a list section of the user centre, for the page's URL. */
export async function sectionData(v: UcViewer, { tab, page, sub }: UcQuery): Promise<UcSectionData> {
  switch (tab) {
    case 'schemes':
      return { tab, data: await mySchemes(v, page) };
    case 'follows':
      return { tab, data: await myFollows(v, page), jfId: v.userId };
    case 'demands':
      return { tab, data: await myDemands(v, page) };
    case 'consults':
      return sub === 'experts' ? { tab, sub, data: await myExpertConsultations(v, page) } : { tab, sub, data: await myTickets(v, page) };
    default:
      return { tab: 'chats', data: await myChats(v, page) };
  }
}
