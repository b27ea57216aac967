export default "impl:node";
