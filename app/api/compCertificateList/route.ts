import { compCertificateListCall } from '@/lib/suppliers/contracts';
import { compListRoute } from '@/lib/server/suppliers/list-route';
import { listSupplierCertificates } from '@/lib/server/suppliers/records';

// 000 §7 compCertificateList: the supplier's qualification certificates.
export const POST = compListRoute(compCertificateListCall, listSupplierCertificates);
