// querystring.js - node:querystring (being written).
'use strict';
