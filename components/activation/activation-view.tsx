// /activeInformation.html (002 §2): step 3 of registration, the purchasing unit's details.
import { AuthShell } from '@/components/accounts/auth-shell';
import { RegisterSteps } from '@/components/accounts/register-steps';
import { QueryProvider } from '@/components/query/query-provider';
import { ActivationForm } from './activation-form';

export function ActivationView({ ownMobile }: { ownMobile: string }) {
  return (
    <AuthShell title="采购单位激活" lead={<RegisterSteps current={3} />} wide>
      <p className="mb-5 rounded-card bg-primary-soft/60 px-3 py-2 text-meta text-ink-muted">
        请填写采购单位的真实信息。提交后平台将在 1-3 个工作日内完成审核，通过后您即可以该单位身份发布采购需求、管理采购项目。
      </p>
      <QueryProvider>
        <ActivationForm ownMobile={ownMobile} />
      </QueryProvider>
    </AuthShell>
  );
}
