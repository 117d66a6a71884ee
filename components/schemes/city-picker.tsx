'use client';

import type { CityMap } from '@/lib/dictionaries/types';

/** serviceCoverMarketArea: cities by initial letter, chosen with checkboxes; the chosen ones listed on top. */
export function CityPicker(props: { id: string; cities: CityMap['formatCityMap']; value: string[]; onChange: (v: string[]) => void }) {
  const names = new Map(Object.values(props.cities).flat().map((c) => [c.cityCode, c.cityName]));
  const toggle = (code: string) => props.onChange(props.value.includes(code) ? props.value.filter((c) => c !== code) : [...props.value, code]);
  return (
    <div id={props.id} className="rounded-card border border-line-strong bg-white">
      <p className="min-h-9 border-b border-line px-3 py-1.5 text-ink-muted">
        {props.value.length ? `已选 ${props.value.length} 个：${props.value.map((c) => names.get(c) ?? c).join('、')}` : '请选择服务覆盖的城市'}
      </p>
      <div className="max-h-56 overflow-y-auto px-3 py-2">
        {Object.entries(props.cities).map(([letter, list]) => (
          <fieldset key={letter} className="flex gap-3 py-1">
            <legend className="float-left w-5 shrink-0 font-semibold text-primary-active">{letter}</legend>
            <div className="flex flex-wrap gap-x-3 gap-y-1">
              {list.map((c) => (
                <label key={c.cityCode} className="inline-flex cursor-pointer items-center gap-1">
                  <input type="checkbox" checked={props.value.includes(c.cityCode)} onChange={() => toggle(c.cityCode)} className="size-3.5 accent-primary" />
                  {c.cityName}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
