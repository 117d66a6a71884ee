import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExpertAdmin } from '@/components/admin/expert-admin';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { listExpertsForAdmin } from '@/lib/server/experts/admin';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '专家管理', robots: { index: false, follow: false } };

// The experts of the consult dialog for reviewers (docs/features.md, Operator console); anyone else: 404.
export default async function ExpertsPage() {
  if (!(await pageOperator('reviewer'))) notFound();
  const experts = await listExpertsForAdmin();
  return (
    <section className="site-container py-6" aria-labelledby="experts-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '专家管理' }]} />
      <h1 id="experts-title" className="mt-3 text-xl font-semibold text-ink">专家管理</h1>
      <ExpertAdmin experts={experts} />
    </section>
  );
}
