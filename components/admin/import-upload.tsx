'use client';

// An editor uploads a file to import (docs/imports.md, The console): the format told by its name or
// chosen, a dry run if asked; the upload's progress shows, then the job's page follows the import.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Field, controlClass } from '@/components/ui/form/field';
import { IMPORT_ACCEPT } from '@/lib/imports/console';
import { uploadImport } from '@/lib/imports/console-api';
import { StepError } from './use-console-step';

export function ImportUpload() {
  const router = useRouter();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return setError('请选择要上传的文件');
    // The choices before the file: the server reads them as the body streams.
    const body = new FormData();
    body.append('format', String(form.get('format') ?? 'auto'));
    body.append('dryRun', form.get('dryRun') ? '1' : '0');
    body.append('file', file);
    setError(null);
    setPercent(0);
    try {
      const id = await uploadImport(body, setPercent);
      router.push(`/admin/imports/${id}`);
    } catch (err) {
      setPercent(null);
      setError(err instanceof Error ? err.message : '上传失败，请重试');
    }
  };
  const busy = percent !== null;
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 rounded-card bg-white p-4 shadow-card" aria-labelledby="import-upload-title">
      <h2 id="import-upload-title" className="font-semibold text-ink">上传导入文件</h2>
      <Field label="文件" htmlFor="import-file" required help="OCDS（.json、.jsonl、.gz）或导入模板（.csv、.xlsx），不超过 200MB">
        <input id="import-file" name="file" type="file" accept={IMPORT_ACCEPT} required className="block w-full min-w-0 text-meta" />
      </Field>
      <Field label="格式" htmlFor="import-format">
        <select id="import-format" name="format" defaultValue="auto" className={controlClass}>
          <option value="auto">按文件名自动识别</option>
          <option value="ocds">OCDS 发布包</option>
          <option value="template">导入模板（CSV/Excel）</option>
        </select>
      </Field>
      <label className="flex items-center gap-2 text-ink">
        <input type="checkbox" name="dryRun" value="1" className="h-4 w-4" />
        试运行（只出报告，不写入数据）
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className="h-9 rounded-card bg-primary-active px-4 text-white hover:bg-primary disabled:opacity-50">
          {busy ? `上传中 ${percent}%` : '上传并导入'}
        </button>
        <a href="/api/admin/importTemplate" className="text-primary-active hover:underline" download>
          下载导入模板（含示例）
        </a>
      </div>
      <StepError error={error} />
    </form>
  );
}
