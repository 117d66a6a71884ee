import { UNSUPPORTED_IMAGE } from '@/lib/chat/rules';
import { chatUploadCall } from '@/lib/files/contracts';
import { kindOfChatSrctype } from '@/lib/files/rules';
import { uploadRoute } from '@/lib/server/files/upload-route';

// chatUpload (001 §7 Contact): a picture (srctype image: jpg/png/gif by content, else 图片类型不支持, 001 §8)
// or a file (srctype file) for a chat message, through the one file storage and its checks. The upload
// becomes part of a conversation when a message names it (lib/server/chat/messages.ts).
export const POST = uploadRoute(chatUploadCall, kindOfChatSrctype, { image: UNSUPPORTED_IMAGE });
