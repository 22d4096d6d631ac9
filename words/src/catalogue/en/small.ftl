# Small edges of the coach's pages: the file pickers' words in the page's language (not the
# browser's), the drills of another table counted apart. Every key has its Korean text in
# ../ko/small.ftl with the same variables: a test checks it. Terms: docs/GLOSSARY.md.

## A file picker (/drills, /games/annotate): a button of the page's words around the browser's own

small-file-choose = Choose a file
small-file-none = No file chosen

## /drills: the drills kept from another table (another rule set or piece set), counted apart

small-drills-other-table =
    { $n ->
        [one] One drill of another table is kept in this browser. It is asked on a server that has its table ({ $tables }), and it is not counted here.
       *[other] { $n } drills of other tables are kept in this browser. They are asked on a server that has their table ({ $tables }), and they are not counted here.
    }
