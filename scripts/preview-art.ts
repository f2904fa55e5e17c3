/**
 * Render contact sheets of the generated demo-catalogue art so it can be checked by eye.
 * Usage: npx tsx scripts/preview-art.ts [CODE ...]
 * Without codes: /tmp/art-preview.png (view 0 of every product plus the categories) and
 * /tmp/art-preview-views.png (views 1 and 2). With codes: /tmp/art-CODE-vN.png at 600 px.
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderCategorySvg, renderProductSvg } from '../db/seed/art';
import { demoCategories, demoProducts } from '../db/seed/catalogue';

const tile = 200;

async function png(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width).png().toBuffer();
}

async function sheet(svgs: string[], columns: number, out: string): Promise<void> {
  const rows = Math.ceil(svgs.length / columns);
  const inputs = await Promise.all(
    svgs.map(async (svg, i) => ({
      input: await png(svg, tile),
      left: (i % columns) * tile,
      top: Math.floor(i / columns) * tile,
    })),
  );
  await sharp({
    create: { width: columns * tile, height: rows * tile, channels: 3, background: '#ffffff' },
  })
    .composite(inputs)
    .png()
    .toFile(out);
  console.log(`wrote ${out}`);
}

async function main(): Promise<void> {
  const codes = process.argv.slice(2);
  if (codes.length > 0) {
    for (const code of codes) {
      const product = demoProducts.find((p) => p.code === code);
      if (!product) throw new Error(`no product ${code}`);
      for (let view = 0; view < 3; view++) {
        const out = `/tmp/art-${code}-v${view}.png`;
        writeFileSync(out, await png(renderProductSvg(product.art, view), 600));
        console.log(`wrote ${out}`);
      }
    }
    return;
  }
  const heroes = demoProducts.map((p) => renderProductSvg(p.art, 0));
  const cats = demoCategories.map((c) => renderCategorySvg(c.art));
  const sizes = [...heroes, ...cats].map((s) => s.length);
  const others = demoProducts.flatMap((p) => [
    renderProductSvg(p.art, 1),
    renderProductSvg(p.art, 2),
  ]);
  const all = [...sizes, ...others.map((s) => s.length)];
  console.log(
    `largest SVG: ${Math.max(...all)} chars, mean ${Math.round(all.reduce((a, b) => a + b) / all.length)}`,
  );
  await sheet([...heroes, ...cats], 6, '/tmp/art-preview.png');
  await sheet(others, 12, '/tmp/art-preview-views.png');
}

await main();
