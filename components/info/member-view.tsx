// 会员中心 (/member.html): the plans a supplier can hold and what each gives; the subscription is the
// opportunity push of 001 ("original price 299/month, limited-time free trial").
import Link from 'next/link';
import { PageHero, heroPrimary } from './page-hero';

const PLANS = [
  {
    name: '基础会员',
    price: '免费',
    note: '入驻即享',
    features: ['企业主页与案例展示', '查看中标公示与采购意向', '提交优选方案', '与采购单位在线沟通'],
  },
  {
    name: '商机会员',
    price: '¥299/月',
    note: '限时免费试用',
    highlight: true,
    features: ['政府招标、软件外包、人力外包三类商机订阅', '按行业、城市与预算精准推送到站内信', '每日商机汇总与截止提醒', '关注商机与一键联系采购方'],
  },
  {
    name: '企业会员',
    price: '¥9,800/年',
    note: '多城市服务商',
    features: ['商机会员全部权益', '最多 10 个城市分站优先展示', '平台优选方案优先审核', '专属客户成功经理'],
  },
];

export function MemberView() {
  return (
    <div className="pb-10">
      <PageHero title="会员中心" lead="从免费入驻到全国多城市展示，按业务阶段选择适合的会员权益。">
        <Link href="/business.html" prefetch={false} className={heroPrimary}>
          免费试用商机订阅
        </Link>
      </PageHero>
      <ul className="site-container mt-6 grid gap-4 md:grid-cols-3">
        {PLANS.map((p) => (
          <li key={p.name} className={`flex flex-col rounded-card border bg-white p-6 ${p.highlight ? 'border-primary shadow-pop' : 'border-line'}`}>
            <h2 className="text-lg font-semibold">{p.name}</h2>
            <p className="mt-2 text-2xl font-semibold tabular-nums text-price">{p.price}</p>
            <p className="text-meta text-ink-faint">{p.note}</p>
            <ul className="mt-4 flex-1 space-y-2 text-ink-muted">
              {p.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden className="text-success">
                    ✓
                  </span>
                  {f}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="site-container mt-4 text-meta text-ink-faint">会员开通与发票事宜请联系平台客服；订阅商机可在“站内信-商机推送-我的订阅管理”中随时修改或取消。</p>
    </div>
  );
}
