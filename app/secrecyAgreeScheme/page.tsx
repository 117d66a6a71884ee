import type { Metadata } from 'next';
import { SecrecyAgreementView } from '@/components/schemes/secrecy-agreement-view';

export const metadata: Metadata = {
  title: '方案提交保密协议',
  description: '云采汇优选方案提交保密协议：平台对供应商提交的方案材料承担保密义务，保密期限十五年。',
  alternates: { canonical: '/secrecyAgreeScheme.html' },
};

export default function SecrecyAgreeSchemePage() {
  return <SecrecyAgreementView />;
}
