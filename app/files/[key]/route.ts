import type { NextRequest } from 'next/server';
import { serveFile } from '@/lib/server/files/serve';

export const GET = (req: NextRequest, ctx: { params: Promise<{ key: string }> }) => serveFile(req, ctx.params);
