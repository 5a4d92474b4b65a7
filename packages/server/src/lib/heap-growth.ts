import { setFlagsFromString } from "node:v8";

/** How far past what its last full collection kept V8 lets the heap grow before the next (%). */
const HEAP_GROWING_PERCENT = 50;

const GIVEN = /^--heap[-_]growing[-_]percent(=|$)/;

/**
 * Bounds the heap's growth between full collections. By default V8 lets the old generation grow
 * to up to four times what survived the last one when the machine has memory to spare, so a
 * process sending an edition (hundreds of MB of short-lived mails a second, some of them
 * promoted before they die) can hold 150 MB of garbage before it collects. At 50 % the next
 * full collection comes sooner; each costs what the live objects cost, so the heap stays small
 * for about the same CPU. An operator's own --heap-growing-percent on the command line wins.
 */
export const boundHeapGrowth = (execArgv: readonly string[] = process.execArgv): boolean => {
  if (execArgv.some((arg) => GIVEN.test(arg))) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
};
