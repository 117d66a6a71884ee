import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { UPLOAD_RULES } from './rules';
import { deleteUploadSchema } from './schemas';
import { uploadedFileSchema } from './types';

// The file calls of the scheme form (001 §7) and the chat (001 §7 Contact). Both uploads answer code
// 200 on success, as 001 §7 has it, and stream the file: the input describes the form, the route
// reads it as it arrives (lib/server/files/upload-route.ts).

export const schemeUploadFileCall = contract(catalogue.schemeUploadFile, {
  summary:
    "Uploads one picture (srctype bulogo: jpg/png/gif up to 2 MB) or archive (srctype archive: rar/zip up to 10 MB), checked by its content; a login is needed; code 200 (001 §7 schemeUploadFile).",
  input: z.object({
    srctype: z.enum(['bulogo', 'archive']),
    file: z.file().max(UPLOAD_RULES.archive.maxBytes),
  }),
  output: uploadedFileSchema,
});

export const schemeDeleteCall = contract(catalogue.schemeDelete, {
  summary: "Removes the uploader's own upload no submission references yet; code 200 成功删除！ (001 §7 schemeDelete).",
  input: deleteUploadSchema,
  output: z.null(),
});

export const chatUploadCall = contract(catalogue.chatUpload, {
  summary:
    'Uploads a picture (srctype image: jpg/png/gif, else 图片类型不支持) or a file (srctype file) for a chat message; a login is needed; code 200 (001 §7 Contact, §8 chatUpload).',
  input: z.object({
    srctype: z.enum(['image', 'file']),
    file: z.file().max(Math.max(UPLOAD_RULES.image.maxBytes, UPLOAD_RULES.document.maxBytes)),
  }),
  output: uploadedFileSchema,
});
