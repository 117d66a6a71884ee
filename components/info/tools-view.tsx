// 产品工具 (/producTool.html): the portal's tools for buyers and suppliers, each a page of the portal.
import Link from 'next/link';
import { NOTICE_LIST_PATH } from '@/lib/tendering/links';
import { PageHero } from './page-hero';

const GROUPS = [
  {
    title: '采购方工具',
    tools: [
      { name: '软件造价评估', desc: '按功能点估算软件开发费用，出具造价评估报告。', href: '/service_details.html?serviceid=5' },
      { name: '供应商寻源', desc: '按行业、能力与地区筛选供应商，专家协助评估。', href: '/service_details.html?serviceid=2' },
      { name: '中标信息查询', desc: '查询全国政企软件项目中标公示，了解市场行情。', href: '/search.html?tabIndex=0' },
      { name: '发布采购需求', desc: '免费发布需求，平台匹配多家服务商报价。', href: '/softwareConsult.html' },
    ],
  },
  {
    title: '供应商工具',
    tools: [
      { name: '商机订阅', desc: '订阅政府采购与外包需求，新商机第一时间推送。', href: '/business.html' },
      { name: '招标文件下载', desc: '查看采购公告，下载招标文件、采购需求与评分办法。', href: NOTICE_LIST_PATH },
      { name: '方案入驻', desc: '提交优选方案，审核通过后展示在解决方案库。', href: '/preferredScheme.html' },
      { name: '需求大厅', desc: '浏览软件外包与人力外包需求，在线报名。', href: '/demandHall.html' },
    ],
  },
  {
    title: '数据与研究',
    tools: [
      { name: '企业查询', desc: '查看软件企业资质、案例、专利与中标记录。', href: '/search.html?tabIndex=1' },
      { name: '案例库', desc: '政务与企业数字化真实交付案例。', href: '/jfCase.html' },
      { name: '产业地图', desc: '按地区查看软件与数字化产业分布。', href: '/jfMap.html' },
      { name: '行业观点', desc: '软件前沿资讯、政策解读与行业报告。', href: '/industryView.html' },
    ],
  },
];

export function ToolsView() {
  return (
    <div className="pb-10">
      <PageHero title="产品工具" lead="从寻源、评估到投标、交付，云采汇为采购方与服务商提供的一站式工具。" />
      <div className="site-container mt-6 flex flex-col gap-6">
        {GROUPS.map((g) => (
          <section key={g.title} aria-labelledby={`tools-${g.title}`}>
            <h2 id={`tools-${g.title}`} className="mb-3 text-lg font-semibold">
              {g.title}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {g.tools.map((t) => (
                <li key={t.name}>
                  <Link href={t.href} prefetch={false} data-testid="tool" className="block h-full rounded-card border border-line bg-white p-4 transition hover:border-primary hover:shadow-pop">
                    <span className="font-medium">{t.name}</span>
                    <span className="mt-1 block text-meta text-ink-muted">{t.desc}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
