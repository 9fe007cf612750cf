// The help's lines (the keys, the mouse, the variant's rules) as entries of rows, and its pages.
// Apart from HelpScreen.tsx, so that the reducers read them without loading Ink.

import { rulesText, SCORING, type Variant, wrapWords } from '../../engine/index.js';
import { helpLines, type KeyTable, MENU_KEYS, TABLE_KEYS } from '../input/keymap.js';

export interface Line {
  readonly keys?: string;
  readonly text: string;
  /** A heading: it goes on the page of the line it leads to. */
  readonly heading?: boolean;
}

const rulesHeading = (variant: Variant): string => `The rules of ${variant.name}:`;

/** The entry of `helpEntries` where the rules begin (-1: none), for the title to say on which page. */
export const rulesEntry = (entries: readonly (readonly Line[])[], variant: Variant): number =>
  entries.findIndex((entry) => entry.some((row) => row.text === rulesHeading(variant)));

/** The variant's rules after the keys, as `forty-thieves rules` gives them: a newcomer learns the game here. */
function rulesLines(variant: Variant | undefined): Line[] {
  if (!variant) return [];
  // Their first line names the game, with its other names: the heading names it, the others follow.
  const [, ...paragraphs] = rulesText(variant);
  const body = paragraphs[0] === '' ? paragraphs.slice(1) : paragraphs;
  // The other names go with the heading, onto the page of the first rule: a page ending in names alone said nothing.
  const aliases =
    variant.aliases.length > 0 ? [{ text: `Also called ${variant.aliases.join(', ')}.`, heading: true }] : [];
  return [{ text: '' }, { text: rulesHeading(variant), heading: true }, ...aliases, ...body.map((text) => ({ text }))];
}

/** What "smart move", in the lines of Enter and the click, does (docs/rules.md, Help from the program). */
const SMART_MOVE_LINE: Line = {
  text: 'The smart move sends the cards picked up home if that is safe, else onto a card they build on, else into an empty column (unless they are their whole column), else home.',
};

/** What "safe", in the lines of a, the smart move and the settings, means (docs/rules.md, Help from the program). */
const SAFE_LINE: Line = {
  text:
    'A safe move home is one that can never cost the win: an Ace, or a card whose twin (its copy from the other ' +
    'deck) and every card that could ' +
    'build on it need it no more (both foundations of its suit a rank below it, and those of the suits that ' +
    'could build on it).',
};

/** Which card plays: a newcomer looks for it at the top of the screen. */
const TOP_CARD_LINE: Line = {
  text:
    "A column's top card is the one drawn lowest: it moves, or a run that ends with it where the rules let runs move. " +
    'Its bottom card, dealt first, is drawn highest.',
};

/** The marks of a tall column (layout.ts): a newcomer meets them once the columns grow. */
const FOLDED_LINE: Line = {
  text:
    'A tall column is drawn folded: [3] stands for three face-down cards, ⋮ 5 more (⋮+5 where narrow) for five ' +
    'face-up cards out of sight; its top card and the card under the cursor stay in view.',
};

/** The short form a hint gives its move in, as `solve` and `replay` write moves (docs/rules.md, Move notation). */
const NOTATION_LINE: Line = {
  text: "A hint's move in short, as forty-thieves solve writes it: 2>7 column 2 onto column 7, w the waste, f home, :3 three cards, d draw, r redeal.",
};

/** The status line's last words (docs/rules.md, Help from the program): a newcomer meets them before any key. */
const VERDICT_LINE: Line = {
  text:
    "The status line ends with the solver's verdict on the position: winnable; no longer winnable (b goes back " +
    'to the last position known winnable); not winnable (nothing before it known winnable); cannot be won (the ' +
    "deal itself is lost); can't tell (a search of a few seconds found neither); solving (still looking). A " +
    'narrow line says lost and unknown. The settings (o) turn it off.',
};

