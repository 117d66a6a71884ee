// 账号与安全 (docs/features.md, User centre): the account's phone, the name and avatar form, the e-mail address
// (docs/features.md, E-mail), the login sessions with
// 退出所有设备. The session list is rendered on the server; the two actions need JavaScript.
import { MailAddressCard } from '@/components/mail/mail-address-card';
import { formatDateTime } from '@/lib/format/date';
import { maskMobile } from '@/lib/accounts/display';
import type { MailSettings } from '@/lib/mail/types';
import type { LoginSession } from '@/lib/user-center/types';
import { LogoutEverywhereButton } from './logout-everywhere-button';
import { MobileChangeForm } from './mobile-change-form';
import { ProfileForm } from './profile-form';
import { SmsPushSwitch } from './sms-push-switch';
import { UcCard } from './uc-shell';

interface UcProfileProps {
  userName: string;
  mobile: string;
  avatar: string | null;
  sessions: LoginSession[];
  /** The account's e-mail; null when the portal sends no mail (no SMTP_URL). */
  mail: MailSettings | null;
  smsPush: boolean;
}

export function UcProfile({ userName, mobile, avatar, sessions, mail, smsPush }: UcProfileProps) {
  return (
    <div className="space-y-4">
      <UcCard title="账号与安全" testId="uc-section-profile">
        <dl className="grid gap-2 px-5 pt-4 text-ink sm:grid-cols-[80px_1fr]">
          <dt className="text-ink-faint">登录手机</dt>
          <dd data-testid="uc-mobile">{maskMobile(mobile)}</dd>
        </dl>
        <ProfileForm userName={userName} avatar={avatar} />
      </UcCard>
      {mail && (
        <UcCard title="邮箱" testId="uc-section-mail">
          <MailAddressCard settings={mail} />
        </UcCard>
      )}
      <UcCard title="短信提醒">
        <SmsPushSwitch enabled={smsPush} mobile={mobile} />
      </UcCard>
      <UcCard title="更换手机号">
        <MobileChangeForm mobile={mobile} />
      </UcCard>
      <UcCard title="登录设备" action={<LogoutEverywhereButton />}>
        <ul className="divide-y divide-line" data-testid="uc-sessions">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
              <span className="text-ink">
                登录于 {formatDateTime(s.createdAt)}
                {s.current && <span className="ml-2 tag tag-success">当前设备</span>}
              </span>
              <span className="text-meta text-ink-faint">有效期至 {formatDateTime(s.expiresAt)}</span>
            </li>
          ))}
        </ul>
      </UcCard>
    </div>
  );
}
