import { quickPublishRoute } from '@/lib/server/publish/routes';

// 001 §7 quick publish: a requirement from the dialog; a visitor registers on the way.
export const POST = quickPublishRoute;
