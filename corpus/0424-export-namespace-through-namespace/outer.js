export * as Inner from './inner.js';
export const own = 'outer';
