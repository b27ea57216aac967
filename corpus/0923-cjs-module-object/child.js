// A required module: its id is its filename, require.main is the entry module, and it is not loaded while its body runs.
const rel = (p) => p.slice(__dirname.length);
const seen = {
  id: rel(module.id),
  loaded: module.loaded,
  main: require.main !== module && rel(require.main.filename),
};
module.exports = { info: () => JSON.stringify(seen) };
