// Rejects an import of a package no node_modules folder holds (Node: ERR_MODULE_NOT_FOUND before running anything).
// @error: 3:1: Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'nope-pkg' imported from {dir}/main.js
import value from "nope-pkg";
console.log(value);
