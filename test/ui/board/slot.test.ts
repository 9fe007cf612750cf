import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/engine/index.js';
import { type Span, slotSpans } from '../../../src/ui/board/slot.js';
import { makeTheme } from '../../../src/ui/theme.js';

const spansText = (spans: readonly Span[]): string => spans.map((s) => s.text).join('');

const colour = makeTheme({ ascii: false, fourColor: false, monochrome: false });
const mono = makeTheme({ ascii: false, fourColor: false, monochrome: true });
const tenOfDiamonds = { kind: 'card', card: parseCard('TD')! } as const;
const body = (spans: ReturnType<typeof slotSpans>) => spans.find((s) => s.text.includes('10'))!;

describe('a slot line', () => {
  it('is exactly as wide as the slot, whatever it holds', () => {
    const contents = [
      tenOfDiamonds,
      { kind: 'back' },
      { kind: 'down', count: 12 },
      { kind: 'more', count: 37 },
      { kind: 'empty' },
      { kind: 'emptyFoundation', suit: 2 },
      { kind: 'more', count: 1234567 },
    ] as const;
    for (const slot of [6, 7, 8, 9, 10, 14]) {
      for (const content of contents) {
        for (const marks of [{}, { cursor: true, selected: true }, { hint: true }]) {
          expect(spansText(slotSpans(colour, slot, content, marks)), `${content.kind} in ${slot}`).toHaveLength(slot);
        }
      }
    }
  });

  it('says how many cards a "more" line hides, in words when there is room', () => {
    expect(spansText(slotSpans(colour, 6, { kind: 'more', count: 12 }))).toBe(' ⋮+12 ');
    expect(spansText(slotSpans(colour, 10, { kind: 'more', count: 5 }))).toBe('   ⋮5 more');
    // Three columns, a card's room: never a lone number, which would read as a rank.
    expect(spansText(slotSpans(colour, 5, { kind: 'more', count: 12 }))).toBe(' +12 ');
    expect(spansText(slotSpans(colour, 5, { kind: 'more', count: 4 }))).toBe(' ⋮+4 ');
  });

  it('draws the card under the cursor inverse in its own colour, with the mark beside it', () => {
    const spans = slotSpans(colour, 6, tenOfDiamonds, { cursor: true });
    expect(spansText(spans)).toBe('▸10♦  ');
    expect(body(spans).style).toMatchObject({ color: 'red', inverse: true });
  });

  it('underlines the selection and marks it on the right; the cursor mark stays left', () => {
    const spans = slotSpans(mono, 6, tenOfDiamonds, { cursor: true, selected: true });
    expect(spansText(spans)).toBe('▸10♦◂ ');
    const selected = slotSpans(mono, 6, tenOfDiamonds, { selected: true });
    expect(body(selected).style).toMatchObject({ underline: true, bold: true });
    expect(body(selected).style?.color).toBeUndefined();
  });

  it('marks a hint with its own mark, which the selection mark takes over', () => {
    expect(spansText(slotSpans(colour, 6, tenOfDiamonds, { hint: true }))).toBe(' 10♦+ ');
    expect(spansText(slotSpans(colour, 6, tenOfDiamonds, { hint: true, selected: true }))).toBe(' 10♦◂ ');
  });
});
