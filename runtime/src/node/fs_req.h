/* fs_req.h - what node/fs.c (the request engine, the steps, the module
 * objects) and node/fs_args.c (Node's argument parsing and errors) share:
 * the operations, the encodings and FsReq, one operation in flight. Not
 * seen outside the fs module. */
#ifndef SCR_NODE_FS_REQ_H
#define SCR_NODE_FS_REQ_H

#include "scr.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <uv.h>

enum { STYLE_SYNC, STYLE_CB, STYLE_PROMISE };
enum { STEP_ISSUED, STEP_DONE };
enum { ENC_BUFFER, ENC_UTF8, ENC_OTHER };

/* The operations; each native's magic is op * 4 + style. */
enum {
    OP_ACCESS,
    OP_APPENDFILE,
    OP_CHMOD,
    OP_CLOSE,
    OP_COPYFILE,
    OP_EXISTS,
    OP_FCHMOD,
    OP_FDATASYNC,
    OP_FSTAT,
    OP_FSYNC,
    OP_FTRUNCATE,
    OP_FUTIMES,
    OP_LINK,
    OP_LSTAT,
    OP_LUTIMES,
    OP_MKDIR,
    OP_MKDTEMP,
    OP_OPEN,
    OP_READ,
    OP_READDIR,
    OP_READFILE,
    OP_READLINK,
    OP_REALPATH,
    OP_REALPATH_NATIVE,
    OP_RENAME,
    OP_RM,
    OP_RMDIR,
    OP_STAT,
    OP_SYMLINK,
    OP_TRUNCATE,
    OP_UNLINK,
    OP_UTIMES,
    OP_WRITE,
    OP_WRITEFILE,
    OP__COUNT
};

typedef struct Enc {
    int kind;
    char name[16]; /* the name as given, for ENC_OTHER */
} Enc;

/* One operation in flight. The fields an operation does not use stay zero. */
typedef struct FsReq {
    uv_fs_t req;
    struct FsReq *next, *prev; /* the in-flight list (async forms only) */
    int op, style, stage;
    ssize_t res;      /* the result of the last uv request */
    bool immediate;   /* an async uv_fs_* call failed before queueing */
    bool in_uv;       /* an async request is queued in libuv */
    bool from_handle; /* a FileHandle method: results are shaped for it */
    ScrValue cb;      /* owned: the callback, or the promise */
    ScrValue keep;    /* owned: the buffer a read or write uses */
    ScrValue result;  /* owned: the value delivered on success */
    ScrValue error;   /* owned: the error delivered, once failed */
    ScrValue context; /* owned: the async context the callback runs in */
    char *path, *dest;
    Enc enc;
    int fd, flags, mode;
    bool own_fd; /* readFile/writeFile opened fd and close it */
    bool recursive, force, with_types;
    bool bigint;   /* stat's `bigint` option: a BigIntStats */
    int64_t pos;   /* -1: the current position */
    uint8_t *data; /* readFile's growing bytes (owned); writeFile's bytes */
    size_t len, cap, done;
    bool owns_data; /* data is malloc'd by the request (writeFile of a string) */
    bool exact;     /* readFile of a regular file: read st_size bytes, as Node does */
    bool direct;    /* readFile into the Buffer in keep (data points into it) */
    double atime, mtime;
    int64_t trunc_len;
    /* rm's and mkdir's work list: paths (owned), with a flag each. */
    char **stack;
    uint8_t *visited;
    int nstack, capstack;
    char *first; /* mkdir -p: the first directory made */
} FsReq;

/* The ASCII or UTF-8 string s as a new string value, owned. */
ScrValue scr__fs_str(const char *s);
/* A malloc'd copy of s. */
char *scr__fs_strdup(const char *s);

/* fs_args.c: parses op's arguments (argc of them, without the callback)
 * into r, whose op and style are set. 0, or -1 with Node's error pending. */
int scr__fs_parse(FsReq *r, int argc, ScrValue *argv);
/* fs_args.c: a path argument, malloc'd, or NULL with Node's error. */
char *scr__fs_path_arg(ScrValue v, const char *name);
/* fs_args.c: a descriptor argument: 0, or -1 with Node's error. */
int scr__fs_fd_arg(ScrValue v, int *out);
/* fs_args.c: what a missing callback's ERR_INVALID_ARG_TYPE received. */
ScrValue scr__fs_missing_cb(int op, int argc, ScrValue *argv);

/* fs.c: the bytes of string s in encoding e, malloc'd into *p. 0 or -1. */
int scr__fs_string_bytes(ScrValue s, const Enc *e, uint8_t **p, size_t *n);
/* fs.c: path.resolve(p), malloc'd. */
char *scr__fs_resolve_lexical(const char *p);
/* fs.c: true when v is a FileHandle, with *fd its descriptor (-1 once
 * closed). */
bool scr__fs_file_handle(ScrValue v, int *fd);

#endif
