import { NextResponse, type NextRequest } from 'next/server';
import { UNSUPPORTED_IMAGE } from '@/lib/chat/rules';
import { kindOfChatSrctype } from '@/lib/files/rules';
import { receiveUpload } from '@/lib/server/files/upload-route';
import { errorResponse } from '@/lib/server/http/route';

// chatUpload (001 §7 Contact): a picture (srctype image: jpg/png/gif by content, else 图片类型不支持, 001 §8)
// or a file (srctype file) for a chat message, through the one file storage and its checks. The upload
// becomes part of a conversation when a message names it (lib/server/chat/messages.ts).
export async function POST(req: NextRequest): Promise<NextResponse> {
  try {
    const { data } = await receiveUpload(req, kindOfChatSrctype, { image: UNSUPPORTED_IMAGE });
    return NextResponse.json({ code: 200, msg: '上传成功', data });
  } catch (err) {
    return errorResponse(err, req);
  }
}
