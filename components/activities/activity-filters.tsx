import Link from 'next/link';
import { activityListHref, type ListFilters } from '@/lib/activities/links';
import { ACTIVITY_TYPES } from '@/lib/activities/options';

interface Option {
  label: string;
  filters: ListFilters;
  active: boolean;
}

function Row({ title, options }: { title: string; options: Option[] }) {
  return (
    <div className="flex gap-3 py-2">
      <span className="w-12 shrink-0 pt-0.5 text-ink-faint">{title}</span>
      <ul className="flex flex-wrap gap-x-1 gap-y-1.5">
        {options.map((o) => (
          <li key={o.label}>
            <Link
              href={activityListHref(o.filters)}
              prefetch={false}
              aria-current={o.active ? 'true' : undefined}
              className={`inline-block rounded px-2.5 py-0.5 ${o.active ? 'bg-primary-active text-white' : 'text-ink hover:text-primary-active'}`}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Type, city and time filters as links (every combination reachable without JavaScript); a change goes to page 1. */
export function ActivityFilters({ filters, cities }: { filters: ListFilters; cities: { cityCode: string; cityName: string }[] }) {
  return (
    <nav aria-label="活动筛选" className="rounded-card border border-line bg-white px-5 py-2 shadow-card" data-testid="activity-filters">
      <Row
        title="时间"
        options={[
          { label: '即将开始', filters: { ...filters, when: 'upcoming' }, active: filters.when === 'upcoming' },
          { label: '往期回顾', filters: { ...filters, when: 'past' }, active: filters.when === 'past' },
        ]}
      />
      <Row
        title="类型"
        options={[
          { label: '全部', filters: { ...filters, type: undefined }, active: !filters.type },
          ...ACTIVITY_TYPES.map((t) => ({ label: t.name, filters: { ...filters, type: t.type }, active: filters.type === t.type })),
        ]}
      />
      <Row
        title="城市"
        options={[
          { label: '全部', filters: { ...filters, cityCode: undefined }, active: !filters.cityCode },
          ...cities.map((c) => ({ label: c.cityName, filters: { ...filters, cityCode: c.cityCode }, active: filters.cityCode === c.cityCode })),
        ]}
      />
    </nav>
  );
}
