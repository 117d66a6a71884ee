// The empty result of a list (000 §8): an illustration, the spec's text and an optional hint.
function Illustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false" className="h-auto w-40">
      <ellipse cx="80" cy="108" rx="60" ry="6" fill="#eef0f3" />
      {/* An empty sheet of results. */}
      <rect x="38" y="16" width="66" height="84" rx="6" fill="#ffffff" stroke="#d0d3d9" strokeWidth="2" />
      <rect x="48" y="30" width="40" height="5" rx="2.5" fill="#e6f4ff" />
      <rect x="48" y="44" width="46" height="5" rx="2.5" fill="#eef0f3" />
      <rect x="48" y="56" width="34" height="5" rx="2.5" fill="#eef0f3" />
      <rect x="48" y="68" width="42" height="5" rx="2.5" fill="#eef0f3" />
      {/* A magnifier that found nothing. */}
      <circle cx="106" cy="70" r="16" fill="#f5f9ff" fillOpacity="0.9" stroke="#91caff" strokeWidth="4" />
      <path d="M118 82 L130 94" stroke="#91caff" strokeWidth="6" strokeLinecap="round" />
      <path d="M100 66 L112 74 M112 66 L100 74" stroke="#bfdcff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface EmptyStateProps {
  /** Default: 未找到匹配的内容 (000 §8). */
  title?: string;
  /** e.g. 请尝试搜索其他关键字 on the search page. */
  hint?: string;
  className?: string;
}

export function EmptyState({ title = '未找到匹配的内容', hint, className = '' }: EmptyStateProps) {
  return (
    <div data-testid="empty-state" className={`flex flex-col items-center px-4 py-12 text-center ${className}`}>
      <Illustration />
      <p className="mt-4 font-medium text-ink">{title}</p>
      {hint && <p className="mt-1 text-meta text-ink-muted">{hint}</p>}
    </div>
  );
}
