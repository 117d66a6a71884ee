import { activationUploadRoute } from '@/lib/server/activation/routes';

// 002 §7 file upload: the no-code proof of the activation form (one file, 2 MB, checked by content).
export const POST = activationUploadRoute;
