// The import's messages live with the import (src/imports), which checks the file; the routes
// answer with the same words.
export * from "../../imports/messages";
