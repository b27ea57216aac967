// Rejects await used as a binding name in a module.
// @error: 3:7: Unexpected reserved word
const await = 5;
