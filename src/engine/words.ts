// Counted nouns, for the reasons the engine gives and the interface's
// messages alike: "1 empty column", "3 redeals".

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
