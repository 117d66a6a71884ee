import 'server-only';
import { pushLinkOf } from './deliver';

const CODE = /^[A-Za-z0-9_-]{8}$/;

/** /p/<code>: a 302 to the record's own address (relative, so it stays on the host the phone opened), or a plain 404. */
export async function shortLinkAnswer(params: Promise<{ code: string }>): Promise<Response> {
  const { code } = await params;
  const link = CODE.test(code) ? await pushLinkOf(code) : null;
  if (!link) return new Response('短链接不存在或已失效', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(null, { status: 302, headers: { location: link, 'cache-control': 'no-store' } });
}
