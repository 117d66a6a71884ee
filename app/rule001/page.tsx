import { RulePage, ruleMetadata } from '@/components/rules-centre/rule-page';
import { SUPPLIER_RULE } from '@/lib/rules-centre/rules';
import { mainSiteOrigin } from '@/lib/server/http/origin';

// /rule001.html: a rule of the rules centre (001 §2 "rule centre v2 rule001").
export const metadata = ruleMetadata(SUPPLIER_RULE);

export default async function Page() {
  return <RulePage rule={SUPPLIER_RULE} origin={await mainSiteOrigin()} />;
}
