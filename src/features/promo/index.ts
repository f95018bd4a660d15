/** Floating promo widgets (issue 5): loaded lazily by the shell after the first paint. */
export { default } from './PromoLayer.tsx';
