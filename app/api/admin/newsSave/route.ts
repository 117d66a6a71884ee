import { newsSaveCall } from '@/lib/news/admin-contracts';
import { saveArticle } from '@/lib/server/news/editor';
import { adminRoute } from '@/lib/server/operators/route';

// An editor saves an article (docs/features.md, Operator console "News"): a new one as a draft, a changed
// one in its state; the body is sanitized on the server whatever the editor sent.
export const POST = adminRoute(newsSaveCall, (input, { operator }) => saveArticle(operator.actor, input));
