// stream_promises.js - node:stream/promises: pipeline and finished as
// promises, from stream.js (docs/node.md, "stream").
'use strict';

const stream = require('node:stream');

exports.pipeline = stream.promises.pipeline;
exports.finished = stream.promises.finished;
