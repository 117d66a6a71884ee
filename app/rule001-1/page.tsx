import { RulePage, ruleMetadata } from '@/components/rules-centre/rule-page';
import { BUYER_RULE } from '@/lib/rules-centre/rules';
import { mainSiteOrigin } from '@/lib/server/http/origin';

// /rule001-1.html: a rule of the rules centre (001 §2 "rule centre v2 rule001-1").
export const metadata = ruleMetadata(BUYER_RULE);

export default async function Page() {
  return <RulePage rule={BUYER_RULE} origin={await mainSiteOrigin()} />;
}
