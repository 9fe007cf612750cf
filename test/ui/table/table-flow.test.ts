// The table's reducer through a game: undo, redo and restart, the clock, a
// new game and what it costs, the stuck and win notices, auto-finish, hints,
// the bell, help and quitting.

import { describe, expect, it } from 'vitest';
import { formatMove, formatMoves, parseMove } from '../../../src/engine/index.js';
import { tableCommandFor } from '../../../src/ui/input/keymap.js';
import { elapsedAt } from '../../../src/ui/table/clock.js';
import { reduce } from '../../../src/ui/table/table-reducer.js';
import { info, positionOf, snapshot } from '../../../src/ui/table/table-state.js';
import { messageFor, reminderItems } from '../../../src/ui/text/footer-text.js';
import { NUMBER_TEN_LAST_DRAW } from '../../support/stuck-runs.js';
import { done, gameFrom, kinds, message, press, records, TABLE, tableFrom } from '../support/table.js';

describe('undo, redo and restart', () => {
  const moved = () => press(tableFrom(TABLE), ['1', 'enter', '2', 'enter', 'd']);

  it.each(['u', 'backspace', 'ctrl+z'])('%s undoes the last move, counting a move', (key) => {
    const run = press(moved().state, [key]);
    expect(done(run)).toBe('1>2:2');
    expect(run.state.game.moveCount).toBe(3);
    expect(message(run)).toBe('Undone: draw');
  });

  it('says what it undid in card words', () => {
    const run = press(moved().state, ['u', 'u']);
    expect(message(run)).toBe('Undone: 9S-8S (2 cards) from column 1 to column 2');
    expect(positionOf(run.state)).toEqual(gameFrom(TABLE).positions[0]);
  });

  it('refuses to undo past the deal', () => {
    expect(message(press(tableFrom(TABLE), ['u']))).toBe('Nothing to undo: this is the deal');
  });

  it.each(['U', 'ctrl+y'])('%s redoes', (key) => {
    const run = press(moved().state, ['u', 'u', key]);
    expect(done(run)).toBe('1>2:2');
    expect(message(run)).toBe('Redone: 9S-8S (2 cards) from column 1 to column 2');
    expect(message(press(run.state, [key, key]))).toBe('Nothing to redo');
  });

  it('Ctrl+R asks first when the game has moves; n keeps playing', () => {
    const asked = press(moved().state, ['ctrl+r']);
    expect(asked.state.overlay).toBe('confirm-restart');
    expect(asked.state.game.moveCount).toBe(2);
    expect(messageFor(asked.state)?.text).toBe('Restart the deal? Redo (U) plays the 2 moves again.');
    const kept = press(asked.state, ['n']);
    expect(kept.state.overlay).toBe('none');
    expect(done(kept)).toBe('1>2:2 d');
    expect(press(moved().state, ['ctrl+r', 'escape']).state.game.positions.length).toBe(3);
  });

  it('q at a question quits, as Ctrl+C does: the game is saved first', () => {
    for (const question of ['ctrl+r', 'n']) {
      const quit = press(moved().state, [question, 'q']);
      expect(quit.effects.map((e) => e.kind)).toEqual(['save', 'quit']);
      expect(done(quit)).toBe('1>2:2 d');
    }
  });

  it('Ctrl+R says a game the solver played in stays marked so: the deal again is not a win of your own', () => {
    const asked = press({ ...moved().state, assisted: true }, ['ctrl+r']);
    expect(messageFor(asked.state)?.text).toBe(
      'Restart the deal? Redo (U) plays the 2 moves again. The solver played in this game: a win still counts, but sets no best time, score or moves.',
    );
    expect(press(asked.state, ['y']).state.assisted).toBe(true);
  });

  it('Ctrl+R counts the moves on the board, not the counter that also counts undos and redos', () => {
    const asked = press(moved().state, ['u', 'U', 'ctrl+r']);
    expect(asked.state.game.moveCount).toBe(4);
    expect(messageFor(asked.state)?.text).toBe('Restart the deal? Redo (U) plays the 2 moves again.');
  });

  it('Ctrl+R counts the moves waiting to be redone too: redo plays them after the others', () => {
    const asked = press(moved().state, ['u', 'ctrl+r']);
    expect(messageFor(asked.state)?.text).toBe('Restart the deal? Redo (U) plays the 2 moves again.');
    const restarted = press(asked.state, ['y', 'U', 'U']);
    expect(done(restarted)).toBe('1>2:2 d');
    expect(message(press(restarted.state, ['U']))).toBe('Nothing to redo');
  });

  it('Ctrl+R then y goes back to the deal in one step, the moves kept for redo', () => {
    const run = press(moved().state, ['ctrl+r', 'y']);
    expect(run.state.game.positions.length).toBe(1);
    expect(run.state.game.undone.map(formatMove)).toEqual(['d', '1>2:2']);
    expect(run.state.game.moveCount).toBe(3);
    expect(message(run)).toBe('Back to the deal: redo (U) plays the moves again');
    expect(done(press(run.state, ['U', 'U']))).toBe('1>2:2 d');
  });

  it('drops the cards picked up and the hint', () => {
    const hinted = press(moved().state, [
      't',
      { type: 'hint-ready', moveCount: 2, hint: parseMove('w>f'), text: 'Hint' },
      '3',
      'enter',
    ]);
    expect(hinted.state.hint).toBeDefined();
    const run = press(hinted.state, ['u']);
    expect(run.state.selection).toBeUndefined();
    expect(run.state.hint).toBeUndefined();
  });
});

