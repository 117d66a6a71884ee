'use client';

// The editor's product form (docs/features.md, Operator console: products and categories): every field the
// store and the product page show, checked on blur by the schema the server checks again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useForm, type FieldPath } from 'react-hook-form';
import { QueryProvider } from '@/components/query/query-provider';
import { controlClass, Field, inputClass, invalidProps, textareaClass } from '@/components/ui/form/field';
import { saveProduct } from '@/lib/products/admin-api';
import { PRODUCT_LIMITS, productFormSchema, type ProductForm as Parsed, type ProductFormValues } from '@/lib/products/admin-schemas';

interface Props {
  /** null: a new product. */
  id: number | null;
  values: Parsed;
  categories: { id: number; name: string }[];
}

export function ProductForm(props: Props) {
  return (
    <QueryProvider>
      <Form {...props} />
    </QueryProvider>
  );
}

function Form({ id, values, categories }: Props) {
  const router = useRouter();
  const form = useForm<ProductFormValues, unknown, Parsed>({ resolver: zodResolver(productFormSchema), mode: 'onBlur', defaultValues: values });
  const { register, formState } = form;
  const save = useMutation({
    mutationFn: (parsed: Parsed) => saveProduct({ ...parsed, ...(id === null ? {} : { id }) }),
    onSuccess: ({ id: saved }) => {
      if (id === null) router.push(`/admin/products/${saved}`);
      else router.refresh();
    },
  });
  const err = (name: FieldPath<ProductFormValues>) => formState.errors[name as keyof typeof formState.errors]?.message;
  const lines = (name: FieldPath<ProductFormValues>, placeholder: string, rows = 4) => (
    <textarea id={name} rows={rows} maxLength={PRODUCT_LIMITS.lines} placeholder={placeholder} className={textareaClass} {...invalidProps(name, err(name))} {...register(name)} />
  );
  return (
    <form onSubmit={form.handleSubmit((parsed) => save.mutate(parsed))} noValidate className="mt-4 grid gap-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="product-form">
      <Field label="产品名称" htmlFor="productName" required error={err('productName')}>
        <input id="productName" maxLength={PRODUCT_LIMITS.name} className={inputClass} {...invalidProps('productName', err('productName'))} {...register('productName')} />
      </Field>
      <Field label="所属分类" htmlFor="categoryId" required error={err('categoryId')}>
        <select id="categoryId" className={`${controlClass} w-full sm:w-60`} {...register('categoryId', { valueAsNumber: true })}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="产品简介" htmlFor="summary" required error={err('summary')} help="商城列表与详情页标题下的一句话">
        <textarea id="summary" rows={2} maxLength={PRODUCT_LIMITS.summary} className={textareaClass} {...invalidProps('summary', err('summary'))} {...register('summary')} />
      </Field>
      <Field label="产品介绍" htmlFor="intro" required error={err('intro')}>
        <textarea id="intro" rows={4} maxLength={PRODUCT_LIMITS.intro} className={textareaClass} {...invalidProps('intro', err('intro'))} {...register('intro')} />
      </Field>
      <Field label="交付周期（天）" htmlFor="deliveryDays" required error={err('deliveryDays')}>
        <input id="deliveryDays" type="number" min={1} max={PRODUCT_LIMITS.days} className={`${controlClass} w-32`} {...invalidProps('deliveryDays', err('deliveryDays'))} {...register('deliveryDays')} />
      </Field>
      <Field label="服务套餐" htmlFor="packages" required error={err('packages')} help="每行一个：名称|价格（元，或“面议”）|内容、内容；商城按最低价格筛选">
        {lines('packages', '基础版|8000|需求分析、界面设计、开发上线')}
      </Field>
      <Field label="常见问题" htmlFor="faq" error={err('faq')} help="每行一条：问题|回答；可不填">
        {lines('faq', '多久可以交付？|常规项目约 30 天')}
      </Field>
      <Field label="匹配关键词" htmlFor="keywords" required error={err('keywords')} help="用“、”分隔；服务行业或核心能力含这些词的服务商列为提供方">
        <input id="keywords" className={inputClass} {...invalidProps('keywords', err('keywords'))} {...register('keywords')} />
      </Field>
      <Field label="排序" htmlFor="sort" required error={err('sort')} help="分类内从小到大">
        <input id="sort" type="number" min={-999} max={999} className={`${controlClass} w-32`} {...invalidProps('sort', err('sort'))} {...register('sort')} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:pl-[10.25rem]">
        <button type="submit" disabled={save.isPending} className="h-9 rounded-card bg-primary-active px-5 text-meta font-medium text-white hover:bg-primary disabled:opacity-60">
          {id === null ? '创建产品' : '保存修改'}
        </button>
        {save.isSuccess && id !== null && (
          <p role="status" className="text-meta text-success">
            已保存
          </p>
        )}
        {save.error && (
          <p role="alert" className="text-meta text-price">
            {save.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
