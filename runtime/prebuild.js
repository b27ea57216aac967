// Compiled by `make build` in every prebuilt variant (the Makefile's
// PREBUILT_VARIANTS): a program that imports one built-in written in
// JavaScript loads all of them, so this builds every one's object.
import 'node:stream';
