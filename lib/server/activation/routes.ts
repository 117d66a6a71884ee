import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { budgetUnitSearchSchema, purchaseDetailSchema, unitRegisterSchema } from '@/lib/activation/schemas';
import { errorResponse, legacyRoute, envelope } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/http/errors';
import { receiveUpload } from '@/lib/server/files/upload-route';
import { requireUser } from '@/lib/server/session/auth';
import { registerUnit } from './service';
import { cityStationGroups, purchaseUnitDetail, searchBudgetUnits } from './units';

// The activation page's calls (002 §7 "Consult and activation"). Reading units and stations needs no
// login; uploading and registering do.

export const budgetUnitSearchRoute = legacyRoute({ source: 'json', input: budgetUnitSearchSchema, bareMessages: true }, async ({ searchContent, pageNum, pageSize }) => ({
  dataList: await searchBudgetUnits(searchContent, pageNum, pageSize),
  pageNum,
  pageSize,
}));

export const purchaseDetailRoute = legacyRoute({ source: 'query', input: purchaseDetailSchema, bareMessages: true }, async ({ id }) => {
  const detail = await purchaseUnitDetail(id);
  if (!detail) throw notFound('单位不存在');
  return detail;
});

/** 002 §7: the grouped list comes as data.data. */
export const cityStationListRoute = legacyRoute({ source: 'query', input: z.object({}).loose() }, async () => ({ data: await cityStationGroups() }));

/** activationUploadFile (002 §7 "File upload"): the proof of a unit without a credit code, data.fileKey. */
export async function activationUploadRoute(req: NextRequest): Promise<NextResponse> {
  try {
    const { data } = await receiveUpload(req, () => 'attachment');
    return NextResponse.json(envelope(data, '上传成功'));
  } catch (err) {
    return errorResponse(err, req);
  }
}

/** unitRegister (002 §7 "Unit register"): the application with its bind-apply status. */
export const unitRegisterRoute = legacyRoute({ source: 'json', input: unitRegisterSchema, bareMessages: true }, async (input, { req }) => {
  const session = await requireUser(req);
  return NextResponse.json(envelope(await registerUnit(session.userId, input), '提交成功'));
});
