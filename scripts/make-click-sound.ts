/** Writes public/sounds/click.wav: a 40 ms soft click (decaying 1.8 kHz tone), 16-bit mono 22.05 kHz. */
import { writeFileSync } from 'node:fs';

const rate = 22_050;
const samples = Math.round(rate * 0.04);
const data = Buffer.alloc(samples * 2);
for (let i = 0; i < samples; i += 1) {
  const t = i / rate;
  const value = Math.sin(2 * Math.PI * 1800 * t) * Math.exp(-t * 140) * 0.6;
  data.writeInt16LE(Math.round(value * 32767), i * 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVEfmt ', 8);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(new URL('../public/sounds/click.wav', import.meta.url), Buffer.concat([header, data]));
