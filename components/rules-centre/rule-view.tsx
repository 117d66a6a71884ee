import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { chineseNumber, RULE_CENTRE_PATH, ruleHref, type PlatformRule } from '@/lib/rules-centre/rules';

/** The rules beside a rule page: every rule of the centre, the current one marked. */
function RuleNav({ current, rules }: { current: string; rules: readonly PlatformRule[] }) {
  return (
    <nav aria-label="规则列表" className="rounded-card border border-line bg-white p-4 shadow-card">
      <p className="font-semibold">
        <Link href={RULE_CENTRE_PATH} prefetch={false} className="hover:text-primary-active">
          规则中心
        </Link>
      </p>
      <ul className="mt-2 space-y-1">
        {rules.map((r) => (
          <li key={r.code}>
            <Link
              href={ruleHref(r.code)}
              prefetch={false}
              aria-current={r.code === current ? 'page' : undefined}
              className={`block rounded px-2 py-1.5 text-meta ${r.code === current ? 'bg-primary-soft font-medium text-primary-active' : 'hover:text-primary-active'}`}
            >
              {r.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A rule page: title, version and dates, chapters with articles numbered through the rule; `rules` for the side list. */
export function RuleView({ rule, rules }: { rule: PlatformRule; rules: readonly PlatformRule[] }) {
  // The number of each chapter's first article: articles count through the whole rule.
  const firstArticle = rule.chapters.map((_, i) => 1 + rule.chapters.slice(0, i).reduce((n, c) => n + c.articles.length, 0));
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '规则中心', href: RULE_CENTRE_PATH }, { label: rule.title }]} />
      <div className="mt-3 grid gap-5 lg:grid-cols-[240px_minmax(0,1fr)]">
        <div className="order-2 lg:order-1">
          <RuleNav current={rule.code} rules={rules} />
        </div>
        <article className="order-1 min-w-0 rounded-card border border-line bg-white p-5 shadow-card sm:p-10 lg:order-2">
          <h1 className="text-center text-[22px] font-semibold">{rule.title}</h1>
          <p className="mt-3 text-center text-meta text-ink-faint">
            {rule.version} · 发布日期 <time dateTime={rule.publishedOn}>{rule.publishedOn}</time> · 生效日期 <time dateTime={rule.effectiveFrom}>{rule.effectiveFrom}</time> · 适用对象：{rule.audience}
          </p>
          <nav aria-label="目录" className="mt-6 rounded-card bg-page px-4 py-3 text-meta">
            <p className="font-medium text-ink-muted">目录</p>
            <ol className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {rule.chapters.map((c, i) => (
                <li key={c.title}>
                  <a href={`#chapter-${i + 1}`} className="hover:text-primary-active">
                    第{chineseNumber(i + 1)}章 {c.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {rule.chapters.map((c, i) => (
            <section key={c.title} id={`chapter-${i + 1}`} aria-labelledby={`chapter-${i + 1}-title`} className="mt-7 scroll-mt-4">
              <h2 id={`chapter-${i + 1}-title`} className="text-center text-[16px] font-semibold">
                第{chineseNumber(i + 1)}章 {c.title}
              </h2>
              {c.articles.map((text, j) => (
                <p key={j} className="mt-3 leading-7 text-ink">
                  <span className="mr-2 font-semibold">第{chineseNumber(firstArticle[i]! + j)}条</span>
                  {text}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

/** /ruleCenter.html: the rules centre's index. */
export function RuleIndexView({ rules }: { rules: readonly PlatformRule[] }) {
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '规则中心' }]} />
      <h1 className="mt-3 text-xl font-semibold">
        规则中心 <span className="ml-1 text-meta font-normal text-ink-faint">平台规则与行为规范</span>
      </h1>
      <p className="mt-2 text-ink-muted">云采汇平台面向供应商与采购单位公示的规则。规则修改将提前七日在本页公示。</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="rule-list">
        {rules.map((r) => (
          <li key={r.code} className="rounded-card border border-line bg-white p-5 shadow-card">
            <p className="text-meta text-primary-active">适用对象：{r.audience}</p>
            <h2 className="mt-1 text-[16px] font-semibold">
              <Link href={ruleHref(r.code)} prefetch={false} className="hover:text-primary-active">
                {r.title}
              </Link>
            </h2>
            <p className="mt-2 text-ink-muted">{r.summary}</p>
            <p className="mt-3 text-meta text-ink-faint">
              {r.version} · 生效日期 <time dateTime={r.effectiveFrom}>{r.effectiveFrom}</time> · 共 {r.chapters.length} 章 {r.chapters.reduce((n, c) => n + c.articles.length, 0)} 条
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
