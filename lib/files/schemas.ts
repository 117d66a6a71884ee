import { z } from 'zod';

/** A stored file's key as the upload answered it: 32 hex digits and the detected extension (any kind's). */
export const fileKeySchema = z.string({ error: '文件名不正确' }).regex(/^[0-9a-f]{32}\.(jpg|png|gif|zip|rar|pdf|doc|docx|xls|xlsx|pptx)$/, '文件名不正确');

/** schemeDelete (001 §7): the stored key of the upload to remove. */
export const deleteUploadSchema = z.object({ fileName: fileKeySchema });
