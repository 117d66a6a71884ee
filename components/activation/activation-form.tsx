'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/accounts/form-alert';
import { submitClass } from '@/components/accounts/styles';
import { ResultNote } from '@/components/phone-code/result-note';
import { SendCodeButton } from '@/components/phone-code/send-code-button';
import { CascadeSelect } from '@/components/schemes/dict-inputs';
import { Field, inputClass, invalidProps, textareaClass } from '@/components/ui/form/field';
import { purchaseDetail, registerUnit, useCityStations } from '@/lib/activation/api';
import { ACTIVATION_MSG, activationFormSchema, DESC_MAX, REGISTER_CODE, type ActivationForm } from '@/lib/activation/schemas';
import { pageOfStatus } from '@/lib/activation/rules';
import { SIGN_UP_STORAGE_KEY } from '@/lib/activities/options';
import { parseStoredSignUp, signUpDefaults, type SignUpDefaults } from '@/lib/activities/rules';
import type { CityStation, CityStationGroup } from '@/lib/activation/types';
import { useDictionaries } from '@/lib/dictionaries/api';
import { pathOf } from '@/lib/dictionaries/tree';
import type { SendCodeResult } from '@/lib/phone-code/outcome';
import { AttachmentField } from './attachment-field';
import { UnitNameInput } from './unit-name-input';

interface ActivationFormProps {
  /** The logged-in account's phone: preset, and needs no SMS code (002 §5). */
  ownMobile: string;
}

const NO_STATIONS: CityStationGroup[] = [];

const BLANK: ActivationForm = {
  depName: '',
  purchaserId: undefined,
  noCodeFlag: false,
  creditCode: '',
  noCodeDesc: '',
  noCodeAttachment: '',
  noCodeAttachmentName: '',
  cityStationCode: '',
  cityStationName: '',
  provinceCode: '',
  provinceName: '',
  cityCode: '',
  cityName: '',
  areaCode: '',
  areaName: '',
  contactName: '',
  telphone: '',
  verificationCode: '',
  checked: false,
};

const SAVED_KEYS = Object.keys(signUpDefaults(null, true)) as (keyof SignUpDefaults)[];

