// Sibling module with colour constants and a default (not re-exported by export *).
export const red = "#f00";
export const green = "#0f0";
export default "basic palette";
