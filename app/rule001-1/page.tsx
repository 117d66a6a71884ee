import { notFound } from 'next/navigation';
import { RulePage, ruleMetadata } from '@/components/rules-centre/rule-page';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { publishedRule, publishedRules } from '@/lib/server/rules-centre/rules';

// /rule001-1.html: a rule of the rules centre (001 §2 "rule centre v2 rule001-1"), as last published.
const CODE = 'rule001-1';

export async function generateMetadata() {
  const rule = await publishedRule(CODE);
  return rule ? ruleMetadata(rule) : {};
}

export default async function Page() {
  const [rules, origin] = await Promise.all([publishedRules(), mainSiteOrigin()]);
  const rule = rules.find((r) => r.code === CODE);
  if (!rule) notFound();
  return <RulePage rule={rule} rules={rules} origin={origin} />;
}
