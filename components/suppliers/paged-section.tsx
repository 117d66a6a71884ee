import type { ReactNode } from 'react';
import { DetailSection, EmptyLine } from '@/components/detail/detail-section';
import { Pagination } from '@/components/ui/pagination';
import type { ListPage } from '@/lib/api/list';
import { PAGED_SECTIONS, type PagedSection, type SectionPages } from '@/lib/suppliers/sections';
import { supplierDetailHref } from '@/lib/suppliers/url';

interface Props<T> {
  section: PagedSection;
  compId: number;
  pages: SectionPages;
  data: ListPage<T> & { page: number };
  extra?: ReactNode;
  children: (list: T[]) => ReactNode;
}

/** A section of the supplier page with its list, its count, and page links that land back on it. */
export function PagedSection<T>({ section, compId, pages, data, extra, children }: Props<T>) {
  const def = PAGED_SECTIONS[section];
  return (
    <DetailSection id={section} title={def.label} count={data.total} extra={extra}>
      {data.list.length === 0 ? (
        <EmptyLine>{def.empty}</EmptyLine>
      ) : (
        <>
          {children(data.list)}
          <Pagination
            className="mt-4"
            page={data.page}
            pageSize={def.pageSize}
            total={data.total}
            hrefFor={(page) => supplierDetailHref(compId, { ...pages, [section]: page }, section)}
          />
        </>
      )}
    </DetailSection>
  );
}
