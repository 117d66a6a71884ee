// Next.js streams a page's metadata (<title>, description, canonical) after the head unless the
// User-Agent is a bot that reads only the first HTML's head ("htmlLimitedBots", nextjs.org/docs/app/
// api-reference/config/next-config-js/htmlLimitedBots); those get it in the head, the render waiting for
// it. Next's own list knows Baiduspider and Sogou but none of China's other engines: 360Spider (好搜),
// Bytespider (头条搜索), YisouSpider (神马) and PetalBot (花瓣搜索) are added to it.
import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots.js';

const CHINA_ENGINES = ['360Spider', 'HaosouSpider', 'Bytespider', 'YisouSpider', 'PetalBot'];

/** Next's bots that want metadata in the head, and China's search engines. */
export const HTML_LIMITED_BOTS = new RegExp(`${HTML_LIMITED_BOT_UA_RE.source}|${CHINA_ENGINES.join('|')}`, 'i');
