import { confirmGet, confirmPost } from '@/lib/server/mail/link-routes';

// The e-mail address confirmation link (docs/features.md, E-mail): GET asks, POST confirms.
export const GET = confirmGet;
export const POST = confirmPost;
