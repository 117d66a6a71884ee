// One purchasing-unit activation for its reviewer (docs/features.md, Operator console): every field the
// applicant submitted (002 §3), their account, the proof with a preview, and the reviewer's actions.
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import { ACTIVATION_STATUS_LABELS, type ActivationReviewRecord } from '@/lib/activation/review';
import { activationProofHref } from '@/lib/activation/review-api';
import { BIND_STATUS } from '@/lib/activation/types';
import { formatDateTime } from '@/lib/format/date';

const TONES = { [BIND_STATUS.pending]: 'primary', [BIND_STATUS.approved]: 'success', [BIND_STATUS.rejected]: 'info' } as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-0 sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="text-ink-faint">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children || '—'}</dd>
    </div>
  );
}

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The proof: a picture inline, a PDF in the browser's own viewer framed in the page (the console call
 * answers it inline, and only this site's pages may frame it: X-Frame-Options SAMEORIGIN and
 * frame-ancestors 'self', docs/file-storage.md), with the new-tab link for a browser that shows no PDF
 * inline; anything else downloaded.
 */
function Proof({ id, proof }: { id: number; proof: NonNullable<ActivationReviewRecord['proof']> }) {
  const href = activationProofHref(id);
  const image = proof.contentType.startsWith('image/');
  const pdf = proof.contentType === 'application/pdf';
  return (
    <div className="grid gap-2" data-testid="activation-proof">
      {image && (
        <a href={href} target="_blank" rel="noopener" className="block w-fit">
          {/* A private file served by the console's own call, never optimised or cached. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={href} alt={`证明材料：${proof.origName}`} className="max-h-96 max-w-full rounded border border-line object-contain" />
        </a>
      )}
      {pdf && (
        <iframe
          src={href}
          title={`证明材料：${proof.origName}`}
          className="h-[60vh] max-h-[36rem] min-h-80 w-full rounded border border-line bg-page"
          data-testid="activation-proof-pdf"
        />
      )}
      <p className="flex flex-wrap gap-x-3 text-meta">
        <span className="break-all">{proof.origName}</span>
        <span className="text-ink-faint">{kb(proof.sizeBytes)}</span>
        {image || pdf ? (
          <a href={href} target="_blank" rel="noopener" className="text-primary-active hover:underline">
            在新标签页打开
          </a>
        ) : (
          <a href={href} download className="text-primary-active hover:underline">
            下载
          </a>
        )}
      </p>
    </div>
  );
}

interface Props {
  record: ActivationReviewRecord;
  /** How long it has waited, while it waits. */
  age: string | null;
  actions: React.ReactNode;
}

export function ActivationDetail({ record, age, actions }: Props) {
  const a = record.application;
  const place = [a.provinceName, a.cityName, a.areaName].filter(Boolean).join(' / ');
  const card = 'rounded-card border border-line bg-white px-5 py-2 shadow-card sm:px-6';
  return (
    <div className="site-container py-5">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '采购单位激活审核', href: '/admin/activations' }, { label: `申请 ${a.id}` }]} />
      <header className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-5 shadow-card">
        <div className="min-w-0">
          <h1 className="break-words text-[20px] font-semibold">{a.depName}</h1>
          <p className="mt-1 text-meta text-ink-faint">
            申请编号 {a.id} · 提交于 {formatDateTime(a.createdAt)}
            {age && ` · 已等待 ${age}`}
          </p>
        </div>
        <Tag tone={TONES[a.status]}>{ACTIVATION_STATUS_LABELS[a.status]}</Tag>
      </header>
      {a.status === BIND_STATUS.rejected && a.rejectReason && (
        <p role="note" className="mt-3 rounded-card border border-price/30 bg-price-soft px-4 py-2 text-price">驳回原因：{a.rejectReason}</p>
      )}
      {actions}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="d-unit" className={card}>
          <h2 id="d-unit" className="py-3 text-[16px] font-semibold">单位信息</h2>
          <dl>
            <Row label="单位名称">{a.depName}</Row>
            <Row label="预算单位">{a.purchaserId ? `从预算单位中选择（编号 ${a.purchaserId}）` : '手动填写'}</Row>
            <Row label="统一社会信用代码">{a.noCodeFlag ? '无（提供情况说明或证明材料）' : a.creditCode}</Row>
            {a.noCodeFlag && <Row label="情况说明">{a.noCodeDesc}</Row>}
            {a.noCodeFlag && <Row label="证明材料">{record.proof ? <Proof id={a.id} proof={record.proof} /> : '未上传'}</Row>}
            <Row label="城市站">{a.cityStationName}</Row>
            <Row label="所在地区">{place}</Row>
          </dl>
        </section>
        <section aria-labelledby="d-contact" className={card}>
          <h2 id="d-contact" className="py-3 text-[16px] font-semibold">申请人</h2>
          <dl>
            <Row label="联系人">{a.contactName}</Row>
            <Row label="联系电话">{a.telphone}</Row>
            <Row label="申请账号">{record.applicant ? `${record.applicant.userName}（${record.applicant.mobile}）` : `用户 ${a.userId}`}</Row>
            <Row label="审核时间">{a.reviewedAt && formatDateTime(a.reviewedAt)}</Row>
            {a.unitId && <Row label="激活单位编号">{a.unitId}</Row>}
          </dl>
        </section>
      </div>
    </div>
  );
}
