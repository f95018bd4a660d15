/**
 * Public entry of the canvas layer: the app imports this module lazily (dynamic import), so
 * PixiJS, GSAP, Howler and the scenes stay out of the first screen's JavaScript.
 */
import type { Scene } from './core/scene.ts';
import type { ParamSpec, ParamValues } from './core/params.ts';
import { paramsFor } from './core/tuned.ts';
import { mountScene } from './runtime/runtime.ts';
import type { SceneMount, SlotName } from './runtime/runtime.ts';
import { WheelScene } from './wheel/wheel-scene.ts';
import type { WheelCallbacks } from './wheel/wheel-scene.ts';
import { GiftScene } from './gift/gift-scene.ts';
import type { GiftCallbacks } from './gift/gift-scene.ts';
import { RainScene } from './rain/rain-scene.ts';
import type { RainCallbacks } from './rain/rain-scene.ts';
import { WidgetScene } from './widget/widget-scene.ts';
import type { WidgetCallbacks, WidgetSpec } from './widget/widget-scene.ts';
import type { Insets } from './widget/widget-logic.ts';
import type { Prize } from './wheel/wheel-logic.ts';
import { wheelParams } from './wheel/params.ts';
import { giftParams } from './gift/params.ts';
import { rainParams } from './rain/params.ts';
import { widgetParams } from './widget/params.ts';

export { WheelScene, GiftScene, RainScene, WidgetScene };
export type { WheelCallbacks, GiftCallbacks, RainCallbacks, WidgetCallbacks, WidgetSpec, Insets, Prize };
export type { WheelParams, WheelPhase } from './wheel/wheel-scene.ts';
export type { GiftParams } from './gift/gift-scene.ts';
export type { RainParams } from './rain/rain-scene.ts';
export type { WidgetParams } from './widget/widget-scene.ts';
export type { GiftResult, GiftPhase } from './gift/gift-logic.ts';
export type { PrizeIcon } from './wheel/wheel-logic.ts';
export type { Scene, SceneContext, SceneStats } from './core/scene.ts';
export type { NumberParam, ParamSpec, ParamValues, ParamsFile } from './core/params.ts';
export { defaultsOf, resolveParams, toParamsFile, fromParamsFile, tunedParams } from './core/params.ts';
export { wheelParams, giftParams, rainParams, widgetParams };
export { mountScene, runtimeStats, slotApp, drawSlotNow, frameProbe, disposeRuntime, SLOT_NAMES } from './runtime/runtime.ts';
export { sceneClock, setSceneClock, stepSceneClock } from './runtime/runtime.ts';
export { recordTimelines } from './core/tape.ts';
export type { SceneMount, SlotName, MountOptions, RuntimeStats, SceneClock } from './runtime/runtime.ts';
export { formatCountdown } from './widget/widget-logic.ts';

/** What SceneHost needs: a scene ready to be mounted into an element. */
export interface SceneFactory<S extends Scene<P>, P> {
  readonly scene: S;
  readonly slot: SlotName;
  mount(host: HTMLElement, options?: { reducedMotion?: boolean }): SceneMount<P>;
}

function factory<S extends Scene<P>, P>(scene: S, slot: SlotName, params: P): SceneFactory<S, P> {
  return { scene, slot, mount: (host, options) => mountScene(host, scene, params, { slot, ...options }) };
}

/** Values to override the defaults with, e.g. the `values` of a params JSON exported from the sandbox. */
type ParamOverrides<S extends ParamSpec> = Partial<ParamValues<S>>;

/**
 * Wheel of fortune on the page slot. `params`: defaults, or values from an exported params JSON;
 * `random`: where the landing spot inside the slice comes from (the sandbox passes a seeded one).
 */
export function wheelScene(prizes: readonly Prize[], callbacks: WheelCallbacks = {}, params?: ParamOverrides<typeof wheelParams>, random?: () => number) {
  return factory(new WheelScene(prizes, callbacks, random), 'page', paramsFor('wheel', wheelParams, params));
}

export function giftScene(callbacks: GiftCallbacks = {}, params?: ParamOverrides<typeof giftParams>) {
  return factory(new GiftScene(callbacks), 'page', paramsFor('gift', giftParams, params));
}

/** Envelope rain on the overlay slot: above every page, catching taps only while it rains (`random`: as the wheel's). */
export function rainScene(callbacks: RainCallbacks = {}, params?: ParamOverrides<typeof rainParams>, random?: () => number) {
  return factory(new RainScene(callbacks, random), 'overlay', paramsFor('rain', rainParams, params));
}

/**
 * Floating widgets on the overlay slot; `insets` are the safe-area insets (notches); `positions`
 * where they start, `pinned` those of them the member placed (the others keep clear of the page).
 */
export function widgetScene(
  widgets: readonly WidgetSpec[],
  callbacks: WidgetCallbacks = {},
  options: { insets?: Insets; tabBar?: boolean; positions?: Record<string, { x: number; y: number }>; pinned?: readonly string[]; params?: ParamOverrides<typeof widgetParams> } = {},
) {
  return factory(new WidgetScene(widgets, callbacks, options), 'overlay', paramsFor('widget', widgetParams, options.params));
}
