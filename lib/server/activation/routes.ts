import 'server-only';
import {
  activationUploadFileCall,
  budgetUnitSearchCall,
  cityStationListCall,
  getPurchaseDetailCall,
  unitRegisterCall,
} from '@/lib/activation/contracts';
import { answerWith, apiRoute, streamRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/http/errors';
import { receiveUpload } from '@/lib/server/files/upload-route';
import { requireUser } from '@/lib/server/session/auth';
import { registerUnit } from './service';
import { cityStationGroups, purchaseUnitDetail, searchBudgetUnits } from './units';

// The activation page's calls (002 §7 "Consult and activation"). Reading units and stations needs no
// login; uploading and registering do.

export const budgetUnitSearchRoute = apiRoute(
  budgetUnitSearchCall,
  async ({ searchContent, pageNum, pageSize }) => ({
    dataList: await searchBudgetUnits(searchContent, pageNum, pageSize),
    pageNum,
    pageSize,
  }),
  { bareMessages: true },
);

export const purchaseDetailRoute = apiRoute(
  getPurchaseDetailCall,
  async ({ id }) => {
    const detail = await purchaseUnitDetail(id);
    if (!detail) throw notFound('单位不存在');
    return detail;
  },
  { bareMessages: true },
);

/** 002 §7: the grouped list comes as data.data. */
export const cityStationListRoute = apiRoute(cityStationListCall, async () => ({ data: await cityStationGroups() }));

/** activationUploadFile (002 §7 "File upload"): the proof of a unit without a credit code, data.fileKey. */
export const activationUploadRoute = streamRoute(activationUploadFileCall, async ({ req }) => {
  const { data } = await receiveUpload(req, () => 'attachment');
  return answerWith(activationUploadFileCall, data, { msg: '上传成功' });
});

/** unitRegister (002 §7 "Unit register"): the application with its bind-apply status. */
export const unitRegisterRoute = apiRoute(
  unitRegisterCall,
  async (input, { req }) => {
    const session = await requireUser(req);
    return answerWith(unitRegisterCall, await registerUnit(session.userId, input), { msg: '提交成功' });
  },
  { bareMessages: true },
);
