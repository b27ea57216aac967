// querystring.js - node:querystring: parse/decode and stringify/encode of
// `a=1&b=2` strings, and the escape, unescape and unescapeBuffer they use.
// docs/node.md, "querystring".
//
// Node's legacy rules are kept, quirks included: escape has its own table
// (it leaves ! ' ( ) * alone, like encodeURIComponent, but works on UTF-16
// units, pairing any surrogate with the next unit), unescape falls back to
// a byte-wise decoder when decodeURIComponent throws, and parse and
// stringify look escape and unescape up on the exports at each call, so a
// program that replaces them changes both.
'use strict';

const stream = require('node:stream');

// ---- escape ---------------------------------------------------------------

// '%XX' for each byte, in upper case.
const hexTable = [];
for (let i = 0; i < 256; i++) {
  hexTable.push('%' + (i < 16 ? '0' : '') + i.toString(16).toUpperCase());
}

// ASCII characters escape leaves as they are: A-Z a-z 0-9 - _ . ! ~ * ' ( )
const unreserved = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()") {
  unreserved[c.charCodeAt(0)] = 1;
}

function uriMalformed() {
  return stream._nodeError(URIError, 'ERR_INVALID_URI', 'URI malformed');
}

// The UTF-8 escapes of the character at str[i] (>= 0x80), as [text, units
// used]. Any surrogate, high or low, is combined with the unit after it
// (only its low 10 bits count); a surrogate at the very end throws.
function escapeWide(str, i) {
  const c = str.charCodeAt(i);
  if (c < 0x800) return [hexTable[0xc0 | (c >> 6)] + hexTable[0x80 | (c & 0x3f)], 1];
  if (c < 0xd800 || c >= 0xe000) {
    return [hexTable[0xe0 | (c >> 12)] + hexTable[0x80 | ((c >> 6) & 0x3f)] +
      hexTable[0x80 | (c & 0x3f)], 1];
  }
  if (i + 1 >= str.length) throw uriMalformed();
  const cp = 0x10000 + (((c & 0x3ff) << 10) | (str.charCodeAt(i + 1) & 0x3ff));
  return [hexTable[0xf0 | (cp >> 18)] + hexTable[0x80 | ((cp >> 12) & 0x3f)] +
    hexTable[0x80 | ((cp >> 6) & 0x3f)] + hexTable[0x80 | (cp & 0x3f)], 2];
}

function escapeString(str) {
  let out = '';
  let copied = 0; // str[copied, i) is still to be appended as it is
  for (let i = 0; i < str.length;) {
    const c = str.charCodeAt(i);
    if (c < 0x80 && unreserved[c] === 1) {
      i++;
      continue;
    }
    out += str.slice(copied, i);
    if (c < 0x80) {
      out += hexTable[c];
      i++;
    } else {
      const [text, used] = escapeWide(str, i);
      out += text;
      i += used;
    }
    copied = i;
  }
  return copied === 0 ? str : out + str.slice(copied);
}

// An object goes through String() (so null is 'null'); other values are
// concatenated with '' (so a symbol throws, as in Node).
function qsEscape(str) {
  if (typeof str !== 'string') {
    if (typeof str === 'object') str = String(str);
    else str += '';
  }
  return escapeString(str);
}

// ---- unescape -------------------------------------------------------------

function hexValue(code) {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x41 + 10;
  if (code >= 0x61 && code <= 0x66) return code - 0x61 + 10;
  return -1;
}

// Node's own String.prototype.charCodeAt, which unescapeBuffer applies to
// whatever it is given (an array of strings works: it is converted).
const charCodeAt = String.prototype.charCodeAt;

