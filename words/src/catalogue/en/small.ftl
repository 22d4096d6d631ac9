# Small edges of the coach's pages: the file pickers' words in the page's language (not the
# browser's), the drills of another table counted apart. Every key has its Korean text in
# ../ko/small.ftl with the same variables: a test checks it. Terms: docs/GLOSSARY.md.

## A file picker (/drills, /games/annotate): a button of the page's words around the browser's own

small-file-choose = Choose a file
small-file-none = No file chosen
