import type { Plugin } from 'esbuild';

export const cachedText: Plugin;
export const confExtras: Plugin;
/** Every plugin the shipped bundle is built with. */
export const shippedPlugins: Plugin[];
