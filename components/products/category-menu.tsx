'use client';

// The category menu of narrow screens (the side navigation is hidden there): opened by a button, its
// list comes from getProductCategoryList through the session-storage cache (002 §7), so it is asked
// once per visit. Links navigate in place, as on the product-detail and store pages.
import { useState } from 'react';
import { loadProductCategories } from '@/lib/products/api';
import { categoryTarget, productTarget } from '@/lib/products/rules';
import type { NavCategory } from '@/lib/products/types';

export function CategoryMenu({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<NavCategory[] | null>(null);
  const [failed, setFailed] = useState(false);

  const toggle = () => {
    setOpen((o) => !o);
    if (list || open) return;
    setFailed(false);
    loadProductCategories().then(setList, () => setFailed(true));
  };

  return (
    <div className={className}>
      <button type="button" aria-expanded={open} onClick={toggle} data-testid="category-menu-button" className="flex h-9 w-full items-center justify-between rounded-card border border-line bg-white px-3 text-ink">
        全部服务分类
        <span aria-hidden="true" className={open ? 'rotate-180' : ''}>
          ▾
        </span>
      </button>
      {open && (
        <div className="mt-1 rounded-card border border-line bg-white p-3 shadow-pop">
          {failed ? (
            <p className="text-meta text-ink-faint">分类加载失败，请稍后重试</p>
          ) : !list ? (
            <p className="text-meta text-ink-faint">加载中…</p>
          ) : (
            <ul className="space-y-2">
              {list.map((c) => (
                <li key={c.id}>
                  <a href={categoryTarget(c, 'detail').href} className="font-medium text-ink">
                    {c.categoryName}
                  </a>
                  <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-meta text-ink-muted">
                    {c.productList.map((p) => (
                      <a key={p.id} href={productTarget(p, 'detail').href} className="hover:text-primary-active">
                        {p.productName}
                      </a>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
