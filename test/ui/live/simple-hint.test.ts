// The hint found without search: the order it looks in, and its last
// resort, an empty column, where nothing else makes progress.

import { describe, expect, it } from 'vitest';
import { formatMove } from '../../../src/engine/index.js';
import { simpleHint } from '../../../src/ui/live/simple-hint.js';
import { positionFromText } from '../../support/position-text.js';

const hint = (text: string) => {
  const move = simpleHint(positionFromText(text));
  return move && formatMove(move);
};

describe('the hint found without search', () => {
  it('sends a card home first, then frees a card, then plays the waste, then draws', () => {
    expect(hint('1: 9H AC\n2: 5D\nStock: 7S')).toBe('1>f');
    expect(hint('1: 9H 4D\n2: 5D\nStock: 7S')).toBe('1>2');
    expect(hint('1: 9H\n2: 5D\nWaste: 4D\nStock: 7S')).toBe('w>2');
    expect(hint('1: 9H\n2: 5D\nWaste: 4C\nStock: 7S')).toBe('d');
  });

  it('spends an empty column last, on the waste card or to free a card, rather than offer nothing', () => {
    // Nine columns, one empty; nothing builds and the stock is out.
    const full = '1: 2H\n2: 2S\n3: 2D\n4: 2C\n5: 2H\n6: 2S\n7: 2D\n8: 2C\n9: 4H';
    expect(hint(`${full}\nWaste: 9C`)).toBe('w>10');
    expect(hint(full.replace('9: 4H', '9: 4H 7C'))).toBe('9>10');
    // A whole column into the empty one frees nothing: no hint.
    expect(hint(full)).toBeUndefined();
  });
});
