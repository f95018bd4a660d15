/** Site calls of spec §7: configuration, tracking scripts, languages, settings. */
import type { AdsAndConfigsResponse, Language, SettingsGroup, TrackingScriptItem } from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import { request, type CallOptions } from '../http.ts';

/** Ads and site configuration; `names` become `configs[]=a&configs[]=b` (spec §7). */
export function getAdsAndConfigs(names?: readonly string[], opts?: CallOptions) {
  const { method, path } = API.adsAndConfigs;
  const params = names && names.length > 0 ? { configs: [...names] } : undefined;
  return request<AdsAndConfigsResponse>({ method, url: path, params, ...opts });
}

/** GetTongji: tracking scripts to append to the page head. */
export function getTrackingScripts(opts?: CallOptions) {
  const { method, path } = API.trackingScripts;
  return request<TrackingScriptItem[]>({ method, url: path, loading: false, ...opts });
}

export function getLanguages(opts?: CallOptions) {
  const { method, path } = API.languages;
  return request<Language[]>({ method, url: path, ...opts });
}

export function getSettingsGroups(opts?: CallOptions) {
  const { method, path } = API.settingsGroups;
  return request<SettingsGroup[]>({ method, url: path, ...opts });
}
