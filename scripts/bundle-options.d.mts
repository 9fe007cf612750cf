import type { BuildOptions, Plugin } from 'esbuild';

export const cachedText: Plugin;
export const confExtras: Plugin;
/** Every plugin the shipped bundle is built with. */
export const shippedPlugins: Plugin[];
/** The options every bundle of the game's code is built with. */
export const shippedBundle: BuildOptions;
