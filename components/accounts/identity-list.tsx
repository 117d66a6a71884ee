// The user's identities (000 §3 login menu): the current one marked, every other one a switch link.
import { Tag } from '@/components/ui/tag';
import { identityTypeLabel } from '@/lib/accounts/display';
import { switchHref } from '@/lib/accounts/identity-links';
import type { LoginMenuItem } from '@/lib/session/types';

export function IdentityList({ menu, currentBuId, returnTo }: { menu: LoginMenuItem[]; currentBuId: number; returnTo: string }) {
  return (
    <ul className="divide-y divide-line">
      {menu.map((item) => {
        const current = item.buId === currentBuId;
        return (
          <li key={item.buId} className="flex items-center gap-3 px-5 py-3">
            <Tag tone={item.butype === 0 ? 'info' : 'primary'}>{identityTypeLabel(item.butype)}</Tag>
            <span className="min-w-0 flex-1 truncate text-ink">{item.buName}</span>
            {item.role === 'owner' && <Tag tone="success">负责人</Tag>}
            {current ? (
              <span className="shrink-0 text-meta font-medium text-primary-active" aria-current="true">
                当前身份
              </span>
            ) : (
              <a href={switchHref(item, returnTo)} className="shrink-0 text-meta text-primary-active hover:underline">
                切换到此身份
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
