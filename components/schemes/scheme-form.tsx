'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Dialog, SuccessMark } from '@/components/ui/dialog';
import { controlClass, Field, inputClass, invalidProps, textareaClass } from '@/components/ui/form/field';
import { LoadingMask } from '@/components/ui/loading-mask';
import { useAllCities, useDictionaries } from '@/lib/dictionaries/api';
import { BASE_CODES } from '@/lib/dictionaries/types';
import { useSubmitScheme } from '@/lib/schemes/api';
import { SCHEME_LABELS, schemeFormSchema, toSchemePayload, type SchemeForm as Values } from '@/lib/schemes/schemas';
import type { SchemePrefill } from '@/lib/schemes/types';
import { CityPicker } from './city-picker';
import { CascadeSelect, CheckGroup, DictSelect, GroupedSelect, optionsOf } from './dict-inputs';
import { UploadField } from './upload-field';

/** The scheme part, cleared by 新增方案 (001 §4); the company part stays. */
const EMPTY_SCHEME = {
  caseName: '', casePrice: '', casePriceCurrencyType: 'Y00001', caseType: '', caseServiceCustomerType: [], caseUseTechnology: [],
  caseSolveProblem: '', caseAchieveResults: '', caseAdvantage: '', caseApplicationPromotionProspect: '',
  caseSupportProjectManagerQualification: '', caseDeliveryCycles: '', caseAfterSaleService: '', caseDemoLink: '',
  caseProductDescriptionOrFunctionList: null, casePatentCertificateOrAwardCertificate: null,
} satisfies Partial<Values>;

function initialValues(prefill: SchemePrefill): Values {
  return {
    compName: prefill.compName, compRegisterCapital: '', compRegisterCapitalCurrencyType: 'Y00001', establishTime: '', location: '',
    businessAddress: '', compLinkName: prefill.compLinkName, compLinkPhone: prefill.compLinkPhone, compAuth: [], compScale: '', compList: '',
    compQualification: [], outputScale: '', outputScaleCurrencyType: 'Y00001', compPreSalePersonPercent: '', compDevelopPersonPercent: '',
    compImplementPersonPercent: '', serviceCoverMarketArea: [], certificatesOfHonor: [], qualificationCertificates: [], ...EMPTY_SCHEME,
  };
}

const LONG_TEXTS = [
  'caseSolveProblem', 'caseAchieveResults', 'caseAdvantage', 'caseApplicationPromotionProspect',
  'caseSupportProjectManagerQualification', 'caseDeliveryCycles', 'caseAfterSaleService',
] as const;

/** The mask closes by itself after this long at most, whatever the call is doing (001 §9). */
const MASK_MAX_MS = 5000;

