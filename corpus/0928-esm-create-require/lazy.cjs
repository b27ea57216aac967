// Only reached by import(): runs when first imported.
console.log("lazy.cjs runs");
module.exports = { loadedAt: "import()", describe: () => "lazy" };
module.exports.extra = true;
