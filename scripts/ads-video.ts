// Films the demo video ad (seed/ad-creatives.ts VIDEO_CREATIVE) without a download or a video tool:
// headless Chromium draws five seconds of title cards on a canvas and records them with
// MediaRecorder (WebM, VP8), and the file goes to public/media/ads/. Run once after changing the
// film: `npx tsx scripts/ads-video.ts` (CHROMIUM_PATH, default /usr/bin/chromium).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { VIDEO_CREATIVE } from '@/seed/ad-creatives';

const SCENES = [
  ['云采汇', '软件与数字化服务采购平台'],
  ['查中标', '百万条中标信息，按地区与单位筛选'],
  ['找企业', '十万家软件企业，看案例与资质'],
  ['发需求', '一键发布，服务商主动响应'],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  // tsx keeps function names through a helper the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto('about:blank');
  const base64 = await page.evaluate(async ({ scenes, colors }) => {
    const W = 640;
    const H = 256;
    const canvas = document.createElement('canvas');
    canvas.width = W;
    canvas.height = H;
    const ctx = canvas.getContext('2d')!;
    const font = "'PingFang SC','Noto Sans CJK SC','Noto Sans SC',sans-serif";
    const sceneMs = 1250;
    const total = sceneMs * scenes.length;
    const draw = (t: number) => {
      const g = ctx.createLinearGradient(0, 0, W, H);
      g.addColorStop(0, colors[0]);
      g.addColorStop(1, colors[1]);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, W, H);
      // Rings drifting across, so every frame differs.
      ctx.strokeStyle = 'rgba(255,255,255,0.14)';
      ctx.lineWidth = 18;
      for (let i = 0; i < 3; i++) {
        ctx.beginPath();
        ctx.arc(((t / 12 + i * 260) % (W + 200)) - 100, 60 + i * 70, 40 + i * 16, 0, Math.PI * 2);
        ctx.stroke();
      }
      const index = Math.min(scenes.length - 1, Math.floor(t / sceneMs));
      const local = (t % sceneMs) / sceneMs;
      const fade = Math.min(1, local * 4, (1 - local) * 4);
      const [title, line] = scenes[index]!;
      ctx.globalAlpha = fade;
      ctx.fillStyle = '#fff';
      ctx.font = `700 64px ${font}`;
      ctx.fillText(title!, 48 + (1 - fade) * 24, 128);
      ctx.font = `400 26px ${font}`;
      ctx.fillText(line!, 50, 176);
      ctx.globalAlpha = 1;
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fillRect(0, H - 6, (W * t) / total, 6);
    };
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
    draw(0);
    recorder.start();
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = performance.now() - start;
        draw(Math.min(t, total));
        if (t < total) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, { scenes: SCENES, colors: VIDEO_CREATIVE.colors });
  const file = path.join(import.meta.dirname, '..', 'public', VIDEO_CREATIVE.videoUrl);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(base64, 'base64'));
  console.log(`${VIDEO_CREATIVE.videoUrl}: ${Math.round(Buffer.byteLength(base64, 'base64') / 1024)} KB`);
} finally {
  await browser.close();
}
