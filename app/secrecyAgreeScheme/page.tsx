import type { Metadata } from 'next';
import { AgreementView } from '@/components/legal/agreement-view';
import { SCHEME_SECRECY_AGREEMENT } from '@/lib/legal/agreements';

export const metadata: Metadata = {
  title: '方案提交保密协议',
  description: '云采汇优选方案提交保密协议：平台对供应商提交的方案材料承担保密义务，保密期限十五年。',
  alternates: { canonical: '/secrecyAgreeScheme.html' },
};

export default function SecrecyAgreeSchemePage() {
  return <AgreementView agreement={SCHEME_SECRECY_AGREEMENT} crumbs={[{ label: '首页', href: '/' }, { label: '提交优选方案', href: '/preferredScheme.html' }]} />;
}
