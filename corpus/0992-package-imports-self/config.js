export default { name: "self-config" };