/** The mouse's part: what a click does (on the board, on the lines of menus and questions, on pages), and how to select text while the game has the mouse. */
const MOUSE_LINES: readonly Line[] = [
  {
    keys: 'click',
    text: 'pick up; drop on another pile; same pile again: smart move; the stock draws (empty: redeals)',
  },
  { keys: 'drag', text: 'pick up and drop in one: press on the cards, let go on the pile (elsewhere: put back)' },
  { keys: 'double click', text: 'send a top card to a foundation (a card under it: the smart move)' },
  { keys: 'right click', text: 'put the cards back (a click on the cloth too); on the settings: back' },
  { keys: 'click a line', text: 'of a menu or a question: choose it (a setting, variant or level chosen: change it)' },
  { keys: 'click, wheel', text: 'on the help, the log, the statistics: turn the page (right click: back)' },
  { keys: 'Shift+drag', text: 'select text (most terminals); --no-mouse leaves the mouse to the terminal' },
];

/** What the status line's points and moves count (docs/rules.md, Score): the clock's part and the undos surprise a newcomer. */
const SCORE_LINES: readonly Line[] = [
  { text: '' },
  { text: 'The score:', heading: true },
  {
    text:
      `${SCORING.perCard} points for each card put home; ${SCORING.penalty} off for each full ` +
      `${SCORING.penaltySeconds} seconds of play, never below 0; a win adds ${SCORING.winBonus} divided by its ` +
      'seconds. An undo takes back its points. The clock starts at the first move, and stops while paused, in the help and in the log, ' +
      'and while the solver looks for what t, s or b asked (a key that stops it before it answers counts the ' +
      'wait). The count of moves counts each move, draw and ' +
      'redeal (a and the finish each card they play), and an undo, a redo, a restart and b one each; safe ' +
      'moves played by the setting count none.',
  },
];

/** The help's lines; opened from the start screen (`fromStart`), that screen's keys come first. */
export function helpContent(variant?: Variant, ascii = false, fromStart = false): Line[] {
  const keyLines = (table: KeyTable<unknown>): Line[] =>
    helpLines(table, ascii).map((l) => ({ keys: l.keys, text: l.help }));
  const start: Line[] = fromStart
    ? [
        { text: 'On the start screen:', heading: true },
        ...keyLines(MENU_KEYS),
        { text: '' },
        { text: 'At the table:', heading: true },
      ]
    : [];
  return [
    ...start,
    ...keyLines(TABLE_KEYS),
    SMART_MOVE_LINE,
    SAFE_LINE,
    TOP_CARD_LINE,
    FOLDED_LINE,
    NOTATION_LINE,
    VERDICT_LINE,
    ...MOUSE_LINES,
    ...SCORE_LINES,
    ...rulesLines(variant),
  ];
}

/** The keys' column: as wide in ASCII as not, so that pages break in the same places. */
const keysWidth = (): number =>
  Math.max(...[false, true].flatMap((ascii) => helpLines(TABLE_KEYS, ascii).map((l) => [...l.keys].length))) + 2;

/** The help as rows of the screen's width, line by line: each wrapped at a word, a key's words beside its keys. */
export function helpEntries(width: number, variant?: Variant, ascii = false, fromStart = false): Line[][] {
  const indent = keysWidth();
  const content = helpContent(variant, ascii, fromStart);
  const entries = content.map((line) => {
    if (line.keys === undefined) return wrapWords(line.text, width).map((text) => ({ text }));
    return wrapWords(line.text, width - indent).map((text, i) => ({
      keys: (i === 0 ? line.keys! : '').padEnd(indent),
      text,
    }));
  });
  // A heading goes on the page of the line it leads to; a blank line ends the entry before it, so no page opens on one.
  const kept: Line[][] = [];
  let leading: Line[] = [];
  entries.forEach((entry, i) => {
    if (content[i].heading) leading = [...leading, ...entry];
    else if (content[i].text === '' && content[i].keys === undefined && leading.length === 0 && kept.length > 0) {
      kept[kept.length - 1] = [...kept[kept.length - 1], ...entry];
    } else {
      kept.push([...leading, ...entry]);
      leading = [];
    }
  });
  return leading.length > 0 ? [...kept, leading] : kept;
}
