// Text for --ascii: the few non-ASCII marks the interface's own words use,
// each replaced by one ASCII character so that fitted lines keep their width.
// (The board's glyphs come from the theme.)

const ASCII: Record<string, string> = {
  '·': '|',
  '…': '.',
  '◂': '<',
  '▸': '>',
  '←': '<',
  '→': '>',
  '↑': '^',
  '↓': 'v',
  '⋮': ':',
};
const MARKS = new RegExp(`[${Object.keys(ASCII).join('')}]`, 'g');

export function asciiOnly(text: string): string {
  return text.replace(MARKS, (c) => ASCII[c]);
}

/** The text as the theme writes it: unchanged, or in ASCII. */
export function themed(theme: { options: { ascii: boolean } }, text: string): string {
  return theme.options.ascii ? asciiOnly(text) : text;
}
