// The board colours its lines itself: each span must come out exactly as
// Ink's own <Text> would draw it, in every role of every theme, with every
// mark laid over it. Frames are compared as Ink writes them.

import chalk from 'chalk';
import { renderToString, Text } from 'ink';
import { describe, expect, it } from 'vitest';
import { paint, paintLine } from '../../../src/ui/board/paint.js';
import { markedStyle } from '../../../src/ui/board/slot.js';
import { makeTheme, type TextStyle } from '../../../src/ui/theme.js';
import { atChalkLevel } from '../support/chalk-level.js';
import { ROLES } from '../support/roles.js';

const inkText = (text: string, style?: TextStyle) => renderToString(<Text {...style}>{text}</Text>);
const painted = (text: string) => renderToString(<Text>{text}</Text>);

function styles(): TextStyle[] {
  const all: TextStyle[] = [
    { backgroundColor: 'blue' },
    { color: 'yellowBright', backgroundColor: 'red', inverse: true },
  ];
  for (const monochrome of [false, true]) {
    const theme = makeTheme({ ascii: false, fourColor: true, monochrome });
    for (const role of ROLES) {
      const style = theme.style(role);
      all.push(style);
      for (const marks of [{ cursor: true }, { selected: true }, { hint: true }])
        all.push(markedStyle(theme, style, marks)!);
    }
  }
  return all;
}

describe('paint', () => {
  atChalkLevel(3);

  it('colours a span as <Text> does, whatever its style', () => {
    const all = styles();
    expect(all.length).toBeGreaterThan(100);
    for (const style of all) expect(painted(paint(' 10♦', style))).toBe(inkText(' 10♦', style));
    // The styles do show: not every span comes out plain.
    expect(all.filter((style) => paint('x', style) !== 'x').length).toBeGreaterThan(90);
  });

  it('leaves plain and empty text alone', () => {
    expect(paint('stock 44', undefined)).toBe('stock 44');
    expect(paint('', { color: 'red', bold: true })).toBe('');
  });

  it('colours a line of spans as nested <Text>s do', () => {
    const theme = makeTheme({ ascii: false, fourColor: false, monochrome: false });
    const spans = [
      { text: ' ' },
      { text: '▸', style: theme.style('cursor') },
      { text: ' 9♥', style: markedStyle(theme, theme.style('red'), { cursor: true }) },
      { text: '  ' },
      { text: 'stock ', style: theme.style('muted') },
      { text: '12', style: theme.style('title') },
    ];
    const nested = renderToString(
      <Text>
        {spans.map((span, i) => (
          <Text key={i} {...span.style}>
            {span.text}
          </Text>
        ))}
      </Text>,
    );
    expect(painted(paintLine(spans))).toBe(nested);
  });

  it('adds nothing when chalk has no colours', () => {
    chalk.level = 0;
    try {
      expect(paint('K♠', { color: 'cyan', inverse: true, bold: true })).toBe('K♠');
    } finally {
      chalk.level = 3;
    }
  });
});
