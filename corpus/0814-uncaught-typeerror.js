// Checks an uncaught runtime TypeError from reading a property of undefined reports the failing access.
// @exit: 1
const config = { server: { port: 8080 } };
console.log("port", config.server.port);
console.log("about to fail");
const host = config.client.host;
console.log("never printed", host);
