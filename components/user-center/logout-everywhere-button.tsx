'use client';

// 退出所有设备: ends every login of the account, this one too, then goes to the home page logged out.
import { useState } from 'react';
import { logoutEverywhere } from '@/lib/user-center/api';

export function LogoutEverywhereButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="flex items-center gap-2">
      {error && (
        <span role="alert" className="text-meta text-price">
          {error}
        </span>
      )}
      <button
        type="button"
        data-testid="logout-everywhere"
        disabled={busy}
        onClick={async () => {
          if (!window.confirm('确定退出所有设备上的登录吗？')) return;
          setBusy(true);
          setError(null);
          try {
            await logoutEverywhere();
            window.location.replace('/');
          } catch (err) {
            setError(err instanceof Error ? err.message : '操作失败，请稍后重试');
            setBusy(false);
          }
        }}
        className="h-8 rounded-card border border-price px-3 text-meta text-price hover:bg-price-soft disabled:opacity-60"
      >
        退出所有设备
      </button>
    </span>
  );
}
