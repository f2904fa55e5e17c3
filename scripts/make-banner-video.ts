/**
 * `npm run make:video`: makes the home page's looping banner video and its poster from the demo
 * catalogue's generated art, so the shop needs no stock footage and no ffmpeg.
 * Chromium draws a short canvas animation (slow zoom, cross-fades and a passing glint over three
 * pieces) and records it with MediaRecorder; the loop is a periodic function of time, so its last
 * frame runs into its first. Writes public/video/banner.webm and public/video/banner-poster.webp.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { renderProductSvg } from '../db/seed/art';
import { demoProducts } from '../db/seed/catalogue';

interface BannerSpec {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  bitsPerSecond: number;
}

/**
 * One frame at loop position `t` (0 ≤ t < 1). Each piece fades in over the one before it, slowly
 * zooms and drifts, and a soft glint crosses it; every motion depends on `t` alone, so the loop is
 * seamless. Runs in the browser.
 */
function drawBannerFrame(
  ctx: CanvasRenderingContext2D,
  images: HTMLImageElement[],
  t: number,
  spec: BannerSpec,
) {
  const { width: w, height: h } = spec;
  const fade = 0.08;
  const span = 1 / images.length + fade;
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = '#1d2226';
  ctx.fillRect(0, 0, w, h);
  // Local time of each piece since its fade-in began; the oldest is drawn first.
  const showing = images
    .map((image, k) => ({ image, k, u: (((t - k / images.length + fade) % 1) + 1) % 1 }))
    .filter(({ u }) => u <= span)
    .sort((a, b) => b.u - a.u);
  for (const { image, k, u } of showing) {
    const p = u / span;
    const rise = Math.min(1, u / fade);
    const scale = (1.04 + 0.1 * p) * Math.max(w / image.width, h / image.height);
    const drift = (k % 2 ? -1 : 1) * 24 * (p - 0.5);
    ctx.globalAlpha = rise * rise * (3 - 2 * rise);
    ctx.drawImage(
      image,
      (w - image.width * scale) / 2 + drift,
      (h - image.height * scale) / 2 - 12 * (p - 0.5),
      image.width * scale,
      image.height * scale,
    );
    const g = (p - 0.3) / 0.45;
    if (g > 0 && g < 1) {
      const x = -0.5 * w + g * 2 * w;
      const glint = ctx.createLinearGradient(x - 140, 0, x + 140, h * 0.4);
      glint.addColorStop(0, 'rgb(255 255 255 / 0)');
      glint.addColorStop(0.5, 'rgb(255 255 255 / 0.2)');
      glint.addColorStop(1, 'rgb(255 255 255 / 0)');
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = glint;
      ctx.fillRect(0, 0, w, h);
      ctx.globalCompositeOperation = 'source-over';
    }
  }
  ctx.globalAlpha = 1;
  const vignette = ctx.createRadialGradient(w / 2, h / 2, h * 0.3, w / 2, h / 2, w * 0.72);
  vignette.addColorStop(0, 'rgb(15 18 21 / 0)');
  vignette.addColorStop(1, 'rgb(15 18 21 / 0.6)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, w, h);
}

/** Records one loop in real time (MediaRecorder stamps frames by the clock); runs in the browser. */
async function recordBanner(input: { spec: BannerSpec; images: string[]; drawSource: string }) {
  const { spec, images } = input;
  const draw = new Function(`return (${input.drawSource})`)() as typeof drawBannerFrame;
  const canvas = document.createElement('canvas');
  canvas.width = spec.width;
  canvas.height = spec.height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  const pictures = await Promise.all(
    images.map(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image;
    }),
  );
  const base64 = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(blob);
    });
  draw(ctx, pictures, 0, spec);
  const poster = await base64(
    await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png')),
  );

  const mimeType =
    ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) =>
      MediaRecorder.isTypeSupported(type),
    ) ?? 'video/webm';
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: spec.bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const frames = spec.fps * spec.seconds;
  const started = performance.now();
  for (let i = 0; i < frames; i++) {
    draw(ctx, pictures, i / frames, spec);
    track.requestFrame();
    const due = started + ((i + 1) * 1000) / spec.fps;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  }
  recorder.stop();
  await stopped;
  return { video: await base64(new Blob(chunks, { type: mimeType })), poster, mimeType };
}

const outDir = 'public/video';
// Three pieces on the slate backdrop, which sits well in the dark banner: a ring, a chain, hoops.
const pieces: [code: string, view: number][] = [
  ['LRG-503', 0],
  ['NCK-104', 0],
  ['EAR-304', 0],
];
const spec: BannerSpec = { width: 720, height: 540, fps: 25, seconds: 6, bitsPerSecond: 640_000 };

async function pieceImage(code: string, view: number): Promise<string> {
  const product = demoProducts.find((p) => p.code === code);
  if (!product) throw new Error(`No demo product ${code}`);
  const png = await sharp(Buffer.from(renderProductSvg(product.art, view)))
    .resize(spec.width)
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const images = await Promise.all(pieces.map(([code, view]) => pieceImage(code, view)));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>banner</title><body style="margin:0"></body>');
  // tsx may wrap functions in a naming helper; give the page a no-op one.
  await page.evaluate('window.__name = (fn) => fn');
  // The drawing function runs in the page, so it is passed as source and rebuilt there.
  const result = await page.evaluate(recordBanner, {
    spec,
    images,
    drawSource: drawBannerFrame.toString(),
  });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(`${outDir}/banner.webm`, Buffer.from(result.video, 'base64'));
  await sharp(Buffer.from(result.poster, 'base64'))
    .webp({ quality: 72 })
    .toFile(`${outDir}/banner-poster.webp`);
  for (const file of ['banner.webm', 'banner-poster.webp']) {
    console.log(`${outDir}/${file}: ${(statSync(`${outDir}/${file}`).size / 1024).toFixed(1)} KB`);
  }
  console.log(`${result.mimeType}, ${spec.width}×${spec.height}, ${spec.seconds} s`);
} finally {
  await browser.close();
}
