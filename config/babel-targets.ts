/**
 * The browsers the web app is built for: Chromium 87+ (and Firefox, Safari of the same years). Below these,
 * ResizeObserver, optional chaining and async functions would need polyfills and transforms the app no longer ships.
 */
export const TARGETS = { chrome: 87 };

/**
 * umi passes `targets` to babel-loader as a top-level option, which its bundled preset-env ignores: every source
 * file was compiled to ES5 with regenerator. This gives the targets to preset-env itself (chainWebpack).
 */
export function babelTargets(memo: any) {
  for (const name of ['src', 'jsx-ts-tsx', 'extra-src']) {
    if (!memo.module.rules.has(name) || !memo.module.rule(name).uses.has('babel-loader')) continue;
    memo.module.rule(name).use('babel-loader').tap((options: any) => {
      const [preset, presetOptions] = options.presets[0];
      const presetEnv = { ...presetOptions.presetEnv, targets: TARGETS };
      return { ...options, presets: [[preset, { ...presetOptions, presetEnv }], ...options.presets.slice(1)] };
    });
  }
  return memo;
}
