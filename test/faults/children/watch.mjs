// Runs a command on this terminal and writes how it ended to a file, even
// once the terminal is gone: this watcher ignores the hang-up its command
// gets. Usage: node watch.mjs <dir> <command> [args...]. In <dir>: pid (the
// command's, once started), stderr (its error output), ended ({code, signal}).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [dir, command, ...args] = process.argv.slice(2);
process.on('SIGHUP', () => {});
const stderr = fs.openSync(path.join(dir, 'stderr'), 'w');
const child = spawn(command, args, { stdio: ['inherit', 'inherit', stderr] });
fs.writeFileSync(path.join(dir, 'pid'), String(child.pid));
child.on('exit', (code, signal) => fs.writeFileSync(path.join(dir, 'ended'), JSON.stringify({ code, signal })));
