import type { BuildOptions } from 'esbuild';

/** The options every bundle of the game's code is built with. */
export const shippedBundle: BuildOptions;
