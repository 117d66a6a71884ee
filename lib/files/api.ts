import type { activationUploadFileCall } from '@/lib/activation/contracts';
import type { uploadAdImageCall } from '@/lib/ads/admin-contracts';
import { postFormWithProgress } from '@/lib/api/form-upload';
import { request } from '@/lib/api/request';
import { chatUploadCall, schemeDeleteCall, schemeUploadFileCall } from './contracts';
import { FILE_CALL_SUCCESS, type FileKind } from './rules';
import { uploadedFileSchema, type UploadedFile } from './types';

/** The upload calls and the srctype each gives a kind: the scheme form's (001 §7) and the chat's (001 §7 Contact). */
const SRCTYPES: Record<UploadCall['call']['name'], Partial<Record<FileKind, string>>> = {
  schemeUploadFile: { image: 'bulogo', archive: 'archive' },
  chatUpload: { image: 'image', document: 'file' },
  activationUploadFile: { attachment: 'attachment' },
  uploadAdImage: { image: 'image' },
};

/** An upload call's contract: the scheme form's, the chat's, the activation's (002 §7), the console's ad picture. */
export type UploadCall = typeof schemeUploadFileCall | typeof chatUploadCall | typeof activationUploadFileCall | typeof uploadAdImageCall;

/** 001 §7's uploads answer code 200, 002 §7's code 0. */
const UPLOADED = [FILE_CALL_SUCCESS, 0];

/** Uploads one file and reports its progress; the answer is read by the call's contract (an UploadedFile). */
export function uploadFile(
  file: File,
  kind: FileKind,
  onProgress?: (percent: number) => void,
  call: UploadCall = schemeUploadFileCall,
): Promise<UploadedFile> {
  const entry = call.call;
  const srctype = SRCTYPES[entry.name][kind];
  if (!srctype) return Promise.reject(new Error('上传类型不正确'));
  const form = new FormData();
  form.append('srctype', srctype);
  form.append('file', file);
  return postFormWithProgress(entry.path, form, { data: uploadedFileSchema, success: UPLOADED }, onProgress);
}

/** schemeDelete: removes the user's upload; a failure changes nothing on the page (001 §8: only code 200 is a success). */
export async function deleteUploadedFile(fileKey: string): Promise<boolean> {
  try {
    return (await request(schemeDeleteCall, { fileName: fileKey }, { noJump: true })).code === FILE_CALL_SUCCESS;
  } catch {
    return false;
  }
}