describe('the clock', () => {
  it('waits for the first move: looking at the deal costs no time', () => {
    const dealt = tableFrom(TABLE, { now: 0 });
    expect(elapsedAt(dealt.clock, 60_000)).toBe(0);
    const drawn = press(dealt, ['d'], 60_000);
    expect(elapsedAt(drawn.state.clock, 65_000)).toBe(5000);
    // Moved the cursor, picked up and put back: no move yet.
    expect(elapsedAt(press(dealt, ['right', 'enter', 'escape'], 1000).state.clock, 60_000)).toBe(0);
  });

  it('charges no wait for the solver before the first move: the clock was not running', () => {
    const asked = press(tableFrom(TABLE, { now: 0 }), ['t'], 1000).state;
    const stopped = press(asked, ['escape'], 30_000);
    expect(elapsedAt(stopped.state.clock, 40_000)).toBe(0);
    expect(snapshot(asked, 30_000).elapsedMs).toBe(0);
    // A first move made while the hint is awaited: the clock runs from it.
    const drawn = press(asked, ['d'], 30_000);
    expect(elapsedAt(drawn.state.clock, 40_000)).toBe(10_000);
  });

  it('runs while the table shows, stops while paused, and goes on after', () => {
    const table = tableFrom(TABLE, { now: 1000, moveCount: 1 });
    const paused = press(table, ['p'], 6000);
    expect(paused.state.overlay).toBe('paused');
    expect(elapsedAt(paused.state.clock, 50_000)).toBe(5000);
    expect(kinds(paused.effects)).toEqual(['save']);
    const back = press(paused.state, ['x'], 60_000);
    expect(back.state.overlay).toBe('none');
    expect(elapsedAt(back.state.clock, 61_000)).toBe(6000);
  });

  it('stops while the table is off screen (terminal too small) and while help shows', () => {
    const hidden = press(tableFrom(TABLE, { now: 0, moveCount: 1 }), [{ type: 'shown', visible: false }], 2000);
    expect(elapsedAt(hidden.state.clock, 9000)).toBe(2000);
    const help = press(tableFrom(TABLE, { now: 0, moveCount: 1 }), ['?'], 3000);
    expect(help.state.overlay).toBe('help');
    expect(elapsedAt(help.state.clock, 9000)).toBe(3000);
    expect(press(help.state, ['q']).state.overlay).toBe('none');
  });

  it('stops while the solver looks for what the player asked for, and goes on with its answer', () => {
    const drawn = press(tableFrom(TABLE, { now: 0 }), ['d'], 0).state;
    // b looks back: the clock stops at 3 s while the search takes until 30 s.
    const looking = press(drawn, ['b'], 3000);
    expect(elapsedAt(looking.state.clock, 30_000)).toBe(3000);
    const found = press(looking.state, [{ type: 'back-found', moveCount: drawn.game.moveCount, keep: 1 }], 30_000);
    expect(elapsedAt(found.state.clock, 32_000)).toBe(5000);
    // t waits for the solver's hint: the same.
    const asked = press(drawn, ['t'], 3000);
    expect(asked.state.hintPending).toBe(drawn.game.moveCount);
    expect(elapsedAt(asked.state.clock, 10_000)).toBe(3000);
  });

  it('charges the wait when a key stops the search before its answer: no free time to think', () => {
    const drawn = press(tableFrom(TABLE, { now: 0 }), ['d'], 0).state;
    const looking = press(drawn, ['b'], 3000).state;
    // Any key stops b at 30 s: the 27 s waited count, as if the clock had run.
    const stopped = press(looking, ['x'], 30_000);
    expect(stopped.state.backPending).toBeUndefined();
    expect(elapsedAt(stopped.state.clock, 32_000)).toBe(32_000);
    // A move made while a hint is awaited: the same.
    const moved = press(press(drawn, ['t'], 3000).state, ['d'], 10_000);
    expect(elapsedAt(moved.state.clock, 10_000)).toBe(10_000);
  });

  it('charges the wait to a game left while the solver looks: its result has the time', () => {
    const drawn = press(tableFrom(TABLE, { now: 0 }), ['d'], 0).state;
    const looking = press(drawn, ['t'], 3000).state;
    // n then y at 30 s: the loss recorded took 30 s, the 27 s waited among them.
    const left = press(press(looking, ['n'], 30_000).state, ['y'], 30_000);
    expect(records(left.effects).map((r) => [r.won, r.seconds])).toEqual([[false, 30]]);
  });

  it('charges the wait to a win played while a hint is awaited, and to the game saved on quitting then', () => {
    const nearly = tableFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`, { now: 0, moveCount: 1 });
    const awaiting = press(nearly, ['t'], 1000).state;
    const won = press(awaiting, ['w', 'f'], 30_000);
    expect(records(won.effects).map((r) => [r.won, r.seconds])).toEqual([[true, 30]]);
    const drawn = press(tableFrom(TABLE, { now: 0 }), ['d'], 0).state;
    const quit = press(press(drawn, ['t'], 3000).state, ['q'], 30_000);
    expect(kinds(quit.effects)).toContain('quit');
    expect(snapshot(quit.state, 30_000).elapsedMs).toBe(30_000);
  });

  it('leaves the wait for an answer out of a win the answer plays', () => {
    const nearly = tableFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`, { now: 0, moveCount: 1 });
    const awaiting = press(nearly, ['T', 'T'], 1000).state;
    const won = press(awaiting, [{ type: 'hint-ready', moveCount: 1, hint: parseMove('w>f'), text: 'w>f' }], 30_000);
    expect(records(won.effects).map((r) => [r.won, r.seconds])).toEqual([[true, 1]]);
  });

  it('stops on a win', () => {
    const nearly = tableFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`, { now: 0, moveCount: 1 });
    const run = press(nearly, ['w', 'f'], 4000);
    expect(elapsedAt(run.state.clock, 100_000)).toBe(4000);
  });
});

describe('a new game', () => {
  it('n asks first; Esc keeps playing', () => {
    const asked = press(tableFrom(TABLE), ['n']);
    expect(asked.state.overlay).toBe('confirm-new');
    expect(asked.effects).toEqual([]);
    expect(press(asked.state, ['escape']).state.overlay).toBe('none');
  });

  it('a game with moves counts as a loss, and the player is told', () => {
    const drawn = press(tableFrom(TABLE, { now: 0 }), ['d'], 0).state;
    const run = press(drawn, ['n', 'y'], 31_000);
    expect(records(run.effects)).toMatchObject([
      { won: false, moves: 1, seconds: 31, variant: 'forty-thieves', level: 'hard' },
    ]);
    expect(run.effects.at(-1)).toEqual({ kind: 'new-game', message: 'The last game (1 move) counted as a loss' });
    expect(kinds(run.effects)).toContain('clear-save');
  });

  it('a game without moves costs nothing', () => {
    const run = press(tableFrom(TABLE), ['n', 'enter']);
    expect(records(run.effects)).toEqual([]);
    expect(run.effects.at(-1)).toEqual({ kind: 'new-game', message: undefined });
  });

  it('c goes to the start screen to choose the game', () => {
    expect(press(tableFrom(TABLE), ['n', 'c']).effects.at(-1)?.kind).toBe('choose');
  });

  it('c keeps the game, with moves or without, unless it is won', () => {
    const kept = { kind: 'choose', keep: true, message: 'Your game is saved' };
    expect(press(tableFrom(TABLE), ['n', 'c']).effects).toEqual([kept]);
    const moved = press(tableFrom(TABLE), ['d', 'n']);
    expect(press(moved.state, ['c']).effects).toEqual([kept]);
    const won = press(tableFrom(`Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`), ['w', 'f', 'escape', 'n']);
    expect(kinds(press(won.state, ['c']).effects)).toEqual(['clear-save', 'choose']);
  });
});

describe('stuck', () => {
  const STUCK = `1: 3C\n2: 3S\n3: 3H\n4: 3D\n5: 5C\n6: 5S\n7: 5H\n8: 5D\n9: 7C\n10: 7S\nStock: 9H`;

  it('shows the notice when the last draw leaves no useful move', () => {
    expect(press(tableFrom(STUCK), ['d']).state.overlay).toBe('stuck');
  });

  it('u undoes and closes the notice', () => {
    const run = press(tableFrom(STUCK), ['d', 'u']);
    expect(run.state.overlay).toBe('none');
    expect(done(run)).toBe('');
  });

  it('g gives up: a loss, then the start screen', () => {
    const run = press(tableFrom(STUCK), ['d', 'g']);
    expect(records(run.effects)).toMatchObject([{ won: false, moves: 1 }]);
    expect(run.effects.at(-1)).toEqual({ kind: 'choose', message: 'Game given up: counted as a loss' });
  });

  it('n starts a new game, the stuck one a loss', () => {
    const run = press(tableFrom(STUCK), ['d', 'n']);
    expect(records(run.effects)).toHaveLength(1);
    expect(run.effects.at(-1)?.kind).toBe('new-game');
  });

  it('Esc closes the notice and leaves a reminder', () => {
    const run = press(tableFrom(STUCK), ['d', 'escape']);
    expect(run.state.overlay).toBe('none');
    expect(message(run)).toBe(
      'No useful move is left: u undoes, b looks for a winnable position, g gives up, n starts a new game',
    );
  });

  it('answers t and T with the way out, not the solver: a move it would name leads nowhere', () => {
    // The Queen of clubs can go from one King of clubs to the other and back, and nothing else moves.
    const shuffling = STUCK.replace('1: 3C\n2: 3S', '1: KC QC\n2: KC');
    const closed = press(tableFrom(shuffling), ['d', 'escape']);
    expect(closed.state.overlay).toBe('none');
    for (const key of ['t', 'T']) {
      const run = press(closed.state, [key]);
      expect(run.effects, key).toEqual([]);
      expect(message(run), key).toBe(
        'No useful move is left: u undoes, b looks for a winnable position, g gives up, n starts a new game',
      );
    }
  });

  it('is found where runs move, past the first search, and g then gives up as the notice asks', () => {
    const stuck = press(tableFrom(NUMBER_TEN_LAST_DRAW), ['d']);
    expect(stuck.state.overlay).toBe('stuck');
    const closed = press(stuck.state, ['escape']).state;
    expect(press(closed, ['g']).state.overlay).toBe('stuck');
    // t and T give the way out too, without asking the solver.
    for (const key of ['t', 'T']) expect(press(closed, [key]).effects, key).toEqual([]);
    expect(records(press(closed, ['g', 'g']).effects)).toMatchObject([{ won: false }]);
  });

  it('does not open over the solver looking for its line, asked for before the check came', () => {
    const drawn = reduce(tableFrom(STUCK), tableCommandFor(tableFrom(STUCK), 'd'), 0);
    const check = drawn.effects.find((effect) => effect.kind === 'later');
    expect(check?.kind === 'later' && check.action.type).toBe('check-stuck');
    const watching = press(drawn.state, ['s', 's']).state;
    expect(watching.watch).toBeDefined();
    if (check?.kind === 'later') expect(reduce(watching, check.action, 0).state.overlay).toBe('none');
  });

  it('leaves b out when the deal itself is proven lost: nothing winnable to go back to; g says it', () => {
    const stuck = press(tableFrom(STUCK), ['d']).state;
    expect(reminderItems(stuck, 100).map((i) => i.key)).toContain('b');
    const lost = press(stuck, [{ type: 'deal-lost' }]).state;
    expect(lost.overlay).toBe('stuck');
    expect(reminderItems(lost, 100).map((i) => i.key)).not.toContain('b');
    expect(message(press(lost, ['escape']))).toBe('No useful move is left: u undoes, g gives up, n starts a new game');
    expect(message(press(lost, ['b']))).toBe('No earlier position is winnable: the deal itself is lost');
    // g, with moves left: n is still the way out, the deal's loss said.
    const early = press(tableFrom(`${STUCK} 9D`), [{ type: 'deal-lost' }, 'd', 'g']);
    expect(message(early)).toBe(
      'The deal cannot be won, but moves are left: n starts a new game, which counts this one as a loss',
    );
  });

  it('g after Esc brings the notice back, and g there gives up', () => {
    const closed = press(tableFrom(STUCK), ['d', 'escape']);
    expect(press(closed.state, ['g']).state.overlay).toBe('stuck');
    expect(records(press(closed.state, ['g', 'g']).effects)).toMatchObject([{ won: false, moves: 1 }]);
    // With a useful move left (the draw), g gives up nothing and says what does.
    const early = press(tableFrom(STUCK), ['g']);
    expect(early.state.overlay).toBe('none');
    // No move made yet: a new game costs this one nothing.
    expect(message(early)).toBe('Useful moves are left: n starts a new game');
    const moved = press(tableFrom(`${STUCK} 9D`), ['d', 'g']);
    expect(moved.state.overlay).toBe('none');
    expect(message(moved)).toBe('Useful moves are left: n starts a new game, which counts this one as a loss');
  });

  it('b closes the notice and looks back for a winnable position', () => {
    const run = press(tableFrom(STUCK), ['d', 'b']);
    expect(run.state.overlay).toBe('none');
    expect(run.state.backPending).toBe(1);
    expect(kinds(run.effects)).toContain('find-winnable');
  });
});

describe('the win', () => {
  const ONE_LEFT = `Foundations: KC QC KS KS KH KH KD KD\nWaste: KC`;

  it('is recorded once, shows the win screen and forgets the saved game', () => {
    const run = press(tableFrom(ONE_LEFT, { now: 0, moveCount: 1 }), ['w', 'f'], 2000);
    expect(run.state.overlay).toBe('won');
    expect(records(run.effects)).toMatchObject([{ won: true, moves: 2, seconds: 2, cardsHome: 104 }]);
    expect(kinds(run.effects)).toContain('clear-save');
    expect(run.state.recorded).toBe(true);
  });

  it('counts once however often the player undoes and wins again', () => {
    const won = press(tableFrom(ONE_LEFT), ['w', 'f']);
    const again = press(won.state, ['escape', 'u', 'w', 'f']);
    expect(again.state.overlay).toBe('won');
    expect(records(again.effects)).toEqual([]);
    // Its win screen says the figures counted are the first win's.
    expect(won.state.wonAgain).toBe(false);
    expect(again.state.wonAgain).toBe(true);
    expect(kinds(press(won.state, ['escape', 'u']).effects)).toEqual(['save']);
  });

  it('the win screen offers a new game (no loss) and quitting', () => {
    const won = press(tableFrom(ONE_LEFT), ['w', 'f']);
    const next = press(won.state, ['n']);
    expect(records(next.effects)).toEqual([]);
    expect(next.effects.at(-1)?.kind).toBe('new-game');
    expect(kinds(press(won.state, ['q']).effects)).toEqual(['clear-save', 'quit']);
  });

  it('the board looked at after it: the solver and stock keys say the game is won, and start no search', () => {
    const looked = press(tableFrom(ONE_LEFT), ['w', 'f', 'escape']);
    for (const key of ['t', 'T', 's', 'b', 'd', 'r', 'a']) {
      const run = press(looked.state, [key]);
      expect(message(run)).toBe('This game is won: n starts a new one');
      expect(run.effects).toEqual([]);
    }
  });

  it('rings the bell when the bell is on', () => {
    expect(kinds(press(tableFrom(ONE_LEFT, { settings: { bell: true } }), ['w', 'f']).effects)).toContain('bell');
  });
});

describe('auto-finish', () => {
  const NEARLY = `Foundations: JC KC KS KS KH KH KD KD\nWaste: QC\n1: KC`;

  it('starts when only foundation moves are left, a card per timer step', () => {
    const run = press(tableFrom(NEARLY), ['w', 'f']);
    expect(run.state.finishing.map(formatMove)).toEqual(['1>f']);
    expect(run.effects).toContainEqual({ kind: 'later', ms: 70, action: { type: 'finish-step' } });
    const finished = press(run.state, [{ type: 'finish-step' }]);
    expect(finished.state.overlay).toBe('won');
    expect(done(finished)).toBe('w>f 1>f');
    expect(records(finished.effects)).toHaveLength(1);
  });

  it('plays every card at once when the program ends, recording the win with no bell or timer', () => {
    const run = press(tableFrom(NEARLY, { settings: { bell: true } }), ['w', 'f']);
    const ended = press(run.state, [{ type: 'finish-all' }]);
    expect(done(ended)).toBe('w>f 1>f');
    expect(kinds(ended.effects)).toEqual(['record', 'clear-save']);
  });

  it('plays every card at once on a key', () => {
    const text = `Foundations: JC JC KS KS KH KH KD KD\nWaste: QC\n1: KC QC\n2: KC`;
    const run = press(tableFrom(text), ['w', 'f']);
    expect(run.state.finishing.length).toBe(3);
    const now = press(run.state, ['x']);
    expect(now.state.overlay).toBe('won');
    expect(now.state.finishing).toEqual([]);
  });

  // Diamonds at the 10s: after a draw, the rest goes home by drawing, and once
  // the K♦ drawn is over the Q♦ it needs, by a redeal.
  const BY_THE_STOCK = 'Foundations: KC KC KS KS KH KH TD TD\n1: KD QD\nStock: QD KD JD JD';

  it('draws and redeals for the player when that and cards going home alone win', () => {
    const run = press(tableFrom(`${BY_THE_STOCK}\nRedeals left: 1`), ['d']);
    const rest = 'd d w>f 1>f 1>f d w>f r d w>f d w>f';
    expect(run.state.finishing.map(formatMove).join(' ')).toBe(rest);
    let finished = run;
    for (let i = 0; i < 12; i++) finished = press(finished.state, [{ type: 'finish-step' }]);
    expect(finished.state.overlay).toBe('won');
    expect(done(finished)).toBe(`d ${rest}`);
    expect(finished.state.game.moveCount).toBe(13);
  });

  it('leaves the game alone when the stock cannot bring the cards home', () => {
    // No redeal left: the Q♦ stays under the K♦ on the waste.
    const run = press(tableFrom(`${BY_THE_STOCK}\nRedeals left: 0`), ['d']);
    expect(run.state.finishing).toEqual([]);
    expect(run.effects).not.toContainEqual(expect.objectContaining({ action: { type: 'finish-step' } }));
    expect(done(run)).toBe('d');
    expect(run.state.overlay).toBe('none');
  });

  it('quitting during it (Ctrl+C: q plays the rest, as any key) finishes the game first, so the win counts', () => {
    const run = press(tableFrom(NEARLY), ['w', 'f', 'ctrl+c']);
    expect(records(run.effects)).toMatchObject([{ won: true }]);
    expect(kinds(run.effects).slice(-2)).toEqual(['clear-save', 'quit']);
  });
});

describe('hints, the bell, help, quit', () => {
  it('t asks for a hint, which shows when it is for the position on the table', () => {
    const asked = press(tableFrom(TABLE), ['t']);
    expect(kinds(asked.effects)).toEqual(['hint']);
    const hint = parseMove('w>f');
    const shown = press(asked.state, [{ type: 'hint-ready', moveCount: 0, hint, text: 'Hint: AS home' }]);
    expect(shown.state.hint).toEqual(hint);
    expect(message(shown)).toBe('Hint: AS home');
    const stale = press(asked.state, ['d', { type: 'hint-ready', moveCount: 0, hint, text: 'old' }]);
    expect(stale.state.hint).toBeUndefined();
  });

  it('T waiting for its hint gives way to s or b pressed meanwhile: the hint comes and plays nothing', () => {
    const hint = parseMove('w>f');
    for (const keys of [['s', 's'], ['b']]) {
      const asked = press(tableFrom(TABLE), ['d', 'T', 'T', ...keys]).state;
      const came = press(asked, [{ type: 'hint-ready', moveCount: 1, hint, text: 'Hint: AS home' }]);
      expect(came.state.game).toBe(asked.game);
      expect(came.state.message).toEqual(asked.message);
      expect(came.state.watch).toEqual(asked.watch);
      expect(came.state.backPending).toBe(asked.backPending);
    }
  });

  it('a hint that comes while paused is said when the game goes on; one for T is played then', () => {
    const hint = parseMove('d');
    const came = (keys: string[]) =>
      press(tableFrom(TABLE), [...keys, 'p', { type: 'hint-ready', moveCount: 1, hint, text: 'Hint: draw' }]).state;
    const shown = came(['d', 't']);
    expect(shown.game.moveCount).toBe(1);
    const back = press(shown, ['x']).state;
    expect(back.overlay).toBe('none');
    expect(back.message?.text).toBe('Hint: draw');
    const forT = came(['d', 'T', 'T']);
    // Behind the pause, nothing is played.
    expect(forT.game.moveCount).toBe(1);
    const played = press(forT, ['x']).state;
    expect(formatMoves(played.game.done)).toBe('d d');
    expect(played.message?.text).toMatch(/^Played the hint/);
  });

  it('behind the pause, a T that got no move leaves nothing waiting, and each T pressed meanwhile plays a move', () => {
    const none = press(tableFrom(TABLE), ['d', 'T', 'T', 'p', { type: 'hint-ready', moveCount: 1, text: 'No hint' }]);
    const back = press(none.state, ['x']).state;
    // A plain t after it only shows its hint.
    const shown = press(back, ['t', { type: 'hint-ready', moveCount: 1, hint: parseMove('d'), text: 'Hint: draw' }]);
    expect(formatMoves(shown.state.game.done)).toBe('d');
    expect(shown.state.assisted).toBeFalsy();
    // A T pressed once more while the hint came: played on going on, and the next one asked for, as in sight.
    const hint = { type: 'hint-ready', moveCount: 1, hint: parseMove('d'), text: 'Hint: draw' } as const;
    const inSight = press(press(tableFrom(TABLE), ['d', 'T', 'T', 'T']).state, [hint]);
    const behind = press(press(tableFrom(TABLE), ['d', 'T', 'T', 'T', 'p', hint]).state, ['x']);
    expect(formatMoves(behind.state.game.done)).toBe(formatMoves(inSight.state.game.done));
    expect(kinds(behind.effects)).toEqual(kinds(inSight.effects));
  });

  it("T, then a pause ended before the hint comes: the hint is played when it comes, with the Ts' moves", () => {
    const hint = { type: 'hint-ready', moveCount: 1, hint: parseMove('d'), text: 'Hint: draw' } as const;
    const back = press(tableFrom(TABLE), ['d', 'T', 'T', 'p', 'x']).state;
    expect(formatMoves(press(back, [hint]).state.game.done)).toBe('d d');
    const inSight = press(tableFrom(TABLE), ['d', 'T', 'T', 'T', hint]).state;
    const late = press(tableFrom(TABLE), ['d', 'T', 'T', 'T', 'p', 'x', hint]).state;
    expect(formatMoves(late.game.done)).toBe(formatMoves(inSight.game.done));
  });

  it('asks once while a hint is coming, and again after a move', () => {
    const asked = press(tableFrom(TABLE), ['t', 't']);
    expect(kinds(asked.effects)).toEqual(['hint']);
    expect(kinds(press(asked.state, ['d', 't']).effects)).toContain('hint');
  });

  it('m turns the bell on and off, saving the setting', () => {
    const on = press(tableFrom(TABLE), ['m']);
    expect(on.state.settings.bell).toBe(true);
    expect(message(on)).toBe('Bell on');
    expect(kinds(on.effects)).toEqual(['save-settings']);
    expect(press(on.state, ['m']).state.settings.bell).toBe(false);
  });

  it('? opens help and any key closes it', () => {
    const help = press(tableFrom(TABLE), ['?']);
    expect(help.state.overlay).toBe('help');
    expect(press(help.state, ['d']).state.overlay).toBe('none');
    expect(done(press(help.state, ['d']))).toBe('');
  });

  it.each(['q', 'ctrl+c'])('%s saves and quits', (key) => {
    expect(kinds(press(tableFrom(TABLE), ['d', key]).effects).slice(-2)).toEqual(['save', 'quit']);
  });

  it('shows the store’s notices', () => {
    const run = press(tableFrom(TABLE), [{ type: 'notice', text: 'the saved game cannot be replayed' }]);
    expect(message(run)).toBe('The saved game cannot be replayed');
  });

  it('a resumed game that is stuck shows the notice at once', () => {
    const STUCK = `1: 3C\n2: 3S\n3: 3H\n4: 3D\n5: 5C\n6: 5S\n7: 5H\n8: 5D\n9: 7C\n10: 7S`;
    expect(press(tableFrom(STUCK), [{ type: 'begin' }]).state.overlay).toBe('stuck');
  });
});

describe('picking up what the hint says, and the drop said before it is made', () => {
  // Josephine: runs move together, so two cards may go to the one empty column.
  const JOSEPHINE = `variant: josephine\n${TABLE}`;
  const hinted = () =>
    press(tableFrom(JOSEPHINE), ['t', { type: 'hint-ready', moveCount: 0, hint: parseMove('1>4:2'), text: 'Hint' }]);

  it('a hint of two cards onto an empty column sets the count picked up', () => {
    const run = press(hinted().state, ['1', 'enter', '4', 'enter']);
    expect(positionOf(run.state).columns[3].map(String)).toEqual(
      positionOf(tableFrom(TABLE)).columns[0].slice(1).map(String),
    );
    expect(done(run)).toBe('1>4:2');
  });

  it('without a hint, one card', () => {
    expect(done(press(tableFrom(JOSEPHINE), ['1', 'enter', '4', 'enter']))).toBe('1>4');
  });

  it('says what a drop would do, or why it is refused, while the cursor is on the target', () => {
    const picked = press(hinted().state, ['1', 'enter']);
    expect(messageFor(picked.state)?.text).toMatch(/^Picked up/);
    const empty = press(picked.state, ['4']);
    expect(messageFor(empty.state)).toEqual({ text: 'Drop: 9S-8S (2 cards) onto the empty column 4', tone: 'info' });
    const refused = press(picked.state, ['3']);
    expect(messageFor(refused.state)?.tone).toBe('error');
    expect(messageFor(refused.state)?.text).toMatch(/^Cannot drop here: .*7H/);
    // Nothing was played by looking.
    expect(done(refused)).toBe('');
  });
});

describe('automatic safe moves', () => {
  const on = { autoSafe: { easy: true, medium: true, hard: true } };
  const FIXTURE = `
    1: AH 2S
    2: 3S
    3: KD
    Stock: 5C
  `;

  it('are undone and redone with the move that caused them, and not counted as moves', () => {
    const moved = press(tableFrom(FIXTURE, { settings: on }), ['1', 'enter', '2', 'enter']);
    expect(moved.state.game.done).toHaveLength(2);
    expect(positionOf(moved.state).foundations.some((n) => n > 0)).toBe(true);
    expect(moved.state.game.moveCount).toBe(1);
    const undone = press(moved.state, ['u']);
    expect(undone.state.game.done).toHaveLength(0);
    expect(undone.state.game.moveCount).toBe(2);
    expect(message(undone)).toMatch(/^Undone: 2S from column 1 to column 2 and 1 safe move after it/);
    const redone = press(undone.state, ['U']);
    expect(message(redone)).toBe('Redone: 2S from column 1 to column 2 and 1 safe move after it');
    expect(redone.state.game.done).toHaveLength(2);
    expect(redone.state.game.moveCount).toBe(3);
    expect(positionOf(redone.state)).toEqual(positionOf(moved.state));
  });

  it('keep their marks on the redo list when the player plays its next move by hand', () => {
    const TWO = `
      1: AH 2S
      2: 3S
      3: KD
      4: AC 4H
      5: 5H
      Stock: 5C
    `;
    const moved = press(tableFrom(TWO, { settings: on }), ['1', 'enter', '2', 'enter', '4', 'enter', '5', 'enter']);
    expect(moved.state.game.done).toHaveLength(4);
    // Both moves undone, then the first played again by hand: its safe move follows, and the second waits to be redone.
    const replayed = press(moved.state, ['u', 'u', '1', 'enter', '2', 'enter']);
    expect(replayed.state.game.done).toHaveLength(2);
    expect(replayed.state.game.undone).toHaveLength(2);
    const redone = press(replayed.state, ['U']);
    expect(message(redone)).toBe('Redone: 4H from column 4 to column 5 and 1 safe move after it');
    expect(positionOf(redone.state)).toEqual(positionOf(moved.state));
  });

  it('are redone with the move that caused them after a restart', () => {
    const moved = press(tableFrom(FIXTURE, { settings: on }), ['1', 'enter', '2', 'enter']);
    const restarted = press(moved.state, ['ctrl+r', 'y']);
    expect(restarted.state.game.done).toHaveLength(0);
    const redone = press(restarted.state, ['U']);
    expect(redone.state.game.done).toHaveLength(2);
    expect(positionOf(redone.state)).toEqual(positionOf(moved.state));
    expect(message(redone)).toBe('Redone: 2S from column 1 to column 2 and 1 safe move after it');
  });

  it('send Aces on top home at the deal, before the first move, as part of the deal', () => {
    const dealt = press(tableFrom('1: 2S AH\n2: 3S\nWaste: AS\nStock: 5C', { settings: on }), [{ type: 'begin' }]);
    expect(dealt.state.game.done).toHaveLength(2);
    expect(dealt.state.game.moveCount).toBe(0);
    expect(press(dealt.state, ['u']).state.game.done).toHaveLength(2);
    expect(message(press(dealt.state, ['u']))).toBe('Nothing to undo: this is the deal');
  });

  it("keep the deal's own words before them (which deal, a daily's date)", () => {
    const told = { ...tableFrom('1: 2S AH\n2: 3S\nStock: 5C', { settings: on }), message: info('New deal: daily') };
    expect(message(press(told, [{ type: 'begin' }]))).toBe('New deal: daily. Safe move: AH to its foundation');
  });

  it("count as the player's move before them in the restart question", () => {
    const moved = press(tableFrom(FIXTURE, { settings: on }), ['1', 'enter', '2', 'enter']);
    expect(moved.state.game.done).toHaveLength(2);
    const asked = press(moved.state, ['ctrl+r']);
    expect(messageFor(asked.state)?.text).toBe('Restart the deal? Redo (U) plays the 1 move again.');
  });

  it('stay home at a restart, as part of the deal', () => {
    const dealt = press(tableFrom('1: 2S AH\n2: 3S\nWaste: AS\nStock: 5C', { settings: on }), [{ type: 'begin' }]);
    expect(press(dealt.state, ['ctrl+r']).state.overlay).toBe('none');
    expect(message(press(dealt.state, ['ctrl+r']))).toBe('This is the deal already');
    const drawn = press(dealt.state, ['d']);
    const asked = press(drawn.state, ['ctrl+r']);
    expect(messageFor(asked.state)?.text).toBe('Restart the deal? Redo (U) plays the 1 move again.');
    const restarted = press(asked.state, ['y']);
    expect(positionOf(restarted.state)).toEqual(positionOf(dealt.state));
    expect(restarted.state.game.done).toHaveLength(2);
    expect(message(press(restarted.state, ['u']))).toBe('Nothing to undo: this is the deal');
    const redone = press(restarted.state, ['U']);
    expect(formatMoves(redone.state.game.done.slice(2))).toBe('d');
    expect(positionOf(redone.state)).toEqual(positionOf(drawn.state));
  });

  it('stay off when the setting is off', () => {
    const dealt = press(tableFrom('1: 2S AH\n2: 3S\nWaste: AS\nStock: 5C'), [{ type: 'begin' }]);
    expect(dealt.state.game.done).toHaveLength(0);
  });
});

describe('a hint for a position no longer on the table', () => {
  // Ace of clubs on top of column 4: a safe move once the setting is on.
  const ACE_UNDER_SAFE_MOVES = `
    Foundations: 4D
    1: 5H 9S 8S
    2: TS
    3: 7H
    4: 5D AC
    6: 3C
    7: 8C
    8: 6D
    9: QH
    10: KH
    Stock: 4C 2D
    Waste: JS
  `;
  const safeMovesOn = (run: ReturnType<typeof press>) =>
    press({ ...run.state, settings: { ...run.state.settings, autoSafe: { easy: true, medium: true, hard: true } } }, [
      { type: 'safe-moves-on' },
    ]);

  it('safe moves turned on drop the hint asked for: its answer, for the position before, is not taken', () => {
    const on = safeMovesOn(press(tableFrom(ACE_UNDER_SAFE_MOVES), ['t']));
    // The same count of moves, another position.
    expect(done(on)).toBe('4>f');
    expect(on.state.game.moveCount).toBe(0);
    const late = press(on.state, [{ type: 'hint-ready', moveCount: 0, hint: parseMove('4>f'), text: 'Hint: AC home' }]);
    expect(late.state.hint).toBeUndefined();
    expect(message(late)).not.toContain('Hint');
  });

  it('safe moves turned on drop the hint shown, which T would have played', () => {
    const hinted = press(tableFrom(ACE_UNDER_SAFE_MOVES), [
      't',
      { type: 'hint-ready', moveCount: 0, hint: parseMove('4>f'), text: 'Hint: AC home' },
    ]);
    expect(hinted.state.hint).toBeDefined();
    expect(safeMovesOn(hinted).state.hint).toBeUndefined();
  });

  it('Esc calls off the hint looked for, and the move T would play with it', () => {
    for (const keys of [['t'], ['T', 'T']]) {
      const called = press(tableFrom(TABLE), [...keys, 'escape']);
      const came = press(called.state, [
        { type: 'hint-ready', moveCount: 0, hint: parseMove('w>f'), text: 'Hint: AS' },
      ]);
      expect(done(came)).toBe('');
      expect(came.state.hint).toBeUndefined();
      expect(message(came)).toBeUndefined();
    }
  });

  it('T’s hint that comes while the table is out of sight is shown, not played unseen', () => {
    const waiting = press(tableFrom(TABLE), ['T', 'T', { type: 'shown', visible: false }]);
    const came = press(waiting.state, [{ type: 'hint-ready', moveCount: 0, hint: parseMove('w>f'), text: 'Hint: AS' }]);
    expect(done(came)).toBe('');
    expect(came.state.hint).toEqual(parseMove('w>f'));
  });
});
