/** Next's bots that want metadata in the head, and China's search engines. */
export declare const HTML_LIMITED_BOTS: RegExp;
