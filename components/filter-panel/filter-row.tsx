// One field of the panel (002 §2): label, choices (folded ones under 更多, custom ones as pop-ups), and
// the second level of each selected parent. A collapsible field is a <details>, open at first.
import { deselectItem, DEFAULT_LABEL } from '@/lib/filter-panel/state';
import type { FilterItem } from '@/lib/filter-panel/types';
import { ChevronDownIcon } from '@/components/ui/icons';
import { CustomItem } from './custom-item';
import { FilterLink } from './filter-link';
import { FoldedList } from './folded-list';
import { itemHref, type FieldScope } from './scope';
import { ROW, ROW_BODY, ROW_LABEL, SUMMARY } from './styles';

function ChildRow({ parent, scope }: { parent: FilterItem; scope: FieldScope }) {
  const children = parent.children ?? [];
  const chosen = children.filter((child) => child.selected);
  // 全部 of the second level keeps the parent and drops its child.
  const all = chosen.reduce((s, child) => deselectItem(s, scope.field, child.key), scope.state);
  const items = [{ key: parent.key, label: DEFAULT_LABEL, selected: chosen.length === 0 }, ...children];
  return (
    <div data-testid="filter-children" className="relative mt-2 flex flex-col gap-x-2 gap-y-1 rounded bg-page px-3 py-1.5 sm:flex-row sm:items-start">
      <span className="shrink-0 pt-0.5 text-ink-muted">{parent.label}：</span>
      <div className="min-w-0 flex-1">
        <FoldedList
          items={items}
          label={`${scope.field.label}：${parent.label}`}
          togglePosition="right-2 top-1.5"
          render={(item) => <FilterLink item={item} href={item.key === parent.key ? scope.hrefFor(all) : itemHref(scope, item.key)} />}
        />
      </div>
    </div>
  );
}

export function FilterRow({ scope }: { scope: FieldScope }) {
  const { field } = scope;
  const body = (
    <div className={ROW_BODY}>
      <FoldedList
        items={field.items}
        label={field.label}
        togglePosition="right-0 top-2.5"
        render={(item) => (item.custom ? <CustomItem item={item} scope={scope} /> : <FilterLink item={item} href={itemHref(scope, item.key)} />)}
        hrefOf={(key) => itemHref(scope, key)}
      />
      {field.items
        .filter((item) => !item.custom && item.selected && item.key !== field.default && (item.children?.length ?? 0) > 0)
        .map((parent) => (
          <ChildRow key={parent.key} parent={parent} scope={scope} />
        ))}
    </div>
  );
  const testId = `filter-field-${field.fieldName}`;

  if (field.collapsible) {
    return (
      <details open data-testid={testId} className={`group/field ${ROW}`}>
        <summary className={`${SUMMARY} ${ROW_LABEL} inline-flex items-center gap-0.5 hover:text-primary-active`}>
          {field.label}
          <ChevronDownIcon className="size-3.5 transition-transform group-open/field:rotate-180" />
        </summary>
        {body}
      </details>
    );
  }
  return (
    <div data-testid={testId} className={ROW}>
      <div className={ROW_LABEL}>{field.label}</div>
      {body}
    </div>
  );
}
