/**
 * The click sound of spec §1: the address comes from site configuration (site.Sound) at start-up.
 * Howler is imported lazily so it stays out of the first screen's JavaScript.
 */
import type { Howl } from 'howler';

const AUDIO_ELEMENT_ID = 'clickSound';

let source: string | null = null;
let howl: Howl | null = null;
let loading: Promise<Howl | null> | null = null;

function audioElement(doc: Document): HTMLAudioElement | null {
  const element = doc.getElementById(AUDIO_ELEMENT_ID);
  return element instanceof HTMLAudioElement ? element : null;
}

async function prepare(url: string): Promise<Howl | null> {
  try {
    const { Howl: HowlClass, Howler } = await import('howler');
    if (source !== url) return null;
    // html5: plays through a media element, so the address need not allow CORS like Web Audio's fetch.
    // Such a sound needs no AudioContext, yet Howler makes one for its first Howl: one task of about
    // 150 ms at a phone's 4× slowdown on every start-up (`npm run bench:startup`). Web Audio is
    // turned off while this Howl is made, then back on for the game scenes' sounds, which use it.
    const webAudio = Howler.usingWebAudio;
    Howler.usingWebAudio = false;
    try {
      return new HowlClass({ src: [url], html5: true, preload: true });
    } finally {
      Howler.usingWebAudio = webAudio;
    }
  } catch (error) {
    console.error('[sound] could not prepare the click sound', error);
    return null;
  }
}

/** Sets the `<audio id="clickSound">` source and prepares a Howl for it. */
export function setClickSoundSource(url: string, doc: Document = document): Promise<void> {
  if (!url || url === source) return loading?.then(() => undefined) ?? Promise.resolve();
  source = url;
  howl?.unload();
  howl = null;
  const element = audioElement(doc);
  if (element) {
    element.preload = 'auto';
    element.src = url;
  }
  const pending = prepare(url);
  loading = pending;
  return pending.then((prepared) => {
    if (loading === pending) howl = prepared;
    else prepared?.unload();
  });
}

export function clickSoundSource(): string | null {
  return source;
}

/** Plays the click sound; silently nothing when no source is set or the browser refuses. */
export function playClick(): void {
  try {
    howl?.play();
  } catch (error) {
    console.error('[sound] click failed', error);
  }
}

/** Tests only: forget the source and the prepared sound. */
export function resetClickSound(): void {
  howl?.unload();
  howl = null;
  source = null;
  loading = null;
}
