'use client';

import { useId, useState } from 'react';
import { activationUploadFileCall } from '@/lib/activation/contracts';
import { deleteUploadedFile, uploadFile } from '@/lib/files/api';
import { checkPickedFiles, UPLOAD_RULES } from '@/lib/files/rules';
import { PaperclipIcon } from '@/components/ui/icons';

export interface Attachment {
  fileKey: string;
  name: string;
}

interface AttachmentFieldProps {
  id: string;
  value: Attachment | null;
  onChange(value: Attachment | null): void;
}

const RULE = UPLOAD_RULES.attachment;
const ACCEPT = RULE.extensions.map((e) => `.${e}`).join(',');

/**
 * The proof of a unit without a credit code (002 §5): one file, checked when picked (type, 2 MB) and
 * again by content on the server; progress while it goes, 上传成功 or the reason after (002 §8).
 */
export function AttachmentField({ id, value, onChange }: AttachmentFieldProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const hintId = useId();

  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = checkPickedFiles('attachment', [file], 0);
    if (problem) return setNote({ ok: false, text: problem });
    setNote(null);
    setPercent(0);
    try {
      const up = await uploadFile(file, 'attachment', setPercent, activationUploadFileCall);
      if (value) void deleteUploadedFile(value.fileKey);
      onChange({ fileKey: up.fileKey, name: up.origFileName });
      setNote({ ok: true, text: '上传成功' });
    } catch (err) {
      setNote({ ok: false, text: err instanceof Error && err.message ? err.message : '上传失败' });
    } finally {
      setPercent(null);
    }
  }

  async function remove() {
    if (!value) return;
    void deleteUploadedFile(value.fileKey);
    onChange(null);
    setNote(null);
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={`inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-card border border-dashed border-line-strong bg-white px-3 text-ink-muted hover:border-primary hover:text-primary-active focus-within:border-primary ${percent !== null ? 'pointer-events-none opacity-60' : ''}`}
        >
          <PaperclipIcon className="size-4" />
          {value ? '重新上传' : '上传证明材料'}
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            className="sr-only"
            disabled={percent !== null}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {percent !== null && (
          <span className="flex items-center gap-2 text-meta text-ink-muted" role="status">
            <span className="h-1.5 w-24 overflow-hidden rounded-full bg-line">
              <span className="block h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </span>
            上传中 {percent}%
          </span>
        )}
        {value && percent === null && (
          <span className="flex min-w-0 items-center gap-2 rounded-card bg-page px-2 py-1 text-meta" data-testid="attachment-name">
            <span className="truncate text-ink">{value.name}</span>
            <button type="button" onClick={remove} className="shrink-0 text-ink-faint hover:text-price" aria-label={`删除 ${value.name}`}>
              删除
            </button>
          </span>
        )}
      </div>
      <p id={hintId} className="mt-1 text-meta text-ink-faint">
        支持 {RULE.extensions.join('、')} 格式，1 个文件，大小不超过 2M
      </p>
      {note && (
        <p role={note.ok ? 'status' : 'alert'} className={`mt-1 text-meta ${note.ok ? 'text-success' : 'text-price'}`}>
          {note.text}
        </p>
      )}
    </div>
  );
}
