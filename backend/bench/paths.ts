import path from 'node:path';

/** The bench is built to backend/dist-bench (and type-checked in backend/bench): both sit one level below backend/. */
export const BACKEND_DIR = path.resolve(__dirname, '..');
export const ROOT_DIR = path.resolve(BACKEND_DIR, '..');
/**
 * The production build (`npm run build`) the bench measures; no bench code is compiled into it.
 * BENCH_DIST_DIR points at another build (a copy under backend/, so it finds node_modules) to compare two versions.
 */
export const DIST_DIR = process.env.BENCH_DIST_DIR ? path.resolve(BACKEND_DIR, process.env.BENCH_DIST_DIR) : path.join(BACKEND_DIR, 'dist');
export const CHILDREN_DIR = path.join(__dirname, 'children');
export const RESULTS_DIR = path.join(ROOT_DIR, '.data', 'bench');
