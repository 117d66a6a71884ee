'use client';

import { useId, useState } from 'react';
import { deleteUploadedFile, uploadFile } from '@/lib/files/api';
import { checkPickedFiles, UPLOAD_RULES, type FileKind } from '@/lib/files/rules';
import type { FileRecord } from '@/lib/schemes/schemas';

interface Pending {
  key: string;
  name: string;
  percent: number;
}

/**
 * An upload field of the scheme form (001 §5): pictures (several, thumbnails) or one rar/zip archive.
 * Files are checked when picked, sent one by one with a progress bar, and listed with a delete
 * button; errors show next to the field.
 */
export function UploadField(props: { id: string; kind: FileKind; value: FileRecord[]; onChange: (v: FileRecord[]) => void; hint: string }) {
  const { kind, value, onChange } = props;
  const rule = UPLOAD_RULES[kind];
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState('');
  const inputId = useId();

  async function pick(files: File[]) {
    const problem = checkPickedFiles(kind, files, value.length + pending.length);
    setError(problem ?? '');
    if (problem) return;
    let current = value;
    for (const file of files) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setPending((p) => [...p, { key, name: file.name, percent: 0 }]);
      try {
        const up = await uploadFile(file, kind, (percent) => setPending((p) => p.map((x) => (x.key === key ? { ...x, percent } : x))));
        current = [...current, { fileOrigName: up.origFileName, fileId: up.fileId, fileName: up.fileKey, fileUrl: up.fileUrl }];
        onChange(current);
      } catch (err) {
        setError(err instanceof Error ? err.message : '上传失败，请重试');
      } finally {
        setPending((p) => p.filter((x) => x.key !== key));
      }
    }
  }

  async function remove(file: FileRecord) {
    if (await deleteUploadedFile(file.fileName)) onChange(value.filter((f) => f.fileId !== file.fileId));
  }

  const full = value.length + pending.length >= rule.maxFiles;
  return (
    <div id={props.id}>
      <ul className="flex flex-wrap gap-3">
        {value.map((f) => (
          <li key={f.fileId} className="relative flex items-center gap-2 rounded-card border border-line bg-white p-1.5 pr-8">
            {kind === 'image' ? (
              // Thumbnails of the user's own uploads, served by the app with their stored type.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={f.fileUrl} alt={f.fileOrigName} width={64} height={64} className="size-16 rounded object-cover" />
            ) : (
              <a href={f.fileUrl} className="max-w-56 truncate text-primary-active hover:underline">
                {f.fileOrigName}
              </a>
            )}
            <button
              type="button"
              onClick={() => void remove(f)}
              aria-label={`删除 ${f.fileOrigName}`}
              className="absolute right-1 top-1 rounded px-1.5 text-ink-faint hover:bg-page hover:text-price"
            >
              ×
            </button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.key} className="w-44 rounded-card border border-line bg-white p-2 text-meta">
            <p className="truncate text-ink-muted">{p.name}</p>
            <div role="progressbar" aria-label={`${p.name} 上传进度`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={p.percent} className="mt-1.5 h-1.5 rounded bg-page">
              <div className="h-full rounded bg-primary transition-[width]" style={{ width: `${p.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
      {!full && (
        <label htmlFor={inputId} className="mt-2 inline-flex h-8 cursor-pointer items-center rounded-card border border-dashed border-primary px-3 text-primary-active hover:bg-primary-soft">
          {kind === 'image' ? '上传图片' : '上传文件'}
          <input
            id={inputId}
            type="file"
            className="sr-only"
            multiple={rule.maxFiles > 1}
            accept={rule.extensions.map((e) => `.${e}`).concat(kind === 'image' ? ['.jpeg'] : []).join(',')}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void pick(files);
            }}
          />
        </label>
      )}
      <p className="mt-1 text-meta text-ink-faint">{props.hint}</p>
      {error && (
        <p role="alert" className="mt-1 text-meta text-price">
          {error}
        </p>
      )}
    </div>
  );
}
