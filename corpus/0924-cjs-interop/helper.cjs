// Re-exported by babel-star.cjs.
exports.helper = () => "helper";
