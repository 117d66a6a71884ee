'use client';

// The navigation's categories in the console (docs/features.md, Operator console: products and
// categories): each row renames, reorders (a number, smallest first) and hides or shows its category, saved
// row by row; the page is rendered again after a step, so what it shows is the database's word.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { QueryProvider } from '@/components/query/query-provider';
import { controlClass, invalidProps } from '@/components/ui/form/field';
import { saveCategory } from '@/lib/products/admin-api';
import { CATEGORY_NAME_MAX, categoryFormSchema, type AdminCategoryLine, type CategoryForm, type CategoryFormValues } from '@/lib/products/admin-schemas';
import { StepError, useConsoleStep } from './use-console-step';

export function CategoryEditor({ categories }: { categories: AdminCategoryLine[] }) {
  return (
    <QueryProvider>
      <section aria-labelledby="categories-title" className="mt-4 rounded-card bg-white p-4 shadow-card">
        <h2 id="categories-title" className="font-semibold text-ink">分类导航（{categories.length}）</h2>
        <p className="mt-1 text-meta text-ink-muted">排序从小到大；隐藏的分类及其产品不在导航与商城中出现。</p>
        <ul className="mt-2 divide-y divide-line" data-testid="category-list">
          {categories.map((c) => (
            <CategoryRow key={`${c.id}-${c.categoryName}-${c.sort}-${c.hidden}`} category={c} />
          ))}
        </ul>
      </section>
    </QueryProvider>
  );
}

function CategoryRow({ category }: { category: AdminCategoryLine }) {
  const step = useConsoleStep();
  const { register, handleSubmit, formState } = useForm<CategoryFormValues, unknown, CategoryForm>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { categoryName: category.categoryName, sort: category.sort, hidden: category.hidden },
  });
  const nameId = `category-${category.id}-name`;
  const sortId = `category-${category.id}-sort`;
  const error = formState.errors.categoryName?.message ?? formState.errors.sort?.message ?? step.error;
  return (
    <li className="py-2" data-category={category.id}>
      <form noValidate onSubmit={handleSubmit((form) => step.run(() => saveCategory({ id: category.id, ...form })))} className="flex flex-wrap items-end gap-2">
        <label htmlFor={nameId} className="grid gap-1 text-meta text-ink-muted">
          <span>分类名称 #{category.id}（{category.products} 个产品）</span>
          <input id={nameId} maxLength={CATEGORY_NAME_MAX} className={`${controlClass} w-48`} {...invalidProps(nameId, formState.errors.categoryName?.message)} {...register('categoryName')} />
        </label>
        <label htmlFor={sortId} className="grid gap-1 text-meta text-ink-muted">
          <span>排序</span>
          <input id={sortId} type="number" min={-999} max={999} className={`${controlClass} w-24`} {...register('sort')} />
        </label>
        <label className="flex h-9 items-center gap-2 text-meta">
          <input type="checkbox" {...register('hidden')} /> 隐藏
        </label>
        <button type="submit" disabled={step.busy} className="h-9 rounded-card border border-primary px-4 text-meta text-primary-active hover:bg-primary-soft disabled:opacity-60" aria-label={`保存分类 ${category.categoryName}`}>
          保存
        </button>
        {category.hidden && <span className="h-9 pt-2 text-meta text-price">已隐藏</span>}
      </form>
      <StepError error={error ?? null} />
    </li>
  );
}
