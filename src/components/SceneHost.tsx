/**
 * Hosts a canvas scene inside a div. The scene module is loaded through `load` (a dynamic import
 * done by the caller), so Pixi and the scenes never reach the first screen's bundle, and this
 * component never imports scenes/. React renders this div once: frames never touch React state.
 * Mounting is imperative (not @pixi/react): the scenes share two long-lived Applications owned by
 * the scenes runtime, which React's tree should not own.
 */
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Spinner } from './Loading.tsx';
import './SceneHost.css';

/** A scene mount, as returned by the scenes runtime. */
export interface SceneMountLike {
  readonly ready: Promise<void>;
  unmount(): void;
}

/** What `load` resolves to: e.g. `wheelScene(prizes, callbacks)` from scenes/index.ts. */
export interface MountableScene {
  mount(host: HTMLElement, options?: { reducedMotion?: boolean }): SceneMountLike;
}

export interface SceneHostProps<T extends MountableScene> {
  /** Called once per mount: `() => import('../../scenes/index.ts').then((m) => m.wheelScene(...))`. */
  load: () => Promise<T>;
  /** The loaded scene is on screen: keep it to drive it (`spinTo`, `open`, `start`). */
  onReady?: (loaded: T) => void;
  onError?: (error: unknown) => void;
  /** Change it to mount a fresh scene (new prize list, another game). */
  sceneKey?: string | number;
  /** Shown until the scene is on screen. */
  fallback?: ReactNode;
  /** Accessible name of the scene for screen readers, in Portuguese. */
  label: string;
  className?: string;
  style?: CSSProperties;
  reducedMotion?: boolean;
}

export function SceneHost<T extends MountableScene>({ load, onReady, onError, sceneKey, fallback, label, className, style, reducedMotion }: SceneHostProps<T>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ load, onReady, onError, reducedMotion });
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    latest.current = { load, onReady, onError, reducedMotion };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    // StrictMode runs this twice: the first run's cleanup cancels it, before or after loading.
    let cancelled = false;
    let mounted: SceneMountLike | null = null;
    const { load: doLoad, reducedMotion: reduced } = latest.current;
    setStatus('loading');
    doLoad()
      .then(async (loaded) => {
        if (cancelled) return;
        mounted = loaded.mount(host, reduced === undefined ? undefined : { reducedMotion: reduced });
        await mounted.ready;
        if (cancelled) return;
        setStatus('ready');
        latest.current.onReady?.(loaded);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStatus('error');
        if (latest.current.onError) latest.current.onError(error);
        else console.error('[SceneHost] the scene could not start', error);
      });
    return () => {
      cancelled = true;
      mounted?.unmount();
    };
  }, [sceneKey]);

  return (
    <div className={['scene-host', className].filter(Boolean).join(' ')} style={style} ref={hostRef} role="img" aria-label={label} aria-busy={status === 'loading'}>
      {status === 'loading' ? <div className="scene-host__fallback">{fallback ?? <Spinner />}</div> : null}
    </div>
  );
}
