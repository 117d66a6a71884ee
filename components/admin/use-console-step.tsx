'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * One console action at a time: runs the call, then renders the page again (what it shows is the
 * database's word); a refusal's message is kept for the page to show.
 */
export function useConsoleStep() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const step = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onMutate: () => setError(null),
    onSuccess: () => router.refresh(),
    onError: (err) => setError(err instanceof Error ? err.message : '操作失败，请稍后重试'),
  });
  return { run: (call: () => Promise<unknown>) => step.mutate(call), busy: step.isPending, error };
}

export function StepError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-2 text-meta text-price">
      {error}
    </p>
  ) : null;
}
