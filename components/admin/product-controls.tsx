'use client';

// A product's hide/show switch and its deletion (docs/features.md, Operator console: products). Deleting
// is confirmed first and needs a fresh SMS code (step-up); the page is rendered again after a step, so
// what it shows is the database's word.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { QueryProvider } from '@/components/query/query-provider';
import { deleteProduct, setProductHidden } from '@/lib/products/admin-api';
import { useStepUp } from './step-up';

interface Props {
  id: number;
  name: string;
  hidden: boolean;
}

const button = 'h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60';

export function ProductControls(props: Props) {
  return (
    <QueryProvider>
      <Controls {...props} />
    </QueryProvider>
  );
}

function Controls({ id, name, hidden }: Props) {
  const router = useRouter();
  const stepUp = useStepUp();
  const toggle = useMutation({ mutationFn: () => setProductHidden({ id, hidden: !hidden }), onSuccess: () => router.refresh() });
  const remove = useMutation({ mutationFn: () => stepUp.run(() => deleteProduct({ id })), onSuccess: () => router.push('/admin/products') });
  const error = toggle.error ?? remove.error;
  const busy = toggle.isPending || remove.isPending;
  return (
    <section aria-labelledby="controls-title" className="mt-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="product-controls">
      <h2 id="controls-title" className="font-semibold text-ink">显示与删除</h2>
      <p className="mt-1 text-meta text-ink-muted" data-testid="product-state">
        {hidden ? '已隐藏：导航与商城不再列出，详情页不可访问。' : '显示中：导航、商城与详情页可见。'}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => toggle.mutate()} className={`${button} border border-primary text-primary-active hover:bg-primary-soft`}>
          {hidden ? '显示产品' : '隐藏产品'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => window.confirm(`确定删除产品“${name}”？删除后不可恢复。`) && remove.mutate()}
          className={`${button} border border-line-strong text-price hover:bg-price-soft`}
        >
          删除产品
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-meta text-price">
          {error.message}
        </p>
      )}
      {stepUp.dialog}
    </section>
  );
}
