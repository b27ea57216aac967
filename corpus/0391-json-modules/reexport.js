export { default as config } from "./data/config.json" with { type: "json" };
export * as listNs from "./data/list.json" with { type: "json" };
