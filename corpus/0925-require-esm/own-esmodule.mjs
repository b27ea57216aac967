// A module that exports __esModule itself gets no facade: require returns
// its namespace as it is.
export const __esModule = "set by the module";
export default function greet() {
  return "hello";
}
