// util_types.js - node:util/types: node:util's `types` object itself, as
// in Node (require('util/types') === require('util').types).
'use strict';

module.exports = require('node:util').types;
