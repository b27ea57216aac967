// string_decoder.js - node:string_decoder: StringDecoder, which turns a
// series of byte chunks into strings without splitting a character across
// two of them (write, end, the legacy text, lastChar/lastNeed/lastTotal).
// docs/node.md, "string_decoder".
//
// Node keeps the decoder's state in a 7-byte Buffer that its C++ half
// (src/string_decoder.cc) reads and writes; a program sees that Buffer
// (console.log shows it under Symbol(kNativeDecoder), lastChar is a view of
// its first 4 bytes and keeps stale bytes), so the state lives in the same
// layout here and the chunk logic is that C++ decoder's, in JavaScript.
'use strict';

const stream = require('node:stream');
const { format } = require('node:util');

const kNativeDecoder = Symbol('kNativeDecoder');

// The state buffer: bytes of an incomplete character, then how many bytes
// it still misses, how many are held, and the encoding's number.
const kCharStart = 0;
const kCharEnd = 4;
const kMissingBytes = 4;
const kBufferedBytes = 5;
const kEncodingField = 6;
const kSize = 7;

// Node's numbers for the encodings (its `enum encoding`); 6 is 'buffer',
// which a decoder never has. An encoding accepted only by a patched
// Buffer.isEncoding has no number and stores 0, so it decodes as ASCII.
const ASCII = 0;
const UTF8 = 1;
const BASE64 = 2;
const UCS2 = 3;
const LATIN1 = 4;
const HEX = 5;
const BASE64URL = 7;
const encodingNames = [
  'ascii', 'utf8', 'base64', 'utf16le', 'latin1', 'hex', 'buffer', 'base64url',
];
const encodingNumbers = {
  __proto__: null, ascii: ASCII, utf8: UTF8, base64: BASE64, utf16le: UCS2,
  latin1: LATIN1, hex: HEX, base64url: BASE64URL,
};

// ---- encoding names -------------------------------------------------------

const aliases = {
  __proto__: null,
  'utf8': 'utf8', 'utf-8': 'utf8', 'ucs2': 'utf16le', 'ucs-2': 'utf16le',
  'utf16le': 'utf16le', 'utf-16le': 'utf16le', 'latin1': 'latin1', 'binary': 'latin1',
  'base64': 'base64', 'base64url': 'base64url', 'hex': 'hex', 'ascii': 'ascii',
};

// Node's normalizeEncoding: null, undefined and '' mean UTF-8; anything
// else is chosen by its `length` first and only then converted to a
// string and lowercased, so a String object (or any object with a
// matching length and toString) passes, while 8 or ['utf8'] do not.
function normalizeEncoding(enc) {
  if (enc == null || enc === '') return 'utf8';
  const len = enc.length;
  if (typeof len !== 'number' || len < 3 || len > 9) return undefined;
  const lower = `${enc}`.toLowerCase();
  const name = aliases[lower];
  return name !== undefined && lower.length === len ? name : undefined;
}

// Buffer.isEncoding as it was when this module was loaded: a program that
// replaces it may add encodings (Node asks the replacement).
const builtinIsEncoding = Buffer.isEncoding;

function checkEncoding(enc) {
  const name = normalizeEncoding(enc);
  if (name !== undefined) return name;
  if (Buffer.isEncoding === builtinIsEncoding || !Buffer.isEncoding(enc)) {
    // The message formats the value as util.format's %s does ({} for an object).
    throw stream._nodeError(TypeError, 'ERR_UNKNOWN_ENCODING', format('Unknown encoding: %s', enc));
  }
  return enc;
}

// ---- decoding -------------------------------------------------------------

