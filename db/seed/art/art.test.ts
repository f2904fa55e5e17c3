import sharp from 'sharp';
import { expect, it } from 'vitest';
import { demoCategories, demoProducts } from '../catalogue';
import { renderCategorySvg, renderProductSvg } from './index';

it('draws every view of every demo product deterministically, within size', () => {
  for (const product of demoProducts) {
    product.imageAlts.forEach((_, view) => {
      const svg = renderProductSvg(product.art, view);
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1200 1200"/);
      expect(svg.length).toBeLessThan(80_000);
      expect(renderProductSvg(product.art, view)).toBe(svg);
    });
  }
});

it('renders to a real picture in librsvg (sharp), not a blank square', async () => {
  const samples = [demoProducts[0]!, demoProducts[13]!, demoProducts[25]!];
  for (const svg of [
    ...samples.map((p) => renderProductSvg(p.art, 0)),
    renderCategorySvg(demoCategories[0]!.art),
  ]) {
    // Drawn at 200 px (72 dpi × 200/1200): filters at full size take seconds each on a slow machine.
    const stats = await sharp(Buffer.from(svg), { density: 12 }).stats();
    expect(stats.channels.length).toBeGreaterThanOrEqual(3);
    // A drawn piece on a backdrop has light and dark areas in every channel.
    for (const channel of stats.channels.slice(0, 3)) {
      expect(channel.max - channel.min).toBeGreaterThan(80);
      expect(channel.stdev).toBeGreaterThan(5);
    }
  }
});
