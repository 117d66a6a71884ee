/** One line of feedback under a phone-code input: green for a sent code, red for a problem. */
export function ResultNote({ id, ok = false, children }: { id?: string; ok?: boolean; children: string }) {
  return (
    <p id={id} role={ok ? 'status' : 'alert'} className={`mt-1 text-meta ${ok ? 'text-success' : 'text-price'}`}>
      {children}
    </p>
  );
}
