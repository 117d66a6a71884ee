// The 更多 / 收起 toggle of a folded group, placed at `position` in the nearest positioned box.
import { ChevronDownIcon } from '@/components/ui/icons';
import { SUMMARY } from './styles';

export function MoreSummary({ label, position }: { label: string; position: string }) {
  return (
    <summary
      className={`${SUMMARY} absolute ${position} inline-flex items-center gap-0.5 rounded px-1 leading-6 text-ink-muted hover:text-primary-active`}
    >
      <span className="group-open/more:hidden">更多</span>
      <span className="hidden group-open/more:inline">收起</span>
      <span className="sr-only">{label}</span>
      <ChevronDownIcon className="size-3.5 transition-transform group-open/more:rotate-180" />
    </summary>
  );
}