// Decodes %XX escapes (and '+' when decodeSpaces) into bytes; any other
// unit becomes one byte (its low 8 bits), and a '%' not followed by two
// hex digits stays a '%'. A '%' needs two more units to be looked at, so
// one near the end is copied as it is. The Buffer is as long as s unless
// an escape was decoded (then it is a slice of that length).
function unescapeBuffer(s, decodeSpaces) {
  const out = Buffer.allocUnsafe(s.length);
  let n = 0;
  let decoded = false;
  for (let i = 0; i < s.length; i++) {
    const c = charCodeAt.call(s, i);
    if (c === 0x2b && decodeSpaces) {
      out[n++] = 0x20;
    } else if (c === 0x25 && i < s.length - 2) {
      const hi = hexValue(charCodeAt.call(s, i + 1));
      const lo = hi < 0 ? -1 : hexValue(charCodeAt.call(s, i + 2));
      if (lo < 0) {
        // Only the '%' is consumed: what follows is decoded afresh.
        out[n++] = 0x25;
      } else {
        out[n++] = hi * 16 + lo;
        decoded = true;
        i += 2;
      }
    } else {
      out[n++] = c;
    }
  }
  return decoded ? out.slice(0, n) : out;
}

function qsUnescape(s, decodeSpaces) {
  try {
    return decodeURIComponent(s);
  } catch {
    return QueryString.unescapeBuffer(s, decodeSpaces).toString();
  }
}

// ---- stringify ------------------------------------------------------------

function primitiveText(v) {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return '' + v;
  if (typeof v === 'bigint') return '' + v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}

// With Node's own escape, numbers, bigints and booleans need no escaping
// and are not passed to it (except numbers of 1e21 and up, whose exponent
// has a '+'), nor is ''. A custom encodeURIComponent gets every value.
function encodeDefault(v, encode) {
  if (typeof v === 'string') return v.length > 0 ? encode(v) : '';
  if (typeof v === 'number' && Number.isFinite(v)) {
    return Math.abs(v) < 1e21 ? '' + v : encode('' + v);
  }
  return primitiveText(v);
}

function encodeCustom(v, encode) {
  return encode(primitiveText(v));
}

function stringify(obj, sep, eq, options) {
  sep = sep || '&';
  eq = eq || '=';
  let encode = QueryString.escape;
  if (options && typeof options.encodeURIComponent === 'function') {
    encode = options.encodeURIComponent;
  }
  const convert = encode === qsEscape ? encodeDefault : encodeCustom;
  if (obj === null || typeof obj !== 'object') return '';
  let fields = '';
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    const ks = convert(k, encode) + eq;
    if (!Array.isArray(v)) {
      if (fields) fields += sep;
      fields += ks + convert(v, encode);
      continue;
    }
    // An empty array adds nothing, not even a separator.
    if (v.length === 0) continue;
    if (fields) fields += sep;
    for (let j = 0; j < v.length; j++) {
      if (j > 0) fields += sep;
      fields += ks + convert(v[j], encode);
    }
  }
  return fields;
}

// ---- parse ----------------------------------------------------------------

function decodePart(s, decode) {
  try {
    return decode(s);
  } catch {
    return QueryString.unescape(s, true);
  }
}

// Adds one pair; a key seen before collects its values in an array.
function addPair(obj, key, value, keyEncoded, valueEncoded, decode) {
  if (key.length > 0 && keyEncoded) key = decodePart(key, decode);
  if (value.length > 0 && valueEncoded) value = decodePart(value, decode);
  const old = obj[key];
  if (old === undefined) obj[key] = value;
  else if (Array.isArray(old)) old[old.length] = value;
  else obj[key] = [old, value];
}

function codesOf(str) {
  const codes = [];
  for (let i = 0; i < str.length; i++) codes.push(str.charCodeAt(i));
  return codes;
}

