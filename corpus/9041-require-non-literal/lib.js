module.exports = { loaded: true };
