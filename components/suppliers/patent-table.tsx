import { DataTable, type Column } from '@/components/detail/data-table';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format/date';
import type { SupplierPatent } from '@/lib/suppliers/types';

const COLUMNS: Column<SupplierPatent>[] = [
  { label: '名称', cell: (p) => p.patentName },
  { label: '类型', cell: (p) => <Tag tone={p.patentType === '软件著作权' ? 'info' : 'primary'}>{p.patentType}</Tag>, className: 'whitespace-nowrap' },
  { label: '专利号/登记号', cell: (p) => <span className="break-all tabular-nums">{p.patentNo}</span> },
  { label: '申请日期', cell: (p) => formatDate(p.applyDate), className: 'whitespace-nowrap tabular-nums' },
  { label: '授权/登记日期', cell: (p) => formatDate(p.publishDate), className: 'whitespace-nowrap tabular-nums' },
];

export function PatentTable({ items }: { items: SupplierPatent[] }) {
  return <DataTable columns={COLUMNS} rows={items} rowKey={(p) => `${p.patentNo}|${p.patentName}`} testId="supplier-patents" />;
}
