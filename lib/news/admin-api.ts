import { dataOf } from '@/lib/api/answer';
import type { InputOf } from '@/lib/api/contract';
import { request } from '@/lib/api/request';
import { newsDeleteCall, newsSaveCall, newsStateCall, newsUploadImageCall } from './admin-contracts';

// The console's news calls from the editor (docs/features.md, Operator console "News"). A refusal rejects
// with the server's Chinese message.

export const saveNewsArticle = (input: InputOf<typeof newsSaveCall>) => dataOf(request(newsSaveCall, input, { noJump: true }));
export const changeNewsState = (input: InputOf<typeof newsStateCall>) => dataOf(request(newsStateCall, input, { noJump: true }));
export const deleteNewsArticle = (id: number) => dataOf(request(newsDeleteCall, { id }, { noJump: true }));

/** Uploads a picture for the cover or the body; resolves to its address on the portal's file storage. */
export function uploadNewsImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return dataOf(request(newsUploadImageCall, form, { noJump: true })).then((f) => f.fileUrl);
}
