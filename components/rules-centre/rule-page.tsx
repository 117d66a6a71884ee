import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ruleJsonLd } from '@/lib/rules-centre/json-ld';
import { ruleHref, type PlatformRule } from '@/lib/rules-centre/rules';
import { RuleView } from './rule-view';

// What every rule page of the rules centre is (001 §2 "rule centre v2"): its metadata and
// the rule with its JSON-LD; each route names its rule.

export function ruleMetadata(rule: PlatformRule): Metadata {
  return { title: `${rule.title} - 规则中心`, description: rule.summary, alternates: { canonical: ruleHref(rule.code) } };
}

export function RulePage({ rule, rules, origin }: { rule: PlatformRule; rules: readonly PlatformRule[]; origin: string }) {
  return (
    <>
      <JsonLd data={ruleJsonLd(rule, origin)} />
      <RuleView rule={rule} rules={rules} />
    </>
  );
}
