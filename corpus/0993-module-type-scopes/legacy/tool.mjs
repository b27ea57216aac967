import { util } from "../modern/util.js";
export const tool = () => "tool.mjs in a commonjs scope, using " + util();
