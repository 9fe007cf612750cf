// The winnable share of each variant's deals: the confidence intervals and
// the table `npm run study` writes and `forty-thieves variants` shows.

export * from './file.js';
export * from './interval.js';
