// The solver's own position must follow the engine move for move, undo
// exactly, and hash positions that differ only in column order alike.

import { describe, expect, it } from 'vitest';
import { applyLegal, deal, legalMoves, type Move, type Position, VARIANTS } from '../../src/engine/index.js';
import { DRAW_MOVE, encodeMove, FOUNDATION, REDEAL_MOVE, WASTE } from '../../src/solver/move-code.js';
import { SearchState } from '../../src/solver/state.js';
import { splitmix32 } from '../../src/solver/zobrist.js';

/** The engine's move encoded, the solver's moves being only ever decoded. */
function fromMove(move: Move): number {
  if (move.kind === 'draw') return DRAW_MOVE;
  if (move.kind === 'redeal') return REDEAL_MOVE;
  return encodeMove(
    move.from === 'waste' ? WASTE : move.from,
    move.to === 'foundation' ? FOUNDATION : move.to,
    move.count,
  );
}

function snapshot(s: SearchState): string {
  const columns = Array.from(
    { length: s.columnCount },
    (_, i) => `${s.faceDown[i]}:${Array.from(s.cards.subarray(i * 32, i * 32 + s.length[i])).join(',')}`,
  );
  return [
    columns.join('/'),
    Array.from(s.stock.subarray(0, s.stockLength)).join(','),
    Array.from(s.waste.subarray(0, s.wasteLength)).join(','),
    Array.from(s.foundations).join(','),
    s.home,
    s.redealsLeft,
    s.drew,
    s.keyLo,
    s.keyHi,
  ].join('|');
}

function engineSnapshot(p: Position): string {
  const columns = p.columns.map((c, i) => `${p.faceDown[i]}:${c.join(',')}`);
  return [columns.join('/'), p.stock.join(','), p.waste.join(','), p.foundations.join(',')].join('|');
}

function mineSnapshot(s: SearchState): string {
  return snapshot(s).split('|').slice(0, 4).join('|');
}

describe('SearchState', () => {
  for (const variant of VARIANTS) {
    it(`follows the engine through random play and back (${variant.id})`, () => {
      const random = splitmix32(variant.id.length * 7919);
      let position = deal(variant, 11n, 'medium');
      const state = new SearchState(position);
      const start = snapshot(state);
      const played: [number, number][] = [];
      for (let step = 0; step < 300; step++) {
        const moves = legalMoves(position);
        if (moves.length === 0) break;
        const move = moves[random() % moves.length];
        const code = fromMove(move);
        played.push([code, state.play(code)]);
        position = applyLegal(position, move);
        expect(mineSnapshot(state)).toBe(engineSnapshot(position));
        // The incremental hash equals the hash of the same position built afresh.
        const fresh = new SearchState(position);
        fresh.drew = state.drew;
        expect([state.keyLo, state.keyHi]).toEqual([fresh.keyLo, fresh.keyHi]);
      }
      expect(played.length).toBeGreaterThan(50);
      for (let k = played.length - 1; k >= 0; k--) state.unplay(played[k][0], played[k][1]);
      expect(snapshot(state)).toBe(start);
    });
  }

  it('refuses a position of more columns than its moves can name, and takes 13', () => {
    const lucas = deal(VARIANTS.find((v) => v.id === 'lucas')!, 1n, 'hard');
    expect(lucas.columns).toHaveLength(13);
    expect(() => new SearchState(lucas)).not.toThrow();
    const fourteen = { ...lucas, columns: [...lucas.columns, []], faceDown: [...lucas.faceDown, 0] };
    expect(() => new SearchState(fourteen)).toThrow('the solver takes at most 13 columns, not 14');
  });

  it('hashes positions alike whatever the order of their columns', () => {
    const position = deal(VARIANTS[0], 5n);
    const order = [3, 0, 9, 1, 8, 2, 7, 4, 6, 5];
    const shuffled: Position = {
      ...position,
      columns: order.map((i) => position.columns[i]),
      faceDown: order.map((i) => position.faceDown[i]),
    };
    const a = new SearchState(position);
    const b = new SearchState(shuffled);
    expect([a.keyLo, a.keyHi]).toEqual([b.keyLo, b.keyHi]);
  });

  it('tells apart positions whose cards swap between columns', () => {
    const position = deal(VARIANTS[0], 5n);
    const columns = position.columns.map((c) => c.slice());
    // Swap the top cards of columns 1 and 2: the same cards at the same depths, in other columns.
    [columns[0][3], columns[1][3]] = [columns[1][3], columns[0][3]];
    const a = new SearchState(position);
    const b = new SearchState({ ...position, columns });
    expect(columns[0][3]).not.toBe(position.columns[0][3]);
    expect([a.keyLo, a.keyHi]).not.toEqual([b.keyLo, b.keyHi]);
  });

  it('tells apart the same position before and after a draw flag, and with other redeals left', () => {
    const position = deal(VARIANTS[0], 5n, 'medium');
    const a = new SearchState(position);
    const b = new SearchState(position);
    b.drew = 1;
    const c = new SearchState({ ...position, redealsLeft: 0 });
    const keys = new Set([a, b, c].map((s) => `${s.keyLo},${s.keyHi}`));
    expect(keys.size).toBe(3);
  });
});
