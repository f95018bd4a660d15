/** A mono 16-bit PCM WAV file around its samples: the site's click sound, and the tests' uploads. */
export function monoWav(samples: ArrayLike<number>, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // the fmt chunk's size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A short fading tone of `count` samples: what a click sound usually is. */
export function clickSamples(count: number, rate: number, hertz: number, decay: number, level: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.sin((2 * Math.PI * hertz * i) / rate) * Math.exp((-i / rate) * decay) * level);
}
