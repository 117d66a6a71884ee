import type { Metadata } from 'next';
import { RuleIndexView } from '@/components/rules-centre/rule-view';
import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { RULE_CENTRE_PATH, ruleHref } from '@/lib/rules-centre/rules';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { publishedRules } from '@/lib/server/rules-centre/rules';

export const metadata: Metadata = {
  title: '规则中心 - 云采汇平台规则',
  description: '云采汇规则中心：供应商管理规则、采购单位行为规范等平台规则的全文、版本与生效日期。',
  alternates: { canonical: RULE_CENTRE_PATH },
};

// The rules centre's index (001 §2 "rule centre v2"), as last published.
export default async function RuleCenterPage() {
  const [rules, origin] = await Promise.all([publishedRules(), mainSiteOrigin()]);
  return (
    <>
      <JsonLd data={itemListJsonLd(rules.map((r) => ({ url: ruleHref(r.code), name: r.title })), origin)} />
      <RuleIndexView rules={rules} />
    </>
  );
}
