import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RuleList } from '@/components/admin/rule-list';
import { pageOperator } from '@/lib/server/operators/gate';
import { publishedRules } from '@/lib/server/rules-centre/rules';

export const metadata: Metadata = { title: '规则中心管理', robots: { index: false, follow: false } };

// The rules of the rules centre for the editors (docs/features.md, Operator console); anyone else: 404.
export default async function RulesPage() {
  if (!(await pageOperator('editor'))) notFound();
  return <RuleList rules={await publishedRules()} />;
}
