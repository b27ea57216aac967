export const util = () => "util.js";
