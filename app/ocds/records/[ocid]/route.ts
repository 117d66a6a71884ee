import { recordPackage } from '@/lib/server/ocds';
import { ocdsError, ocdsJson, ocdsRateLimit, requestOrigin } from '@/lib/server/ocds/http';

// One record package per ocid (docs/open-data.md): GET /ocds/records/<ocid>.
export async function GET(req: Request, { params }: { params: Promise<{ ocid: string }> }) {
  const limited = await ocdsRateLimit(req);
  if (limited) return limited;
  const ocid = (await params).ocid;
  const pkg = await recordPackage(requestOrigin(req), ocid);
  if (!pkg) return ocdsError(404, 'not_found', '没有这个 ocid 的记录');
  return ocdsJson(req, pkg, 300);
}
