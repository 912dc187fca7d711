import type { Rule } from 'eslint';

/** The rule of no-import-cycle.js, for the TypeScript that tests it. */
export declare const noImportCycle: Rule.RuleModule;
