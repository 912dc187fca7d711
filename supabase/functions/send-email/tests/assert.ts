/**
 * Minimal assertions for the function's Deno tests (no download: @std/assert would come from JSR,
 * and node:assert would pull @types/node into the type-check).
 */

export class AssertionError extends Error {
  override name = 'AssertionError';
}

const show = (value: unknown) => {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

export function assert(
  condition: unknown,
  message = 'expected a true condition',
): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function assertEquals(actual: unknown, expected: unknown, message = 'values differ') {
  if (!deepEqual(actual, expected)) {
    throw new AssertionError(
      `${message}\n  actual:   ${show(actual)}\n  expected: ${show(expected)}`,
    );
  }
}

export function assertIncludes(text: string, part: string, message = 'text lacks a part') {
  if (!text.includes(part)) {
    throw new AssertionError(`${message}: ${show(part)} not found in\n${text}`);
  }
}

export function assertExcludes(text: string, part: string, message = 'text has a part') {
  if (text.includes(part)) throw new AssertionError(`${message}: ${show(part)} found in\n${text}`);
}

export function assertThrows(fn: () => unknown, message = 'expected an error'): Error {
  try {
    fn();
  } catch (error) {
    if (error instanceof Error) return error;
    throw new AssertionError(`${message}: thrown value is not an Error`);
  }
  throw new AssertionError(message);
}
