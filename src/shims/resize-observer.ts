/**
 * Stands in for the `resize-observer-polyfill` package that rc-resize-observer imports (≈ 7 KB gzip on the first
 * page): every browser this app targets (config/config.ts `targets`) has ResizeObserver.
 */
export default globalThis.ResizeObserver;
