export default "impl:browser";
