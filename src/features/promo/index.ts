/** Floating promo widgets: loaded lazily by the shell after the first paint. */
export { default } from './PromoLayer.tsx';
