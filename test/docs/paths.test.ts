// The docs name files of the project by path (`src/store/disk.ts`), and
// comments in the code name the docs (docs/rules.md); a file moved or
// renamed leaves a pointer to nothing that no other test notices. Every path
// in backquotes in the docs that starts at a top folder of the project must
// exist, a `*` standing for any part of a name, and so must every document
// the code's comments name.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..', '..');
const DOCS = ['README.md', 'CONTRIBUTING.md', 'data/README.md', ...listed('docs', '.md')];
const TOP = /^`((?:src|test|scripts|bench|data|docs|bin)\/[\w./*<>-]*)`$/;

function listed(folder: string, ending: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder))
    .filter((name) => name.endsWith(ending))
    .map((name) => `${folder}/${name}`);
}

/** The paths a document names in backquotes, with a placeholder such as `<id>` left out. */
function pathsIn(text: string): string[] {
  const found = text.match(/`[^`\n]+`/g) ?? [];
  return found.flatMap((quoted) => {
    const match = TOP.exec(quoted);
    return match && !match[1].includes('<') ? [match[1].replace(/\/$/, '')] : [];
  });
}

/** Whether a path exists, each `*` matching any part of one name. */
function exists(pattern: string): boolean {
  if (!pattern.includes('*')) return fs.existsSync(path.join(ROOT, pattern));
  const folder = path.dirname(pattern);
  const name = new RegExp(`^${path.basename(pattern).replace(/[.]/g, '\\.').replaceAll('*', '.*')}$`);
  return fs.existsSync(path.join(ROOT, folder)) && fs.readdirSync(path.join(ROOT, folder)).some((n) => name.test(n));
}

describe('paths named in the docs', () => {
  it('finds the paths in backquotes and matches a star', () => {
    expect(pathsIn('see `src/store/disk.ts`, `npm test`, `data/easy-lines/<id>.txt.gz` and `bin/`')).toEqual([
      'src/store/disk.ts',
      'bin',
    ]);
    expect(exists('src/ui/board/cached-*.ts')).toBe(true);
    expect(exists('src/ui/board/cached-*.tsx')).toBe(false);
    expect(exists('src/store/no-such-file.ts')).toBe(false);
  });

  it('the code names only documents that exist', () => {
    const named = new Set<string>();
    for (const folder of ['src', 'test', 'scripts', 'bench']) {
      for (const file of fs.readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|tsx|mjs|py)$/.test(file)) continue;
        const text = fs.readFileSync(path.join(ROOT, folder, file), 'utf8');
        for (const doc of text.match(/\b(?:docs\/)?[\w-]+\.md\b/g) ?? []) named.add(doc);
      }
    }
    expect(named).toContain('docs/rules.md');
    // A bare name is one of the project's own documents: at the top, in docs/ or in data/.
    const missing = [...named].filter((doc) => !['', 'docs/', 'data/'].some((folder) => exists(folder + doc)));
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s names only files that exist', (doc) => {
    const missing = pathsIn(fs.readFileSync(path.join(ROOT, doc), 'utf8')).filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });
});
