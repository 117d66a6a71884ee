import { exportActivitySignUpsCall } from '@/lib/activities/admin-contracts';
import { exportFileName } from '@/lib/activities/sign-up-export';
import { signUpsForExport } from '@/lib/server/activities/console';
import { signUpFile } from '@/lib/server/activities/export';
import { adminFileRoute } from '@/lib/server/operators/route';

// An activity's sign-ups as a CSV or Excel file (docs/features.md, Operator console): personal data, so
// each export is in the audit trail, and no cache keeps the file.
export const GET = adminFileRoute(exportActivitySignUpsCall, async ({ id, format }, { operator }) => {
  const { title, list } = await signUpsForExport(operator.actor, id, format);
  const file = await signUpFile(format, title, list);
  const name = exportFileName(id, format);
  return new Response(new Uint8Array(file.data), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.data.length),
      'content-disposition': `attachment; filename="signups-${id}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
