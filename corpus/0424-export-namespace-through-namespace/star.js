export * from './outer.js';
export const extra = true;
