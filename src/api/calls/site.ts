/** Site calls of spec §7: configuration, tracking scripts, languages, settings. */
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

/** Ads and site configuration; `names` become `configs[]=a&configs[]=b` (spec §7). */
export function getAdsAndConfigs(names?: readonly string[], opts?: CallOptions) {
  return call('adsAndConfigs', names && names.length > 0 ? { configs: [...names] } : {}, opts);
}

/** GetTongji: tracking scripts to append to the page head. */
export function getTrackingScripts(opts?: CallOptions) {
  return call('trackingScripts', {}, { loading: false, ...opts });
}

export function getLanguages(opts?: CallOptions) {
  return call('languages', {}, opts);
}

export function getSettingsGroups(opts?: CallOptions) {
  return call('settingsGroups', {}, opts);
}
