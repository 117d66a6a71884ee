// The console's city picker (docs/features.md, Operator console): a plain GET form, so it works before
// any script and the chosen site is in the address.

export interface SiteOption {
  code: string;
  label: string;
}

interface Props {
  /** The query parameter the page reads. */
  name: string;
  label: string;
  value: string;
  options: SiteOption[];
}

export function SitePicker({ name, label, value, options }: Props) {
  return (
    <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-meta text-ink-muted">
        <span>{label}</span>
        <select name={name} defaultValue={value} className="h-9 min-w-48 max-w-full rounded-card border border-line-strong bg-white px-2 text-ink">
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="h-9 rounded-card border border-primary px-4 text-meta text-primary-active hover:bg-primary-soft">
        切换
      </button>
    </form>
  );
}
