// The 更多 / 收起 toggle of a folded group, placed at `position` in the nearest positioned box.
import { ChevronDownIcon } from '@/components/ui/icons';
import { SUMMARY } from './styles';

export function MoreSummary({ label, position }: { label: string; position: string }) {
  return (
    <summary className={`${SUMMARY} more-toggle ${position}`}>
      <span className="group-open/more:hidden">更多</span>
      <span className="hidden group-open/more:inline">收起</span>
      <span className="sr-only">{label}</span>
      <ChevronDownIcon className="chevron-more" />
    </summary>
  );
}
