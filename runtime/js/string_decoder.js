// string_decoder.js - node:string_decoder (being written).
'use strict';
