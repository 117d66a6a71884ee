import { handleUpload } from '@/lib/server/files/upload-route';

export const POST = handleUpload;
