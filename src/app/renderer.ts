/**
 * React's renderer, two thirds of the code every page runs. The entry imports it dynamically
 * (src/main.tsx), so that it is evaluated in a task of its own rather than in one long task with
 * the rest of the app; the build preloads it with the entry (scripts/lib/manifest.ts).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
