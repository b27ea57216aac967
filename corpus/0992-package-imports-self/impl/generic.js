export default "impl:generic";
