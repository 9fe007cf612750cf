// exerciseStore on the directory given, its outcome printed as one line of JSON.

import { exerciseStore } from '../exercise.js';

process.stdout.write(`${JSON.stringify(exerciseStore(process.argv[2]))}\n`);
