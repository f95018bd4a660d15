/**
 * `node --import tsx scripts/make-icons.ts`: the install icons (public/icons/) from the app's logo,
 * public/favicon.svg. The PNGs are committed; run this again only when the logo changes.
 * The maskable icon puts the logo inside the safe zone (the middle 80 %) on the theme colour, so a
 * launcher's circle or squircle mask never cuts it.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const logo = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const out = (name: string) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
const THEME = '#ff7a00';

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out(`icon-${size}.png`));
}
const inner = Math.round(512 * 0.64);
const glyph = await sharp(logo, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: THEME } })
  .composite([{ input: glyph, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(out('maskable-512.png'));
await sharp(logo, { density: (72 * 180) / 64 }).resize(180, 180).flatten({ background: THEME }).png({ compressionLevel: 9 }).toFile(out('apple-touch-icon.png'));
console.log('icons written to public/icons/');
