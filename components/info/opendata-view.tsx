// 开放数据 (/opendata.html, docs/open-data.md): what the portal publishes in OCDS 1.1, the daily bulk files,
// and how to read the API (paging, the change feed), with curl examples built on the site's own address.
import { formatBytes } from '@/lib/ocds/bytes';
import { formatDateTime } from '@/lib/format/date';
import { BULK_PATH, OCDS_LICENSE, OCID_PREFIX, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, RECORDS_PATH, RELEASES_PATH } from '@/lib/ocds/publication';
import { PageHero } from './page-hero';

export interface OpendataFile {
  name: string;
  title: string;
  count: number;
  sizeBytes: number;
  sha256: string;
}

const section = 'rounded-card border border-line bg-white p-6';
const code = 'mt-2 overflow-x-auto whitespace-pre rounded-card bg-page p-3 font-mono text-meta leading-relaxed';

const PUBLISHED = [
  { what: '中标信息', tag: 'award', detail: '采购单位（buyer）、中标单位（supplier）、项目名称与编号、采购方式、预算金额（tender.value）、中标金额与公告日期（awards）。' },
  { what: '采购意向', tag: 'planning', detail: '采购单位、项目名称、预算金额（planning.budget，由万元换算为元），招标状态为 planned。' },
  { what: '招标公告', tag: 'tender', detail: '采购单位、项目名称与编号、预算金额（tender.value）、发布日期、投标起止时间（tender.tenderPeriod）。' },
];

export function OpendataView({ origin, files, generatedAt }: { origin: string; files: OpendataFile[]; generatedAt: string | null }) {
  const firstPage = `${RELEASES_PATH}?limit=${PAGE_LIMIT_DEFAULT}`;
  return (
    <div className="pb-10">
      <PageHero
        title="开放数据"
        lead="云采汇以开放合同数据标准（OCDS 1.1）免费公开中标信息、采购意向与招标公告：按页查询的接口、变更订阅与每日全量数据文件，可自由使用，注明出处即可。"
      />
      <div className="site-container mt-6 flex flex-col gap-6">
        <section aria-labelledby="files-title" className={section}>
          <h2 id="files-title" className="text-lg font-semibold">
            数据文件
          </h2>
          {files.length ? (
            <>
              <p className="mt-1 text-meta text-ink-muted">每日凌晨更新{generatedAt ? `，本次生成于 ${formatDateTime(generatedAt)}` : ''}。下载后可用 SHA-256 校验文件完整性。</p>
              <ul className="mt-4 flex flex-col gap-3" data-testid="opendata-files">
                {files.map((f) => (
                  <li key={f.name} className="rounded-card bg-page p-4" data-testid="opendata-file">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <a className="font-medium text-primary-active underline-offset-2 hover:underline" href={`${BULK_PATH}/${f.name}`} download>
                        {f.title}
                      </a>
                      <span className="text-meta text-ink-muted">
                        <span data-testid="opendata-count">{f.count.toLocaleString('zh-CN')}</span> 条 · {formatBytes(f.sizeBytes)}
                      </span>
                    </div>
                    <p className="mt-1 break-all font-mono text-meta text-ink-muted">
                      {f.name} · SHA-256 <span data-testid="opendata-sha256">{f.sha256}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2 text-ink-muted" data-testid="opendata-pending">
              首份数据文件正在生成，请稍后刷新本页。
            </p>
          )}
        </section>

        <section aria-labelledby="what-title" className={section}>
          <h2 id="what-title" className="text-lg font-semibold">
            发布的内容
          </h2>
          <p className="mt-2 text-ink-muted">
            每条记录是一个 OCDS 发布（release），语言为中文（zh），金额单位为人民币元（CNY）。采购单位与中标单位已知统一社会信用代码时，以 CN-USCC 方案标识。
            每个采购过程有一个 ocid（前缀 <code className="font-mono">{OCID_PREFIX}</code>）；记录变更后会以新的发布 id 再次出现在变更订阅中。
          </p>
          <ul className="mt-4 grid gap-3 md:grid-cols-3">
            {PUBLISHED.map((p) => (
              <li key={p.tag} className="rounded-card bg-page p-4">
                <p className="font-medium">
                  {p.what} <span className="font-mono text-meta text-ink-muted">tag: {p.tag}</span>
                </p>
                <p className="mt-1 text-meta text-ink-muted">{p.detail}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-meta text-ink-muted">
            许可协议：
            <a className="text-primary-active hover:underline" href={OCDS_LICENSE} rel="license">
              知识共享 署名 4.0 国际（CC BY 4.0）
            </a>
            ，使用时请注明“数据来源：云采汇”。
          </p>
        </section>

        <section aria-labelledby="api-title" className={section}>
          <h2 id="api-title" className="text-lg font-semibold">
            接口与分页
          </h2>
          <dl className="mt-3 grid gap-3 text-ink-muted">
            <div>
              <dt className="font-medium text-ink">
                GET <code className="font-mono">{RELEASES_PATH}</code>
              </dt>
              <dd>
                发布包（release package），按变更时间排序。参数 limit 为每页条数（默认 {PAGE_LIMIT_DEFAULT}，最多 {PAGE_LIMIT_MAX}）；下一页的完整地址在 links.next 中（游标不透明，请原样使用）。
                没有更多发布时返回 204（无内容）。
              </dd>
            </div>
            <div>
              <dt className="font-medium text-ink">
                GET <code className="font-mono">{RELEASES_PATH}?since=2026-11-01T00:00:00+08:00</code>
              </dt>
              <dd>变更订阅：只返回该时间以后新增或修改的发布。保存最后一页的 links.next，稍后再次请求即可取得此后的变更，不会遗漏也不会重复。</dd>
            </div>
            <div>
              <dt className="font-medium text-ink">
                GET <code className="font-mono">{RECORDS_PATH}/&lt;ocid&gt;</code>
              </dt>
              <dd>一个 ocid 的记录包（record package），含其发布与合并后的当前状态（compiledRelease）。</dd>
            </div>
          </dl>
          <p className="mt-3 text-meta text-ink-muted">
            接口按客户端限流（每分钟 120 次、每小时 3000 次，超出返回 429 与 Retry-After）；响应可缓存并带 ETag。参数错误返回 400，正文为 {'{"error": …, "message": …}'}。
          </p>
          <h3 className="mt-5 font-medium">示例</h3>
          <p className="mt-1 text-meta text-ink-muted">
            第一页：
            <a className="break-all font-mono text-primary-active hover:underline" href={firstPage} data-testid="opendata-first-page">
              {origin}
              {firstPage}
            </a>
          </p>
          {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
          <pre className={code} role="region" aria-label="curl 示例" tabIndex={0}>{`# 第一页（${PAGE_LIMIT_DEFAULT} 条）
curl '${origin}${firstPage}'

# 逐页读取全部发布：跟随 links.next，直到返回 204
url='${origin}${RELEASES_PATH}?limit=${PAGE_LIMIT_MAX}'
while [ -n "$url" ]; do
  curl -s -o page.json -w '%{http_code}' "$url" | grep -q 200 || break
  url=$(jq -r '.links.next' page.json)
done

# 某时间以后的变更
curl '${origin}${RELEASES_PATH}?since=2026-11-01T00:00:00%2B08:00'

# 一个 ocid 的记录
curl '${origin}${RECORDS_PATH}/${OCID_PREFIX}zb-<中标编号>'

# 全量文件与校验
curl -O '${origin}${BULK_PATH}/releases.jsonl.gz' && sha256sum releases.jsonl.gz`}</pre>
        </section>
      </div>
    </div>
  );
}
