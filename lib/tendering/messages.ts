// Messages and limits of the tendering page that client and server share (002 §8, §9).

/** What the page shows for any failed download, for 5 s. */
export const DOWNLOAD_FAILED = '抱歉，由于源文件或者源网站问题，文件下载失败!';
export const DOWNLOAD_TOAST_MS = 5000;
