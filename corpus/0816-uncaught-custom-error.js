// Checks an uncaught Error subclass with an extra own property: the report shows name and properties.
// @exit: 1
class ConfigError extends Error {
  constructor(message, key) {
    super(message);
    this.name = "ConfigError";
    this.key = key;
  }
}
console.log("validating");
throw new ConfigError("missing setting", "port");
