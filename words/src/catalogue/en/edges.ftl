# The rough edges of the record pages: the annotate form's example and first mover, its empty
# form, the record formats on the rules page, a game's final position. Every key has its
# Korean text in ../ko/edges.ftl with the same variables: a test checks it. Terms:
# docs/GLOSSARY.md.

## The annotate form (/games/annotate)

edges-example-h = Example
edges-example-intro = The first four plies of the Black Garnet death match (The Genius, season 3), as a canonical record and as a plain move list (Red first).
edges-formats-link = The record formats
edges-first-label = First to move in a plain move list
edges-empty = The form is empty. Paste a record or choose a file.

## The record formats (the rules page)

edges-records-h = Records
edges-records-table = A published table, as on the wiki: a header row naming the two players, then numbered rows such as | 1 | B2子x | B2相x |.
edges-records-canonical = A canonical record (.gibo): header lines such as `first: d` and `player-a: 오현민`, a blank line, then one ply per line in canonical notation (C2B2, P*C2), as sibi writes it.
edges-records-moves = A plain move list: the moves alone, in canonical notation (C2B2, P*B2) or the broadcasts' short form (B2子x, C2子打), separated by spaces or line breaks, numbered (1. C2B2 or 1 C2B2) or not. It starts from the start position, with the first mover chosen on the form (`sibi annotate --first`, Green by default).

## A game's last page

edges-final-h = Final position