// Parsing scans the string once, matching sep and eq unit by unit. Only a
// part that holds a valid %XX escape (or a '+') is decoded at all, so a
// plain part is kept as written; with a custom decodeURIComponent every
// non-empty part is decoded and '+' is handed to it as '%20'. maxKeys
// (default 1000, 0 or less for no limit) counts pairs, empty ones too.
function parse(qs, sep, eq, options) {
  const obj = { __proto__: null };
  if (typeof qs !== 'string' || qs.length === 0) return obj;
  const sepCodes = sep ? codesOf(String(sep)) : [0x26];
  const eqCodes = eq ? codesOf(String(eq)) : [0x3d];
  let pairs = 1000;
  if (options && typeof options.maxKeys === 'number') {
    // -1 never reaches 0 by counting down: no limit.
    pairs = options.maxKeys > 0 ? options.maxKeys : -1;
  }
  let decode = QueryString.unescape;
  if (options && typeof options.decodeURIComponent === 'function') {
    decode = options.decodeURIComponent;
  }
  const custom = decode !== qsUnescape;
  const plus = custom ? '%20' : ' ';

  let key = '';
  let value = '';
  let keyEncoded = custom;
  let valueEncoded = custom;
  let lastPos = 0; // the start of the text not yet added to key or value
  let sepIdx = 0; // how many units of sep (eq) the text just before matched
  let eqIdx = 0;
  let escapeSeen = 0; // 1 after a '%', 2 after '%X', in the current part

  // Watches for a valid %XX escape: 1 after a '%', 2 after '%X', 3 (true
  // is returned) after '%XX'; any other unit starts over.
  const sawEscape = (code) => {
    if (code === 0x25) escapeSeen = 1;
    else if (escapeSeen > 0 && hexValue(code) >= 0) return ++escapeSeen === 3;
    else escapeSeen = 0;
    return false;
  };

  for (let i = 0; i < qs.length; i++) {
    const code = qs.charCodeAt(i);
    if (code === sepCodes[sepIdx]) {
      if (++sepIdx < sepCodes.length) continue;
      const end = i - sepIdx + 1;
      if (eqIdx < eqCodes.length) {
        if (lastPos < end) {
          key += qs.slice(lastPos, end);
        } else if (key.length === 0) {
          // Nothing between two separators: no pair, but it counts.
          if (--pairs === 0) return obj;
          lastPos = i + 1;
          sepIdx = eqIdx = 0;
          continue;
        }
      } else if (lastPos < end) {
        value += qs.slice(lastPos, end);
      }
      addPair(obj, key, value, keyEncoded, valueEncoded, decode);
      if (--pairs === 0) return obj;
      keyEncoded = valueEncoded = custom;
      key = value = '';
      escapeSeen = 0;
      lastPos = i + 1;
      sepIdx = eqIdx = 0;
      continue;
    }
    sepIdx = 0;
    if (eqIdx < eqCodes.length) {
      // Still in the key.
      if (code === eqCodes[eqIdx]) {
        if (++eqIdx === eqCodes.length) {
          const end = i - eqIdx + 1;
          if (lastPos < end) key += qs.slice(lastPos, end);
          escapeSeen = 0;
          lastPos = i + 1;
        }
        continue;
      }
      eqIdx = 0;
      // The units of an escape (or of its beginning) are done with here.
      if (!keyEncoded && (code === 0x25 || (escapeSeen > 0 && hexValue(code) >= 0))) {
        keyEncoded = sawEscape(code);
        continue;
      }
      if (!keyEncoded) escapeSeen = 0;
      if (code === 0x2b) {
        if (lastPos < i) key += qs.slice(lastPos, i);
        key += plus;
        lastPos = i + 1;
        continue;
      }
      // Node then runs the value's checks on this key unit too: once the
      // key is known to be encoded, a further escape in it marks the
      // value as encoded (which only matters if the value then fails
      // decodeURIComponent and is decoded byte-wise).
    }
    if (code === 0x2b) {
      if (lastPos < i) value += qs.slice(lastPos, i);
      value += plus;
      lastPos = i + 1;
    } else if (!valueEncoded && sawEscape(code)) {
      valueEncoded = true;
    }
  }

  if (lastPos < qs.length) {
    if (eqIdx < eqCodes.length) key += qs.slice(lastPos);
    else if (sepIdx < sepCodes.length) value += qs.slice(lastPos);
  } else if (eqIdx === 0 && key.length === 0) {
    // The string ended with a separator.
    return obj;
  }
  addPair(obj, key, value, keyEncoded, valueEncoded, decode);
  return obj;
}

module.exports = {
  unescapeBuffer,
  unescape: qsUnescape,
  escape: qsEscape,
  stringify,
  encode: stringify,
  parse,
  decode: parse,
};

// The functions above reach the exports by this name when called (so a
// replaced escape or unescape is used); it shows in Node's TypeErrors.
const QueryString = module.exports;
