/**
 * Which lines of the tools' output name a failure (a failed test, its error, a timeout). npm test
 * repeats them at the very end (scripts/test.ts): a run's reader, and CI's excerpt of its last
 * lines, otherwise sees only the part that ended last, minutes after the failure scrolled by.
 */

/**
 * Vitest's "FAIL" and "×", Playwright's "✘" and its numbered failures ("  1) [phone] › ..."), and a
 * line that starts with an error. A passing test's log or title never starts that way.
 */
const FAILURE_LINE = /\bFAIL\b|✘|^\s*×\s|^\s*\w*Error:|^\s+\d+\) \[/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the colours of the tools' output
const COLOURS = /\x1b\[[0-9;]*m/g;

/** `line` without its terminal colours. */
export const plainText = (line: string): string => line.replace(COLOURS, "");

/** Whether `line` (without colours) names a failure. */
export const namesAFailure = (line: string): boolean => FAILURE_LINE.test(line);
