// optimalSchemeDetails.html (001 §2): a submitted scheme, read-only, for its submitter; the console's
// review page shows it the same way, with its breadcrumb and the reviewer's actions.
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import type { FileRecord } from '@/lib/schemes/schemas';
import { SCHEME_LABELS } from '@/lib/schemes/schemas';
import type { SchemeNames, SchemeRecord } from '@/lib/schemes/types';

const STATUS = {
  submitted: { label: '审核中', tone: 'primary' },
  approved: { label: '已通过', tone: 'success' },
  rejected: { label: '未通过', tone: 'info' },
} as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-0 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-ink-faint">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children || '—'}</dd>
    </div>
  );
}

function Files({ files, images }: { files: FileRecord[]; images: boolean }) {
  if (!files.length) return <>—</>;
  return (
    <ul className="flex flex-wrap gap-3">
      {files.map((f) => (
        <li key={f.fileId}>
          <a href={f.fileUrl} className="flex items-center gap-2 text-primary-active hover:underline">
            {images && (
              // The user's own upload, served by the app with its stored type.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={f.fileUrl} alt="" width={72} height={72} className="size-18 rounded border border-line object-cover" />
            )}
            <span className={images ? 'sr-only' : ''}>{f.fileOrigName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

const OWN_TRAIL = [{ label: '首页', href: '/' }, { label: '用户中心', href: '/user-center.html' }, { label: '我的方案' }];

interface SchemeDetailViewProps {
  record: SchemeRecord;
  names: SchemeNames;
  trail?: { label: string; href?: string }[];
  /** What the viewer may do with the scheme (the reviewer's claim and decision). */
  actions?: React.ReactNode;
}

export function SchemeDetailView({ record, names, trail = OWN_TRAIL, actions }: SchemeDetailViewProps) {
  const f = record.form;
  const status = STATUS[record.status];
  const money = (wan: string, cur: string) => (wan ? `${wan} 万元（${names.currency[cur] ?? cur}）` : '');
  const card = 'rounded-card border border-line bg-white px-5 py-2 shadow-card sm:px-6';
  return (
    <div className="site-container py-5">
      <Breadcrumb items={trail} />
      <header className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-white p-5 shadow-card">
        <div className="min-w-0">
          <h1 className="text-[20px] font-semibold">{f.caseName}</h1>
          <p className="mt-1 text-meta text-ink-faint">方案编号 {record.id} · 提交于 {formatDate(record.submittedAt)}</p>
        </div>
        <Tag tone={status.tone}>{status.label}</Tag>
      </header>
      {record.status === 'rejected' && record.reviewNote && (
        <p role="note" className="mt-3 rounded-card border border-price/30 bg-price-soft px-4 py-2 text-price">审核意见：{record.reviewNote}</p>
      )}
      {actions}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="d-scheme" className={card}>
          <h2 id="d-scheme" className="py-3 text-[16px] font-semibold">方案信息</h2>
          <dl>
            <Row label={SCHEME_LABELS.casePrice}>{money(f.casePrice, f.casePriceCurrencyType)}</Row>
            <Row label={SCHEME_LABELS.caseType}>{names.caseType}</Row>
            <Row label={SCHEME_LABELS.caseServiceCustomerType}>{names.caseServiceCustomerType.join('、')}</Row>
            <Row label={SCHEME_LABELS.caseUseTechnology}>{names.caseUseTechnology.join('、')}</Row>
            <Row label={SCHEME_LABELS.caseSolveProblem}>{f.caseSolveProblem}</Row>
            <Row label={SCHEME_LABELS.caseAchieveResults}>{f.caseAchieveResults}</Row>
            <Row label={SCHEME_LABELS.caseAdvantage}>{f.caseAdvantage}</Row>
            <Row label={SCHEME_LABELS.caseApplicationPromotionProspect}>{f.caseApplicationPromotionProspect}</Row>
            <Row label={SCHEME_LABELS.caseSupportProjectManagerQualification}>{f.caseSupportProjectManagerQualification}</Row>
            <Row label={SCHEME_LABELS.caseDeliveryCycles}>{f.caseDeliveryCycles}</Row>
            <Row label={SCHEME_LABELS.caseAfterSaleService}>{f.caseAfterSaleService}</Row>
            <Row label={SCHEME_LABELS.caseDemoLink}>{f.caseDemoLink}</Row>
            <Row label="产品说明书或功能清单"><Files files={f.caseProductDescriptionOrFunctionList ? [f.caseProductDescriptionOrFunctionList] : []} images={false} /></Row>
            <Row label="专利证书或获奖证书"><Files files={f.casePatentCertificateOrAwardCertificate ? [f.casePatentCertificateOrAwardCertificate] : []} images={false} /></Row>
          </dl>
        </section>
        <section aria-labelledby="d-company" className={card}>
          <h2 id="d-company" className="py-3 text-[16px] font-semibold">企业信息</h2>
          <dl>
            <Row label={SCHEME_LABELS.compName}>{f.compName}</Row>
            <Row label={SCHEME_LABELS.compRegisterCapital}>{money(f.compRegisterCapital, f.compRegisterCapitalCurrencyType)}</Row>
            <Row label={SCHEME_LABELS.establishTime}>{f.establishTime}</Row>
            <Row label={SCHEME_LABELS.location}>{[names.location, f.businessAddress].filter(Boolean).join(' ')}</Row>
            <Row label="联系人">{`${f.compLinkName}　${f.compLinkPhone}`}</Row>
            <Row label={SCHEME_LABELS.compScale}>{names.compScale}</Row>
            <Row label={SCHEME_LABELS.compList}>{names.compList}</Row>
            <Row label={SCHEME_LABELS.compAuth}>{names.compAuth.join('、')}</Row>
            <Row label={SCHEME_LABELS.compQualification}>{names.compQualification.join('、')}</Row>
            <Row label={SCHEME_LABELS.outputScale}>{money(f.outputScale, f.outputScaleCurrencyType)}</Row>
            <Row label="团队构成">
              {[['售前', f.compPreSalePersonPercent], ['研发', f.compDevelopPersonPercent], ['实施', f.compImplementPersonPercent]]
                .filter(([, v]) => v)
                .map(([k, v]) => `${k} ${v}%`)
                .join('　')}
            </Row>
            <Row label={SCHEME_LABELS.serviceCoverMarketArea}>{names.serviceCoverMarketArea.join('、')}</Row>
            <Row label="荣誉证书"><Files files={f.certificatesOfHonor} images /></Row>
            <Row label="资质证书"><Files files={f.qualificationCertificates} images /></Row>
          </dl>
        </section>
      </div>
    </div>
  );
}
