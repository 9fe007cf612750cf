import { describe, expect, it } from 'vitest';
import { card, parseCard } from '../../src/engine/index.js';
import { makeTheme, wantsMonochrome } from '../../src/ui/theme.js';
import { ROLES } from './support/roles.js';

const plain = { fourColor: false, monochrome: false, ascii: false };
const c = (text: string) => parseCard(text)!;

describe('card text', () => {
  it('writes ranks A, 2..10, J, Q, K and the four suits', () => {
    const theme = makeTheme(plain);
    expect([1, 2, 9, 10, 11, 12, 13].map((r) => theme.rankText(r))).toEqual(['A', '2', '9', '10', 'J', 'Q', 'K']);
    expect([0, 1, 2, 3].map((s) => theme.suitSymbol(s as 0 | 1 | 2 | 3))).toEqual(['♣', '♠', '♥', '♦']);
    expect(theme.cardText(c('TD'))).toBe('10♦');
    expect(theme.cardText(c('AS'))).toBe('A♠');
  });

  it('uses c d h s in ASCII mode', () => {
    const theme = makeTheme({ ...plain, ascii: true });
    expect(theme.cardText(c('TD'))).toBe('10d');
    expect(theme.cardText(c('QC'))).toBe('Qc');
    expect(theme.cardText(c('KH'))).toBe('Kh');
    expect(theme.cardText(c('2S'))).toBe('2s');
  });

  it('draws every mark of the board with ASCII characters in ASCII mode', () => {
    const glyphs = Object.values(makeTheme({ ...plain, ascii: true }).glyphs).join('');
    expect(glyphs).toMatch(/^[\x20-\x7e]+$/);
  });

  it('has a cursor mark, a selection mark and a hint mark that differ', () => {
    for (const ascii of [false, true]) {
      const g = makeTheme({ ...plain, ascii }).glyphs;
      expect(new Set([g.cursor, g.selection, g.hint, ' ']).size).toBe(4);
    }
  });

  it("draws the marks in none of the frame's characters, where a mark beside a framed card's corner would vanish", () => {
    for (const ascii of [false, true]) {
      const g = makeTheme({ ...plain, ascii }).glyphs;
      for (const mark of [g.cursor, g.selection, g.hint]) expect(g.frame + g.emptyFrame).not.toContain(mark);
    }
  });
});

describe('card colours', () => {
  it('draws hearts and diamonds red, clubs and spades black by default', () => {
    const theme = makeTheme(plain);
    expect(theme.cardRole(c('5H'))).toBe('red');
    expect(theme.cardRole(c('5D'))).toBe('red');
    expect(theme.cardRole(c('5C'))).toBe('black');
    expect(theme.cardRole(c('5S'))).toBe('black');
    expect(theme.style('red').color).toBe('red');
    // Black is the terminal's own foreground, readable on dark and light backgrounds.
    expect(theme.style('black').color).toBeUndefined();
  });

  it('gives each suit its own colour in four-colour mode', () => {
    const theme = makeTheme({ ...plain, fourColor: true });
    const roles = [card(0, 4), card(1, 4), card(2, 4), card(3, 4)].map((x) => theme.cardRole(x));
    expect(roles).toEqual(['clubs', 'spades', 'hearts', 'diamonds']);
    const colours = roles.map((r) => theme.style(r).color ?? 'default');
    expect(new Set(colours).size).toBe(4);
    expect(theme.style('hearts').color).toBe('red');
    expect(theme.style('clubs').color).toBe('green');
  });

  it('draws the keys and the cursor in the terminal’s own foreground: cyan is faint on white, blue on black', () => {
    const theme = makeTheme(plain);
    for (const role of ['key', 'cursor'] as const) {
      expect(theme.style(role).color).toBeUndefined();
      expect(theme.style(role).backgroundColor).toBeUndefined();
      // Told apart by weight, the cursor by inverse too, where they have no colour.
      expect(theme.style(role).bold).toBe(true);
    }
    expect(theme.style('cursor').inverse).toBe(true);
  });

  it('avoids explicit black, white and yellow text, unreadable on one background or the other', () => {
    const theme = makeTheme({ ...plain, fourColor: true });
    for (const role of ROLES) {
      expect(['black', 'white', 'yellow', 'gray', 'grey']).not.toContain(theme.style(role).color);
    }
  });
});

describe('monochrome', () => {
  const mono = makeTheme({ ...plain, monochrome: true, fourColor: true });

  it('has no colour in any role', () => {
    for (const role of ROLES) {
      expect(mono.style(role).color).toBeUndefined();
      expect(mono.style(role).backgroundColor).toBeUndefined();
    }
  });

  it('keeps the cursor inverse and the selection and hint underlined, told apart by weight', () => {
    expect(mono.style('cursor').inverse).toBe(true);
    expect(mono.style('selection').underline).toBe(true);
    expect(mono.style('hint').underline).toBe(true);
    expect(mono.style('selection').bold).toBe(true);
    expect(mono.style('hint').bold).toBeFalsy();
  });

  it('returns a copy, so a view cannot change the theme', () => {
    const style = mono.style('cursor');
    style.inverse = false;
    expect(mono.style('cursor').inverse).toBe(true);
  });

  it('is chosen by --no-color or a non-empty NO_COLOR', () => {
    expect(wantsMonochrome({}, false)).toBe(false);
    expect(wantsMonochrome({}, true)).toBe(true);
    expect(wantsMonochrome({ NO_COLOR: '1' }, false)).toBe(true);
    expect(wantsMonochrome({ NO_COLOR: '' }, false)).toBe(false);
  });
});