// A Buffer over the bytes of any ArrayBuffer view, without copying.
function bytesOf(view) {
  if (Buffer.isBuffer(view)) return view;
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

// How many bytes a UTF-8 lead byte announces, judged by its high bits only
// (so 0xC0, 0xC1 and 0xF5..0xF7 count); 0 for ASCII and 0xF8..0xFF.
function utf8Length(byte) {
  if ((byte & 0xe0) === 0xc0) return 2;
  if ((byte & 0xf0) === 0xe0) return 3;
  if ((byte & 0xf8) === 0xf0) return 4;
  return 0;
}

// The incomplete UTF-8 character at the end of bytes [start, end), as
// [held, missing]: held is how many trailing bytes to keep back, missing
// how many more the character needs. Nothing is held when the tail is
// invalid anyway (four or more continuation bytes, no lead byte in the
// chunk, a lead byte followed by at least as many bytes as it announces).
function utf8Tail(bytes, start, end) {
  if ((bytes[end - 1] & 0x80) === 0) return [0, 0];
  for (let i = end - 1, held = 1; ; i--, held++) {
    if ((bytes[i] & 0xc0) === 0x80) {
      if (held >= 4 || i === start) return [0, 0];
      continue;
    }
    const total = utf8Length(bytes[i]);
    if (total === 0 || held >= total) return [0, 0];
    return [held, total - held];
  }
}

function tailToHold(enc, bytes, start, end) {
  const n = end - start;
  if (enc === UTF8) return utf8Tail(bytes, start, end);
  if (enc === UCS2) {
    if (n % 2 === 1) return [1, 1];
    // A high surrogate's second byte is 0xD8..0xDB: wait for its pair.
    if ((bytes[end - 1] & 0xfc) === 0xd8) return [2, 2];
    return [0, 0];
  }
  // Base64 text is made of whole groups of 3 bytes.
  const rest = n % 3;
  return [rest, rest > 0 ? 3 - rest : 0];
}

// Completes the held character with the first bytes of `bytes`; returns
// [text, used]: the character's text once it is complete ('' before),
// and how many bytes of the chunk went into it.
function finishHeld(state, enc, bytes) {
  let used = 0;
  if (enc === UTF8) {
    // Only continuation bytes can continue the character: at any other
    // byte the held bytes are given up and decoded as they are (U+FFFD),
    // and that byte starts afresh.
    const want = Math.min(bytes.length, state[kMissingBytes]);
    while (used < want && (bytes[used] & 0xc0) === 0x80) used++;
    if (used < want) state[kMissingBytes] = used;
  }
  const take = Math.min(bytes.length, state[kMissingBytes]);
  state.set(bytes.subarray(0, take), state[kBufferedBytes]);
  state[kMissingBytes] -= take;
  state[kBufferedBytes] += take;
  if (state[kMissingBytes] > 0) return ['', take];
  const text = state.toString(encodingNames[enc], kCharStart, state[kBufferedBytes]);
  state[kBufferedBytes] = 0;
  return [text, take];
}

function decode(state, bytes) {
  const enc = state[kEncodingField];
  const name = encodingNames[enc];
  if (enc !== UTF8 && enc !== UCS2 && enc !== BASE64 && enc !== BASE64URL) {
    // Single bytes (ASCII, latin1, hex) never need holding back.
    return bytes.toString(name);
  }
  let prefix = '';
  let start = 0;
  if (state[kMissingBytes] > 0) [prefix, start] = finishHeld(state, enc, bytes);
  const end = bytes.length;
  if (start === end) return prefix;
  const [held, missing] = tailToHold(enc, bytes, start, end);
  if (held > 0) {
    state.set(bytes.subarray(end - held, end), kCharStart);
    state[kBufferedBytes] = held;
    state[kMissingBytes] = missing;
  }
  return end - held > start ? prefix + bytes.toString(name, start, end - held) : prefix;
}

// What end() adds: the held bytes decoded as they are (U+FFFD for UTF-8,
// padded base64); UTF-16LE drops an odd byte.
function flush(state) {
  if (state[kEncodingField] === UCS2 && state[kBufferedBytes] % 2 === 1) {
    // The odd byte is dropped from both counts (missing was 1 for it).
    state[kMissingBytes]--;
    state[kBufferedBytes]--;
  }
  if (state[kBufferedBytes] === 0) return '';
  const text = state.toString(encodingNames[state[kEncodingField]], kCharStart,
    state[kBufferedBytes]);
  state[kMissingBytes] = 0;
  state[kBufferedBytes] = 0;
  return text;
}

// ---- StringDecoder --------------------------------------------------------

// A function, not a class, as in Node: calling it without `new` fails on
// `this.encoding = ...` (strict mode, this is undefined), after the check.
function StringDecoder(encoding) {
  this.encoding = checkEncoding(encoding);
  this[kNativeDecoder] = Buffer.alloc(kSize);
  this[kNativeDecoder][kEncodingField] = encodingNumbers[this.encoding];
}

StringDecoder.prototype.write = function write(buf) {
  if (typeof buf === 'string') return buf;
  if (!ArrayBuffer.isView(buf)) {
    throw stream._errors.invalidArgType('buf', 'an instance of Buffer, TypedArray, or DataView',
      buf);
  }
  const state = this[kNativeDecoder];
  if (!state) {
    throw stream._nodeError(TypeError, 'ERR_INVALID_THIS',
      'Value of "this" must be of type StringDecoder');
  }
  return decode(state, bytesOf(buf));
};

StringDecoder.prototype.end = function end(buf) {
  let text = '';
  if (buf !== undefined) text = this.write(buf);
  if (this[kNativeDecoder][kBufferedBytes] > 0) text += flush(this[kNativeDecoder]);
  return text;
};

// Undocumented legacy: forgets any held character and decodes buf from
// offset (buf.slice: a Buffer's is a view, a string's a string).
StringDecoder.prototype.text = function text(buf, offset) {
  this[kNativeDecoder][kMissingBytes] = 0;
  this[kNativeDecoder][kBufferedBytes] = 0;
  return this.write(buf.slice(offset));
};

// Enumerable accessors named `get`, as Node's object-literal getters are.
Object.defineProperties(StringDecoder.prototype, {
  lastChar: {
    configurable: true,
    enumerable: true,
    get() { return this[kNativeDecoder].subarray(kCharStart, kCharEnd); },
  },
  lastNeed: {
    configurable: true,
    enumerable: true,
    get() { return this[kNativeDecoder][kMissingBytes]; },
  },
  lastTotal: {
    configurable: true,
    enumerable: true,
    get() { return this[kNativeDecoder][kBufferedBytes] + this[kNativeDecoder][kMissingBytes]; },
  },
});

module.exports = { StringDecoder };
