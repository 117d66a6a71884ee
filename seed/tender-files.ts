import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { storedFiles } from '@/lib/server/db/schema';

// The attachments of the seeded tender notices live in the product's own file storage, so a notice's
// download works offline (through downloadNetFile, which reads /files/<key> from the storage): three
// template documents every notice links, written by every start (reference data, idempotent).

interface TenderFile {
  key: string;
  title: string;
  lines: string[];
}

const keyOf = (name: string) => `${createHash('sha256').update(`tender-file:${name}`).digest('hex').slice(0, 32)}.pdf`;

export const TENDER_FILES = {
  tenderDoc: {
    key: keyOf('tender-doc'),
    title: '招标文件',
    lines: [
      '政府采购项目招标文件',
      '第一章 投标邀请',
      '第二章 投标人须知',
      '第三章 采购需求与技术要求',
      '第四章 评标方法和评标标准',
      '第五章 合同主要条款',
      '第六章 投标文件格式',
      '投标人应在投标截止时间前通过电子交易平台递交投标文件。',
    ],
  },
  requirements: {
    key: keyOf('requirements'),
    title: '采购需求书',
    lines: ['采购需求书', '一、项目概况', '二、建设内容与功能需求', '三、技术架构与安全要求', '四、实施周期与交付成果', '五、运维服务与培训要求', '六、验收标准'],
  },
  scoring: {
    key: keyOf('scoring'),
    title: '评分办法',
    lines: ['综合评分法评分细则', '价格分：30分', '技术分：50分（方案完整性、技术先进性、实施计划）', '商务分：20分（类似业绩、售后服务、资质证书）'],
  },
} satisfies Record<string, TenderFile>;

/** A one-page PDF in the reader's built-in Chinese font (STSong-Light), so nothing is embedded. */
export function tenderPdf(lines: readonly string[]): Buffer {
  const hex = (s: string) => [...s].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 13} Tf 60 ${770 - i * 32} Td <${hex(line)}> Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Writes the template documents (owner 0, the platform; referenced, so never cleaned up). */
export async function ensureTenderFiles(db: Db): Promise<void> {
  const now = new Date();
  await db
    .insert(storedFiles)
    .values(
      Object.values(TENDER_FILES).map((f) => {
        const data = tenderPdf(f.lines);
        return {
          fileKey: f.key,
          ownerUserId: 0,
          kind: 'document' as const,
          origName: `${f.title}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: data.length,
          data,
          referencedAt: now,
          refTable: 'tender_attachment',
          refId: f.title,
        };
      }),
    )
    .onConflictDoNothing({ target: storedFiles.fileKey });
}

/** The source site of third-party notices (bidSource 1): on the download allow-list by default. */
const SOURCE_SITE = 'https://www.ccgp.gov.cn/cggg/dfgg';

/** Attachments of every seeded notice: the three templates, and the source site's copy for third-party ones. */
export async function writeTenderAttachments(tx: Db): Promise<void> {
  const url = (key: string) => `/files/${key}`;
  const f = TENDER_FILES;
  await tx.execute(sql`
    insert into tender_attachment (opportunity_code, sort, title, url)
    select o.code, a.sort, o.project_name || a.suffix, a.url
    from bid_opportunity o
    cross join (values
      (1, ${`${f.tenderDoc.title}.pdf`}, ${url(f.tenderDoc.key)}),
      (2, ${`${f.requirements.title}.pdf`}, ${url(f.requirements.key)}),
      (3, ${`${f.scoring.title}.pdf`}, ${url(f.scoring.key)})
    ) as a(sort, suffix, url)
    where o.type = 2
    union all
    select o.code, 4, o.project_name || '原公告附件.pdf', ${SOURCE_SITE} || '/' || o.code || '.pdf'
    from bid_opportunity o
    where o.type = 2 and o.bid_source = 1`);
}