export function SchemeForm({ prefill, pageToken }: { prefill: SchemePrefill; pageToken: string }) {
  const form = useForm<Values>({ resolver: zodResolver(schemeFormSchema), mode: 'onBlur', defaultValues: initialValues(prefill) });
  const { register, control, formState: { errors } } = form;
  const submit = useSubmitScheme();
  const [token, setToken] = useState(pageToken);
  const [mask, setMask] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [pageError, setPageError] = useState('');
  const { T1: t1, T2: t2, T4: t4, T9: t9, T11: t11, T13: t13, T14: t14, T18: t18, T22: t22 } = useDictionaries(BASE_CODES);
  const cities = useAllCities().data;

  const err = (name: FieldPath<Values>) => {
    const e = name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;
    return e?.message;
  };
  const text = (name: FieldPath<Values>, opts: { maxLength?: number; placeholder?: string; type?: string } = {}) => (
    <input id={name} type={opts.type ?? 'text'} className={inputClass} maxLength={opts.maxLength} placeholder={opts.placeholder} {...invalidProps(name, err(name))} {...register(name)} />
  );
  const currency = (name: 'compRegisterCapitalCurrencyType' | 'outputScaleCurrencyType' | 'casePriceCurrencyType') => (
    <select aria-label="币种" className={`${controlClass} w-28 shrink-0`} {...register(name)}>
      {optionsOf(t18).map((o) => (
        <option key={o.code} value={o.code}>{o.name}</option>
      ))}
    </select>
  );
  const amount = (name: 'compRegisterCapital' | 'outputScale' | 'casePrice', cur: Parameters<typeof currency>[0]) => (
    <div className="flex gap-2">
      <div className="relative min-w-0 flex-1">
        {text(name, { maxLength: 20, placeholder: '请输入金额' })}
        <span className="pointer-events-none absolute right-3 top-1.5 text-ink-faint">万元</span>
      </div>
      {currency(cur)}
    </div>
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setPageError('');
    setMask(true);
    const closeMask = setTimeout(() => setMask(false), MASK_MAX_MS);
    const outcome = await submit.mutateAsync(toSchemePayload(values, token));
    clearTimeout(closeMask);
    setMask(false);
    if (outcome.ok) {
      setToken(outcome.nextPageToken);
      setSavedId(outcome.id);
    } else {
      // Once, beside the button that was pressed (a toast as well said it twice).
      setPageError(outcome.msg);
    }
  });

  function addAnother() {
    form.reset({ ...form.getValues(), ...EMPTY_SCHEME }, { keepDefaultValues: true });
    setSavedId(null);
    window.scrollTo({ top: document.getElementById('scheme-part')?.offsetTop ?? 0 });
  }

  const section = (id: string, title: string, children: ReactNode) => (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h3 id={id} className="mb-5 border-l-4 border-primary pl-3 text-[16px] font-semibold">{title}</h3>
      <div className="grid gap-4">{children}</div>
    </section>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="提交优选方案" className="grid gap-5">
      {section('company-part', '企业信息', <>
        <Field label={SCHEME_LABELS.compName} htmlFor="compName" required error={err('compName')}>{text('compName', { maxLength: 50 })}</Field>
        <Field label={SCHEME_LABELS.compRegisterCapital} htmlFor="compRegisterCapital" error={err('compRegisterCapital')}>{amount('compRegisterCapital', 'compRegisterCapitalCurrencyType')}</Field>
        <Field label={SCHEME_LABELS.establishTime} htmlFor="establishTime" error={err('establishTime')}>{text('establishTime', { type: 'date' })}</Field>
        <Field label={SCHEME_LABELS.location} htmlFor="location" error={err('location')}>
          <Controller control={control} name="location" render={({ field }) => (
            <CascadeSelect id="location" tree={t1 ?? []} value={field.value} onChange={field.onChange} onBlur={field.onBlur} labels={['省份', '城市', '区县']} />
          )} />
        </Field>
        <Field label={SCHEME_LABELS.businessAddress} htmlFor="businessAddress" error={err('businessAddress')}>{text('businessAddress', { maxLength: 50, placeholder: '街道、门牌号' })}</Field>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field label={SCHEME_LABELS.compLinkName} htmlFor="compLinkName" required error={err('compLinkName')}>{text('compLinkName', { maxLength: 20 })}</Field>
          <Field label={SCHEME_LABELS.compLinkPhone} htmlFor="compLinkPhone" required error={err('compLinkPhone')}>{text('compLinkPhone', { maxLength: 11, type: 'tel' })}</Field>
        </div>
        <Field label={SCHEME_LABELS.compScale} htmlFor="compScale" help={t2?.map((s) => s.help).join('；')}>
          <Controller control={control} name="compScale" render={({ field }) => (
            <DictSelect id="compScale" options={optionsOf(t2)} value={field.value} onChange={field.onChange} placeholder="请选择企业规模" />
          )} />
        </Field>
        <Field label={SCHEME_LABELS.compList} htmlFor="compList">
          <Controller control={control} name="compList" render={({ field }) => (
            <GroupedSelect id="compList" tree={t4 ?? []} value={field.value} onChange={field.onChange} placeholder="请选择上市情况" />
          )} />
        </Field>
        <Field label={SCHEME_LABELS.compAuth} htmlFor="compAuth">
          <Controller control={control} name="compAuth" render={({ field }) => <CheckGroup id="compAuth" label="企业认证" options={optionsOf(t22)} value={field.value} onChange={field.onChange} />} />
        </Field>
        <Field label={SCHEME_LABELS.compQualification} htmlFor="compQualification">
          <Controller control={control} name="compQualification" render={({ field }) => <CheckGroup id="compQualification" label="企业资质" options={optionsOf(t11)} value={field.value} onChange={field.onChange} />} />
        </Field>
        <Field label={SCHEME_LABELS.outputScale} htmlFor="outputScale" error={err('outputScale')}>{amount('outputScale', 'outputScaleCurrencyType')}</Field>
        <div className="grid gap-4 lg:grid-cols-3">
          {(['compPreSalePersonPercent', 'compDevelopPersonPercent', 'compImplementPersonPercent'] as const).map((name) => (
            <Field key={name} label={SCHEME_LABELS[name]} htmlFor={name} error={err(name)}>
              <div className="relative">{text(name, { maxLength: 2, placeholder: '0-99' })}<span className="pointer-events-none absolute right-3 top-1.5 text-ink-faint">%</span></div>
            </Field>
          ))}
        </div>
        <Field label={SCHEME_LABELS.serviceCoverMarketArea} htmlFor="serviceCoverMarketArea" required error={err('serviceCoverMarketArea')}>
          <Controller control={control} name="serviceCoverMarketArea" render={({ field }) => <CityPicker id="serviceCoverMarketArea" cities={cities ?? {}} value={field.value} onChange={field.onChange} />} />
        </Field>
        {(['certificatesOfHonor', 'qualificationCertificates'] as const).map((name) => (
          <Field key={name} label={name === 'certificatesOfHonor' ? '荣誉证书' : '资质证书'} htmlFor={name} error={err(name)}>
            <Controller control={control} name={name} render={({ field }) => (
              <UploadField id={name} kind="image" value={field.value} onChange={field.onChange} hint="支持 jpg、png、gif 格式，单张不超过 2M，最多 10 张" />
            )} />
          </Field>
        ))}
      </>)}

      <div id="scheme-part">{section('scheme-part-title', '方案信息', <>
        <Field label={SCHEME_LABELS.caseName} htmlFor="caseName" required error={err('caseName')}>{text('caseName', { maxLength: 50 })}</Field>
        <Field label={SCHEME_LABELS.casePrice} htmlFor="casePrice" required error={err('casePrice')}>{amount('casePrice', 'casePriceCurrencyType')}</Field>
        <Field label={SCHEME_LABELS.caseType} htmlFor="caseType" required error={err('caseType')}>
          <Controller control={control} name="caseType" render={({ field }) => (
            <CascadeSelect id="caseType" tree={t13 ?? []} value={field.value} onChange={field.onChange} onBlur={field.onBlur} labels={['一级分类', '二级分类', '三级分类']} invalid={Boolean(err('caseType'))} />
          )} />
        </Field>
        <Field label={SCHEME_LABELS.caseServiceCustomerType} htmlFor="caseServiceCustomerType" required error={err('caseServiceCustomerType')}>
          <Controller control={control} name="caseServiceCustomerType" render={({ field }) => <CheckGroup id="caseServiceCustomerType" label="服务客户类型" options={optionsOf(t14)} value={field.value} onChange={field.onChange} />} />
        </Field>
        <Field label={SCHEME_LABELS.caseUseTechnology} htmlFor="caseUseTechnology" required error={err('caseUseTechnology')}>
          <Controller control={control} name="caseUseTechnology" render={({ field }) => <CheckGroup id="caseUseTechnology" label="使用技术" options={optionsOf(t9)} value={field.value} onChange={field.onChange} />} />
        </Field>
        {LONG_TEXTS.map((name) => (
          <Field key={name} label={SCHEME_LABELS[name]} htmlFor={name} required error={err(name)}>
            <textarea id={name} maxLength={1000} rows={3} className={textareaClass} {...invalidProps(name, err(name))} {...register(name)} />
            <p className="mt-0.5 text-right text-meta text-ink-faint">{form.watch(name)?.length ?? 0}/1000</p>
          </Field>
        ))}
        <Field label={SCHEME_LABELS.caseDemoLink} htmlFor="caseDemoLink" error={err('caseDemoLink')}>{text('caseDemoLink', { maxLength: 1000, placeholder: 'https://' })}</Field>
        {(['caseProductDescriptionOrFunctionList', 'casePatentCertificateOrAwardCertificate'] as const).map((name) => (
          <Field key={name} label={name === 'caseProductDescriptionOrFunctionList' ? '产品说明书或功能清单' : '专利证书或获奖证书'} htmlFor={name}>
            <Controller control={control} name={name} render={({ field }) => (
              <UploadField id={name} kind="archive" value={field.value ? [field.value] : []} onChange={(v) => field.onChange(v[0] ?? null)} hint="支持 rar、zip 格式，不超过 10MB，限 1 个" />
            )} />
          </Field>
        ))}
      </>)}</div>

      {pageError && <p role="alert" className="rounded-card border border-price/30 bg-price-soft px-4 py-2 text-price">{pageError}</p>}
      <div className="flex flex-col items-center gap-2">
        <button type="submit" disabled={submit.isPending} className="h-10 w-full max-w-xs rounded-card bg-primary-active text-[15px] font-medium text-white hover:bg-primary disabled:cursor-wait disabled:opacity-70">
          {submit.isPending ? '提交中…' : '提交方案'}
        </button>
        <p className="text-meta text-ink-faint">
          提交即表示同意<a href="/secrecyAgreeScheme.html" target="_blank" className="text-primary-active hover:underline">《方案提交保密协议》</a>
        </p>
      </div>
      <LoadingMask show={mask} label="正在提交…" />
      <Dialog
        open={savedId !== null}
        onClose={addAnother}
        title="方案提交成功"
        variant="full"
        icon={<SuccessMark large />}
      >
        <p className="mt-3 max-w-md text-ink-muted">平台将在 3 个工作日内完成审核，审核进度可在用户中心「我的方案」中查看。</p>
        <div className="mt-6 flex gap-3">
          <a href={`/optimalSchemeDetails.html?id=${savedId ?? ''}`} className="inline-flex h-10 items-center rounded-card border border-line-strong px-6 hover:border-primary hover:text-primary-active">返回</a>
          <button type="button" onClick={addAnother} className="h-10 rounded-card bg-primary-active px-6 text-white hover:bg-primary">新增方案</button>
        </div>
      </Dialog>
    </form>
  );
}
