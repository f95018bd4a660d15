/** Writes public/sounds/click.wav: a 40 ms soft click (decaying 1.8 kHz tone), 16-bit mono 22.05 kHz. */
import { writeFileSync } from 'node:fs';
import { clickSamples, monoWav } from './wav.ts';

const rate = 22_050;
writeFileSync(new URL('../public/sounds/click.wav', import.meta.url), monoWav(clickSamples(Math.round(rate * 0.04), rate, 1800, 140, 0.6), rate));
