import { schemeUploadFileCall } from '@/lib/files/contracts';
import { kindOfSrctype } from '@/lib/files/rules';
import { uploadRoute } from '@/lib/server/files/upload-route';

// schemeUploadFile (001 §7): a picture (srctype bulogo) or an archive (srctype archive) of the scheme form.
export const POST = uploadRoute(schemeUploadFileCall, kindOfSrctype);
