'use client';

// The operators and their roles, for an administrator (docs/features.md, Operator console): give a phone
// a role, take one back. Both are sensitive (step-up); the page is rendered again after each change, so
// what it lists is the database's word.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { QueryProvider } from '@/components/query/query-provider';
import { inputClass } from '@/components/ui/form/field';
import { grantOperatorRole, revokeOperatorRole } from '@/lib/operators/api';
import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@/lib/operators/roles';
import { useStepUp } from './step-up';

export interface OperatorLine {
  mobile: string;
  userName: string;
  roles: OperatorRole[];
}

const cell = 'border-b border-line px-3 py-2';

export function OperatorRoles({ operators }: { operators: OperatorLine[] }) {
  return (
    <QueryProvider>
      <RolesTable operators={operators} />
    </QueryProvider>
  );
}

function RolesTable({ operators }: { operators: OperatorLine[] }) {
  const router = useRouter();
  const stepUp = useStepUp();
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState<OperatorRole>('reviewer');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const change = useMutation({
    mutationFn: ({ kind, input }: { kind: 'grant' | 'revoke'; input: { mobile: string; role: OperatorRole } }) =>
      stepUp.run(() => (kind === 'grant' ? grantOperatorRole(input) : revokeOperatorRole(input))),
    onMutate: () => setNote(null),
    onSuccess: ({ changed }, { kind, input }) => {
      const done = kind === 'grant' ? '已授予' : '已收回';
      setNote({ ok: true, text: changed ? `${done} ${input.mobile} ${ROLE_LABELS[input.role]}` : '未变更：角色已是此状态' });
      if (kind === 'grant') setMobile('');
      router.refresh();
    },
    onError: (err) => setNote({ ok: false, text: err instanceof Error ? err.message : '操作失败，请稍后重试' }),
  });

  return (
    <>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate({ kind: 'grant', input: { mobile: mobile.trim(), role } });
        }}
      >
        <label className="grid gap-1 text-meta text-ink-muted">
          手机号
          <input value={mobile} onChange={(e) => setMobile(e.target.value)} inputMode="numeric" maxLength={11} className={`${inputClass} w-44`} />
        </label>
        <label className="grid gap-1 text-meta text-ink-muted">
          角色
          <select value={role} onChange={(e) => setRole(e.target.value as OperatorRole)} className={`${inputClass} w-32`}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={change.isPending} className="h-9 rounded-card bg-primary-active px-4 text-meta font-medium text-white hover:bg-primary disabled:opacity-60">
          授予角色
        </button>
      </form>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={`mt-2 text-meta ${note.ok ? 'text-success' : 'text-price'}`}>
          {note.text}
        </p>
      )}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse rounded-card bg-white text-left shadow-card" data-testid="operators">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className={`${cell} font-normal`}>手机号</th>
              <th scope="col" className={`${cell} font-normal`}>姓名</th>
              <th scope="col" className={`${cell} font-normal`}>角色</th>
            </tr>
          </thead>
          <tbody>
            {operators.map((op) => (
              <tr key={op.mobile}>
                <td className={`${cell} tabular-nums`}>{op.mobile}</td>
                <td className={cell}>{op.userName}</td>
                <td className={cell}>
                  <ul className="flex flex-wrap gap-2">
                    {op.roles.map((r) => (
                      <li key={r} className="inline-flex items-center gap-1 rounded-card border border-line px-2 py-0.5 text-meta">
                        {ROLE_LABELS[r]}
                        <button
                          type="button"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ kind: 'revoke', input: { mobile: op.mobile, role: r } })}
                          className="text-ink-faint hover:text-price"
                          aria-label={`收回 ${op.mobile} 的${ROLE_LABELS[r]}角色`}
                        >
                          收回
                        </button>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {stepUp.dialog}
    </>
  );
}