/** 002 §3 purchasing-unit activation form: unit, credit code or its proof, station, place, contact, agreement. */
export function ActivationForm({ ownMobile }: ActivationFormProps) {
  const id = useId();
  const router = useRouter();
  const form = useForm<ActivationForm>({
    resolver: zodResolver(activationFormSchema(ownMobile)),
    mode: 'onTouched',
    defaultValues: { ...BLANK, telphone: ownMobile },
  });
  const { register, control, formState, setValue, setError, clearErrors, handleSubmit, getValues } = form;
  const errors = formState.errors;
  const [depName, noCodeFlag, noCodeDesc, attachment, attachmentName, stationCode, provinceCode, cityCode, areaCode, telphone] = useWatch({
    control,
    name: ['depName', 'noCodeFlag', 'noCodeDesc', 'noCodeAttachment', 'noCodeAttachmentName', 'cityStationCode', 'provinceCode', 'cityCode', 'areaCode', 'telphone'],
  });
  const ownPhone = (telphone ?? '').trim() === ownMobile;
  const [sent, setSent] = useState<SendCodeResult | null>(null);
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { T1: regions } = useDictionaries(['T1'] as const);
  const stationQuery = useCityStations();
  const stations = stationQuery.data ?? NO_STATIONS;

  // 002 §3 sign-up defaults: what this tab typed before comes back (blanks as ''), and is kept as it
  // changes. Effects run in order: the stored values are read before the first save writes.
  useEffect(() => {
    const stored = parseStoredSignUp(window.sessionStorage.getItem(SIGN_UP_STORAGE_KEY), true);
    for (const key of SAVED_KEYS) {
      const value = stored[key];
      if (value !== '' && value !== false) setValue(key, value);
    }
  }, [setValue]);
  const values = useWatch({ control });
  useEffect(() => {
    const saved = Object.fromEntries(SAVED_KEYS.map((key) => [key, values[key]]));
    window.sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify(saved));
  }, [values]);

  const setField = (name: keyof ActivationForm, value: string | boolean | number | undefined) =>
    setValue(name, value, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  function setPlace(code: string) {
    const [p, c, a] = regions ? pathOf(regions, code) : [];
    setField('provinceCode', p?.code ?? '');
    setField('provinceName', p?.name ?? '');
    setField('cityCode', c?.code ?? '');
    setField('cityName', c?.name ?? '');
    setField('areaCode', a?.code ?? '');
    setField('areaName', a?.name ?? '');
  }

  function chooseStation(station: CityStation | undefined) {
    setField('cityStationCode', station?.cityStationCode ?? '');
    setField('cityStationName', station?.cityStationName ?? '');
    // The station's city is where most units are: offered as the place unless one is chosen there already.
    if (station && getValues('cityCode') !== station.cityCode) setPlace(station.cityCode);
  }

  async function pickUnit(unitId: number, name: string) {
    setField('depName', name);
    setField('purchaserId', unitId);
    clearErrors('depName');
    const detail = await purchaseDetail(unitId);
    if (detail?.cityStationCode && !getValues('cityStationCode')) {
      chooseStation(stations.flatMap((g) => g.list).find((s) => s.cityStationCode === detail.cityStationCode));
    }
  }

  function chooseMode(noCode: boolean) {
    setField('noCodeFlag', noCode);
    // 002 §4: switching to no-code clears the credit code.
    if (noCode) setField('creditCode', '');
    clearErrors(['creditCode', 'noCodeDesc']);
  }

  const onSubmit = handleSubmit(async (v) => {
    if (pending) return;
    setAlert(undefined);
    setPending(true);
    try {
      const answer = await registerUnit({
        depName: v.depName.trim(),
        ...(v.purchaserId ? { purchaserId: Number(v.purchaserId) } : {}),
        noCodeFlag: Boolean(v.noCodeFlag),
        creditCode: v.noCodeFlag ? '' : (v.creditCode ?? ''),
        noCodeDesc: v.noCodeFlag ? (v.noCodeDesc ?? '') : '',
        noCodeAttachment: v.noCodeFlag ? (v.noCodeAttachment ?? '') : '',
        cityStationCode: v.cityStationCode,
        cityStationName: v.cityStationName ?? '',
        provinceCode: v.provinceCode ?? '',
        provinceName: v.provinceName ?? '',
        cityCode: v.cityCode ?? '',
        cityName: v.cityName ?? '',
        areaCode: v.areaCode ?? '',
        areaName: v.areaName ?? '',
        contactName: v.contactName,
        telphone: v.telphone.trim(),
        verificationCode: ownPhone ? '' : (v.verificationCode ?? ''),
        checked: v.checked,
      });
      if (answer.code === 0 && answer.data) {
        window.sessionStorage.removeItem(SIGN_UP_STORAGE_KEY);
        router.push(pageOfStatus(answer.data.bindApplyStatus));
        return;
      }
      // 002 §8: 1001 at the code, 5002 inline at the unit, anything else says why or 服务异常.
      if (answer.code === REGISTER_CODE.smsWrong) setError('verificationCode', { message: ACTIVATION_MSG.smsWrong }, { shouldFocus: true });
      else if (answer.code === REGISTER_CODE.exists) setError('depName', { message: ACTIVATION_MSG.exists }, { shouldFocus: true });
      else setAlert(answer.msg || ACTIVATION_MSG.failed);
    } catch {
      setAlert(ACTIVATION_MSG.failed);
    } finally {
      setPending(false);
    }
  });

  const ids = {
    depName: `${id}-dep`,
    creditCode: `${id}-credit`,
    noCodeDesc: `${id}-desc`,
    attachment: `${id}-file`,
    station: `${id}-station`,
    region: `${id}-region`,
    contact: `${id}-contact`,
    phone: `${id}-phone`,
    code: `${id}-code`,
  };
  const phoneMsg = errors.telphone?.message ?? (sent?.field === 'phone' ? ACTIVATION_MSG.phoneFormat : undefined);
  const codeMsg = errors.verificationCode?.message ?? (sent?.field === 'code' ? sent.msg : undefined);
  const otherSent = sent && sent.field !== 'phone' && sent.field !== 'code' ? sent : null;
  const region = areaCode || cityCode || provinceCode || '';

  return (
    <form onSubmit={onSubmit} noValidate aria-label="采购单位激活" className="space-y-4">
      <Field label="单位名称" htmlFor={ids.depName} required error={errors.depName?.message}>
        <UnitNameInput
          id={ids.depName}
          value={depName ?? ''}
          invalid={Boolean(errors.depName)}
          describedBy={errors.depName ? `${ids.depName}-error` : undefined}
          onType={(name) => {
            setField('depName', name);
            setField('purchaserId', undefined);
          }}
          onBlur={() => void form.trigger('depName')}
          onPick={(unit) => void pickUnit(unit.id, unit.unitName)}
        />
      </Field>

      <fieldset className="grid gap-1 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-x-3">
        <legend className="contents">
          <span className="pt-1.5 text-ink-muted sm:text-right">
            <span aria-hidden="true" className="mr-0.5 text-price">
              *
            </span>
            统一社会信用代码
          </span>
        </legend>
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap gap-x-5 gap-y-1 pt-1.5" role="radiogroup" aria-label="信用代码情况">
            {[
              { noCode: false, label: '有独立统一社会信用代码' },
              { noCode: true, label: '无独立统一社会信用代码' },
            ].map((o) => (
              <label key={o.label} className="inline-flex cursor-pointer items-center gap-1.5">
                <input type="radio" name={`${id}-mode`} checked={Boolean(noCodeFlag) === o.noCode} onChange={() => chooseMode(o.noCode)} className="size-4 accent-primary" />
                {o.label}
              </label>
            ))}
          </div>
          {noCodeFlag ? (
            <div className="space-y-3 rounded-card bg-page p-3">
              <div>
                <label htmlFor={ids.noCodeDesc} className="mb-1 block text-meta text-ink-muted">
                  情况说明（与证明材料至少填写一项）
                </label>
                <textarea
                  {...register('noCodeDesc')}
                  id={ids.noCodeDesc}
                  rows={4}
                  maxLength={DESC_MAX}
                  placeholder="请说明本单位无独立统一社会信用代码的原因，如：内设机构，使用上级单位代码"
                  {...invalidProps(ids.noCodeDesc, errors.noCodeDesc?.message)}
                  className={`${textareaClass} resize-y`}
                />
                <div className="mt-1 flex justify-between gap-2 text-meta">
                  {errors.noCodeDesc?.message ? (
                    <p id={`${ids.noCodeDesc}-error`} role="alert" className="text-price">
                      {errors.noCodeDesc.message}
                    </p>
                  ) : (
                    <span />
                  )}
                  <span className="shrink-0 text-ink-faint">
                    {[...(noCodeDesc ?? '')].length}/{DESC_MAX}
                  </span>
                </div>
              </div>
              <div>
                <p className="mb-1 text-meta text-ink-muted">证明材料</p>
                <AttachmentField
                  id={ids.attachment}
                  value={attachment ? { fileKey: attachment, name: attachmentName || attachment } : null}
                  onChange={(file) => {
                    setField('noCodeAttachment', file?.fileKey ?? '');
                    setField('noCodeAttachmentName', file?.name ?? '');
                    if (file) clearErrors('noCodeDesc');
                  }}
                />
              </div>
            </div>
          ) : (
            <div>
              <input
                {...register('creditCode', { onChange: (e: { target: HTMLInputElement }) => (e.target.value = e.target.value.toUpperCase()) })}
                id={ids.creditCode}
                aria-label="统一社会信用代码"
                maxLength={18}
                autoComplete="off"
                spellCheck={false}
                placeholder="请输入18位统一社会信用代码"
                {...invalidProps(ids.creditCode, errors.creditCode?.message)}
                className={`${inputClass} font-mono tracking-wider`}
              />
              {errors.creditCode?.message && (
                <p id={`${ids.creditCode}-error`} role="alert" className="mt-1 text-meta text-price">
                  {errors.creditCode.message}
                </p>
              )}
            </div>
          )}
        </div>
      </fieldset>

      <Field label="城市站" htmlFor={ids.station} required error={errors.cityStationCode?.message}>
        <select
          id={ids.station}
          value={stationCode ?? ''}
          onChange={(e) => chooseStation(stations.flatMap((g) => g.list).find((s) => s.cityStationCode === e.target.value))}
          onBlur={() => void form.trigger('cityStationCode')}
          {...invalidProps(ids.station, errors.cityStationCode?.message)}
          className={inputClass}
        >
          <option value="">{stationQuery.isPending ? '城市站加载中…' : stationQuery.isError ? '城市站加载失败，请刷新重试' : '请选择城市站'}</option>
          {stations.map((group) => (
            <optgroup key={group.groupCode} label={group.groupName}>
              {group.list.map((s) => (
                <option key={s.cityStationCode} value={s.cityStationCode}>
                  {s.cityStationName}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>

      <Field label="所在地区" htmlFor={ids.region}>
        <CascadeSelect id={ids.region} tree={regions ?? []} value={region} onChange={setPlace} labels={['请选择省份', '请选择城市', '请选择区县']} />
      </Field>

      <Field label="联系人" htmlFor={ids.contact} required error={errors.contactName?.message}>
        <input {...register('contactName')} id={ids.contact} maxLength={20} autoComplete="name" placeholder="请输入联系人姓名" {...invalidProps(ids.contact, errors.contactName?.message)} className={inputClass} />
      </Field>

      <Field label="手机号" htmlFor={ids.phone} required error={phoneMsg} help={ownPhone ? '当前登录手机号，无需短信验证' : undefined}>
        <input
          {...register('telphone', { onChange: () => sent?.field === 'phone' && setSent(null) })}
          id={ids.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="请输入联系人手机号"
          {...invalidProps(ids.phone, phoneMsg)}
          className={inputClass}
        />
      </Field>

      {!ownPhone && (
        <Field label="短信验证码" htmlFor={ids.code} required error={codeMsg}>
          <div className="flex gap-2">
            <input
              {...register('verificationCode')}
              id={ids.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="请输入短信验证码"
              {...invalidProps(ids.code, codeMsg)}
              className={inputClass}
            />
            <SendCodeButton phone={(telphone ?? '').trim()} purpose="activate" onResult={setSent} />
          </div>
          {otherSent && <ResultNote ok={otherSent.ok}>{otherSent.msg}</ResultNote>}
        </Field>
      )}

      <div className="sm:pl-[calc(9.5rem+0.75rem)]">
        <label className="inline-flex cursor-pointer items-start gap-2 text-ink-muted">
          <input type="checkbox" {...register('checked')} {...invalidProps(`${id}-agree`, errors.checked?.message)} className="mt-0.5 size-4 shrink-0 accent-primary" />
          <span>
            我已阅读并同意
            <a href="/secrecyAgree.html" target="_blank" rel="noopener" className="text-primary-active hover:underline">
              《平台保密协议》
            </a>
          </span>
        </label>
        {errors.checked?.message && (
          <p id={`${id}-agree-error`} role="alert" className="mt-1 text-meta text-price">
            {errors.checked.message}
          </p>
        )}
        <div className="mt-4 space-y-3">
          <FormAlert>{alert}</FormAlert>
          <button type="submit" disabled={pending} className={`${submitClass} sm:max-w-64`}>
            {pending ? '提交中…' : '提交激活申请'}
          </button>
        </div>
      </div>
    </form>
  );
}
