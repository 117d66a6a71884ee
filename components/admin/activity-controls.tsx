'use client';

// An activity's sign-up switch and its deletion (docs/features.md, Operator console). Deleting takes the
// sign-ups with it, so it is confirmed first and needs a fresh SMS code (step-up); the page is rendered
// again after a step, so what it shows is the database's word.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { QueryProvider } from '@/components/query/query-provider';
import { deleteActivity, setActivitySignUp } from '@/lib/activities/console-api';
import { useStepUp } from './step-up';

interface Props {
  id: number;
  title: string;
  signUpStopped: boolean;
  signedCount: number;
}

const button = 'h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60';

export function ActivityControls(props: Props) {
  return (
    <QueryProvider>
      <Controls {...props} />
    </QueryProvider>
  );
}

function Controls({ id, title, signUpStopped, signedCount }: Props) {
  const router = useRouter();
  const stepUp = useStepUp();
  const toggle = useMutation({ mutationFn: () => setActivitySignUp({ id, open: signUpStopped }), onSuccess: () => router.refresh() });
  const remove = useMutation({ mutationFn: () => stepUp.run(() => deleteActivity(id)), onSuccess: () => router.push('/admin/activities') });
  const error = toggle.error ?? remove.error;
  const busy = toggle.isPending || remove.isPending;
  const confirmDelete = () => {
    const note = signedCount > 0 ? `，连同 ${signedCount} 条报名记录` : '';
    if (window.confirm(`确定删除活动“${title}”${note}？删除后不可恢复。`)) remove.mutate();
  };
  return (
    <section aria-labelledby="controls-title" className="mt-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="activity-controls">
      <h2 id="controls-title" className="font-semibold text-ink">报名与删除</h2>
      <p className="mt-1 text-meta text-ink-muted" data-testid="sign-up-state">
        {signUpStopped ? '已停止报名：活动页不再接受新的报名，已报名的用户不受影响。' : '报名开放中：截止前名额未满即可报名。'}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => toggle.mutate()} className={`${button} border border-primary text-primary-active hover:bg-primary-soft`}>
          {signUpStopped ? '重新开放报名' : '停止报名'}
        </button>
        <button type="button" disabled={busy} onClick={confirmDelete} className={`${button} border border-line-strong text-price hover:bg-price-soft`}>
          删除活动
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-meta text-price">
          {error.message}
        </p>
      )}
      {stepUp.dialog}
    </section>
  );
}
