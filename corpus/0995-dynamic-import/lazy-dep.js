console.log("lazy-dep body");
export const helper = "helper";
