/** A page-covering mask with a spinner while something is sent (001 §4: the scheme submit). */
export function LoadingMask({ show, label }: { show: boolean; label: string }) {
  if (!show) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[65] flex items-center justify-center bg-white/70">
      <span className="flex items-center gap-3 rounded-card bg-white px-5 py-3 shadow-pop">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
        {label}
      </span>
    </div>
  );
}
