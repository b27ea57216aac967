// Rejects importing a file of an extension the ES loader does not know.
// @error: 3:1: TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".txt" for {dir}/notes.txt
import "./notes.txt";
