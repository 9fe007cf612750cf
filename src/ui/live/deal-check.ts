// Checking an Easy deal before it opens (docs/rules.md, Levels): the check
// screen's state while the solver works in its worker, and what keys do
// there. Esc stops the check; a deal the check does not prove winnable is
// offered at medium instead, or swapped for a deal proven winnable at easy.
// A pure reducer; the app runs the check and acts on what this returns.

import type { EasyCheckProgress } from '../../solver-runtime/index.js';
import type { EasyCheckRequest } from '../app/startup.js';
import type { TableCommand } from '../input/commands.js';
import { CHECKING_KEYS, commandFor, NOT_PROVEN_KEYS } from '../input/keymap.js';

export interface DealCheck extends EasyCheckRequest {
  /** A new number for every check, so that each runs a search of its own. */
  readonly attempt: number;
  readonly phase: 'checking' | 'not-proven';
  readonly progress?: EasyCheckProgress;
  /** Why the deal is not proven winnable. */
  readonly reason?: string;
}

export type CheckAction =
  /** The same seed at medium. */
  | { readonly kind: 'medium' }
  /** Another deal at easy, proven winnable. */
  | { readonly kind: 'another' }
  /** The start screen. */
  | { readonly kind: 'back' }
  /** Quit; `refused` says why the deal asked for was not played. */
  | { readonly kind: 'quit'; readonly refused?: string };

const OTHER: TableCommand = { type: 'other' };

export function newCheck(request: EasyCheckRequest, attempt: number): DealCheck {
  return { ...request, attempt, phase: 'checking' };
}

/** The line shown while the solver works. */
export const checkingText = (check: DealCheck): string =>
  `Checking that deal ${check.seed} of ${check.variant.name} is winnable under Easy rules… (Esc to stop)`;

export function checkKey(check: DealCheck, name: string): { check: DealCheck; action?: CheckAction } {
  if (check.phase === 'checking') {
    const command = commandFor(CHECKING_KEYS, name, OTHER);
    if (command.type === 'quit') return { check, action: quit(check) };
    if (command.type === 'cancel') {
      return {
        check: notProven(
          check,
          `Check stopped: ${check.variant.name} deal ${check.seed} is not known to be winnable under Easy rules.`,
        ),
      };
    }
    return { check };
  }
  switch (commandFor(NOT_PROVEN_KEYS, name, OTHER).type) {
    case 'yes':
      return { check, action: { kind: 'medium' } };
    case 'new':
      return { check, action: { kind: 'another' } };
    case 'cancel':
      return { check, action: { kind: 'back' } };
    case 'quit':
      return { check, action: quit(check) };
    default:
      return { check };
  }
}

/** The check ended without proving the deal winnable, for this reason: the offer. */
export function notProven(check: DealCheck, reason: string): DealCheck {
  return { ...check, phase: 'not-proven', reason };
}

/** A check that could not run (the worker failed): the deal is not proven. */
export function checkFailed(check: DealCheck, error: unknown): DealCheck {
  const why = error instanceof Error ? error.message : String(error);
  return notProven(check, `The check of ${check.variant.name} deal ${check.seed} failed: ${why}.`);
}

function quit(check: DealCheck): CheckAction {
  if (!check.asked) return { kind: 'quit' };
  return {
    kind: 'quit',
    refused:
      `${check.variant.name} deal ${check.seed} was not dealt: it is not proven winnable under Easy rules ` +
      `(play it with --difficulty medium)`,
  };
}
