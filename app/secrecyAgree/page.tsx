import type { Metadata } from 'next';
import { AgreementView } from '@/components/legal/agreement-view';
import { PLATFORM_SECRECY_AGREEMENT } from '@/lib/legal/agreements';

export const metadata: Metadata = {
  title: '云采汇平台保密协议',
  description: '云采汇平台保密协议：平台与用户对采购与服务过程中知悉的非公开信息承担保密义务，保密期限至停止使用服务后十五年。',
  alternates: { canonical: '/secrecyAgree.html' },
};

// 002 §2 Confidentiality agreement, linked from the activation form's agreement checkbox.
export default function SecrecyAgreePage() {
  return <AgreementView agreement={PLATFORM_SECRECY_AGREEMENT} crumbs={[{ label: '首页', href: '/' }]} />;
}
