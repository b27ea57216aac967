export const value = 'inner';
export * as Deep from './deep.js';
