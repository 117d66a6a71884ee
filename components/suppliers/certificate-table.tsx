import { DataTable, type Column } from '@/components/detail/data-table';
import { formatDate } from '@/lib/format/date';
import type { SupplierCertificate } from '@/lib/suppliers/types';

const COLUMNS: Column<SupplierCertificate>[] = [
  { label: '证书名称', cell: (c) => <span className="font-medium">{c.certName}</span> },
  { label: '证书编号', cell: (c) => <span className="break-all tabular-nums">{c.certNo}</span> },
  { label: '发证机构', cell: (c) => c.issuer },
  { label: '发证日期', cell: (c) => formatDate(c.issueDate), className: 'whitespace-nowrap tabular-nums' },
  { label: '有效期至', cell: (c) => (c.expireDate ? formatDate(c.expireDate) : '长期有效'), className: 'whitespace-nowrap tabular-nums' },
];

export function CertificateTable({ items }: { items: SupplierCertificate[] }) {
  return <DataTable columns={COLUMNS} rows={items} rowKey={(c) => `${c.certName}|${c.certNo}`} testId="supplier-certificates" />;
}
