// The user centre's word on the user's latest purchasing-unit activation (docs/features.md, User
// centre; 002 §4): where it stands, and a rejection's reason as the reviewer wrote it.
import { Tag } from '@/components/ui/tag';
import { ACTIVATION_STATUS_LABELS } from '@/lib/activation/review';
import { pageOfStatus } from '@/lib/activation/rules';
import { BIND_STATUS, type ActivationView } from '@/lib/activation/types';
import { formatDateTime } from '@/lib/format/date';
import { UcCard } from './uc-shell';

const TONES = { [BIND_STATUS.pending]: 'primary', [BIND_STATUS.approved]: 'success', [BIND_STATUS.rejected]: 'info' } as const;

export function UcActivation({ activation }: { activation: ActivationView }) {
  return (
    <UcCard
      title="采购单位激活"
      testId="uc-activation"
      action={
        <a href={pageOfStatus(activation.status)} className="text-meta text-primary-active hover:underline">
          查看详情 ›
        </a>
      }
    >
      <div className="space-y-1 px-5 py-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words text-ink">{activation.depName}</span>
          <Tag tone={TONES[activation.status]}>{activation.status === BIND_STATUS.rejected ? '未通过' : ACTIVATION_STATUS_LABELS[activation.status]}</Tag>
        </p>
        <p className="text-meta text-ink-faint">
          提交于 {formatDateTime(activation.createdAt)}
          {activation.reviewedAt && ` · 审核于 ${formatDateTime(activation.reviewedAt)}`}
        </p>
        {activation.status === BIND_STATUS.rejected && activation.rejectReason && (
          <p className="break-words text-meta text-price" data-testid="uc-activation-reason">
            未通过原因：{activation.rejectReason}
          </p>
        )}
      </div>
    </UcCard>
  );
}
