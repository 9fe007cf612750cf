// The terminal interface's public face: the command line starts the game
// here, and imports it only for `play`, so other commands never load Ink.

export { type LaunchOptions, launch } from './app/launch.js';
export type { SettingsFlags } from './app/run-settings.js';
