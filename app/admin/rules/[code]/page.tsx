import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RuleForm } from '@/components/admin/rule-form';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ruleHref } from '@/lib/rules-centre/rules';
import { ruleFormValues } from '@/lib/rules-centre/schemas';
import { pageOperator } from '@/lib/server/operators/gate';
import { publishedRule } from '@/lib/server/rules-centre/rules';

export const metadata: Metadata = { title: '编辑规则', robots: { index: false, follow: false } };

type Props = { params: Promise<{ code: string }> };

// An editor edits and publishes a rule's text (docs/features.md, Operator console); anyone else: 404.
export default async function RuleEditPage({ params }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const rule = await publishedRule((await params).code);
  if (!rule) notFound();
  return (
    <section className="site-container py-6" aria-labelledby="rule-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '规则中心', href: '/admin/rules' }, { label: rule.title }]} />
      <h1 id="rule-title" className="mt-3 text-xl font-semibold text-ink">编辑规则</h1>
      <p className="mt-1 text-meta text-ink-muted">
        当前 {rule.version}，发布于 {rule.publishedOn}，适用对象：{rule.audience}。{' '}
        <Link href={ruleHref(rule.code)} prefetch={false} className="text-primary-active hover:underline">
          查看公开页面
        </Link>
      </p>
      <RuleForm code={rule.code} values={ruleFormValues(rule)} />
    </section>
  );
}
