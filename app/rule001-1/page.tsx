import type { Metadata } from 'next';
import { RuleView } from '@/components/rules-centre/rule-view';
import { JsonLd } from '@/components/seo/json-ld';
import { ruleJsonLd } from '@/lib/rules-centre/json-ld';
import { BUYER_RULE as RULE, ruleHref } from '@/lib/rules-centre/rules';
import { requestOrigin } from '@/lib/server/http/origin';

export const metadata: Metadata = {
  title: `${RULE.title} - 规则中心`,
  description: RULE.summary,
  alternates: { canonical: ruleHref(RULE.code) },
};

// /rule001-1.html: a rule of the rules centre (001 §2 "rule centre v2 rule001-1", issue 21).
export default async function RulePage() {
  const origin = await requestOrigin();
  return (
    <>
      <JsonLd data={ruleJsonLd(RULE, origin)} />
      <RuleView rule={RULE} />
    </>
  );
}
