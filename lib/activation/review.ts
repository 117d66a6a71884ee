import { z } from 'zod';
import { BIND_STATUS, type BindApplyStatus } from './types';

// The console's activation queue (docs/features.md, Operator console): the filters a reviewer narrows it
// by, read from the page's address, and how the queue names a status.

export const ACTIVATION_STATUS_LABELS: Record<BindApplyStatus, string> = {
  [BIND_STATUS.pending]: '待审核',
  [BIND_STATUS.approved]: '已通过',
  [BIND_STATUS.rejected]: '已驳回',
};

/** With a credit code, or without one (a description or an uploaded proof instead). */
export const PROOF_FILTERS = { code: '有信用代码', nocode: '无信用代码（证明材料）' } as const;

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const optionalText = (max: number) => z.preprocess((v) => (typeof one(v) === 'string' ? String(one(v)).trim() || undefined : undefined), z.string().max(max).optional().catch(undefined));

/** The queue's filters; anything unreadable in the address falls back to no filter (status: waiting). */
export const activationQueueFilterSchema = z.object({
  status: z.preprocess((v) => Number(one(v) ?? BIND_STATUS.pending), z.literal([BIND_STATUS.pending, BIND_STATUS.approved, BIND_STATUS.rejected]).catch(BIND_STATUS.pending)),
  station: optionalText(12),
  proof: z.preprocess(one, z.enum(['code', 'nocode']).optional().catch(undefined)),
  q: optionalText(50),
});
export type ActivationQueueFilter = z.infer<typeof activationQueueFilterSchema>;

/** The queue's address for `filter`, without the defaults. */
export function activationQueueHref(filter: Partial<ActivationQueueFilter>): string {
  const params = new URLSearchParams();
  if (filter.status !== undefined && filter.status !== BIND_STATUS.pending) params.set('status', String(filter.status));
  if (filter.station) params.set('station', filter.station);
  if (filter.proof) params.set('proof', filter.proof);
  if (filter.q) params.set('q', filter.q);
  const query = params.toString();
  return query ? `/admin/activations?${query}` : '/admin/activations';
}

/** An application as its reviewer reads it: everything submitted, the applicant's account, the proof. */
export interface ActivationReviewRecord {
  application: {
    id: number;
    userId: number;
    depName: string;
    purchaserId: number | null;
    noCodeFlag: boolean;
    creditCode: string | null;
    noCodeDesc: string | null;
    cityStationName: string;
    provinceName: string | null;
    cityName: string | null;
    areaName: string | null;
    contactName: string;
    telphone: string;
    status: BindApplyStatus;
    rejectReason: string | null;
    unitId: number | null;
    createdAt: Date;
    reviewedAt: Date | null;
  };
  applicant: { mobile: string; userName: string } | null;
  proof: { origName: string; contentType: string; sizeBytes: number } | null;
}
