// One field of the panel (002 §2): label, choices (folded ones under 更多, custom ones as pop-ups), and
// the second level of each selected parent. A collapsible field is a <details>, open at first.
import type { RowModel } from '@/lib/filter-panel/model';
import { ChevronDownIcon } from '@/components/ui/icons';
import { CustomItem } from './custom-item';
import { FoldedList } from './folded-list';
import { ROW, ROW_BODY, ROW_LABEL, SUMMARY } from './styles';

export function FilterRow({ row }: { row: RowModel }) {
  const body = (
    <div className={ROW_BODY}>
      <FoldedList
        list={row}
        label={row.label}
        togglePosition="right-0 top-2.5"
        renderCustom={(custom) => <CustomItem key={row.version} custom={custom} fieldLabel={row.label} />}
      />
      {row.children.map(({ label, list }) => (
        <div key={label} data-testid="filter-children" className="relative mt-2 flex flex-col gap-x-2 gap-y-1 rounded bg-page px-3 py-1.5 sm:flex-row sm:items-start">
          <span className="shrink-0 pt-0.5 text-ink-muted">{`${label}：`}</span>
          <div className="min-w-0 flex-1">
            <FoldedList list={list} label={`${row.label}：${label}`} togglePosition="right-2 top-1.5" />
          </div>
        </div>
      ))}
    </div>
  );
  const testId = `filter-field-${row.name}`;

  if (row.collapsible) {
    return (
      <details open data-testid={testId} className={`group/field ${ROW}`}>
        <summary className={`${SUMMARY} ${ROW_LABEL} filter-toggle`}>
          {row.label}
          <ChevronDownIcon className="chevron-field" />
        </summary>
        {body}
      </details>
    );
  }
  return (
    <div data-testid={testId} className={ROW}>
      <div className={ROW_LABEL}>{row.label}</div>
      {body}
    </div>
  );
}
