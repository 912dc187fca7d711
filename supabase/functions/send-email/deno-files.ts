/** The outbox's file access on Deno (the Node server has its own, with node:fs). */
import type { OutboxFiles } from './outbox.ts';

export const denoFiles: OutboxFiles = {
  async mkdir(dir) {
    await Deno.mkdir(dir, { recursive: true });
  },
  async writeNew(path, content) {
    try {
      await Deno.writeTextFile(path, content, { createNew: true });
      return true;
    } catch (error) {
      if (error instanceof Deno.errors.AlreadyExists) return false;
      throw error;
    }
  },
};
