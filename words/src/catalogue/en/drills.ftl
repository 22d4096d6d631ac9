# The drills page (/drills) and the button that keeps a mistake as a drill. Every key has its
# Korean text in ../ko/drills.ftl with the same variables: a test checks it. Terms:
# docs/GLOSSARY.md (drill, box, best / good / wrong).

## The button beside a mistake or a blunder

drills-practise = Practise this
drills-kept = Kept in your drills
drills-already = Already in your drills

## The page

drills-title = Drills
drills-intro = Each drill is a position where a mistake or a blunder was played. Find a better move than the one played. Your drills live in this browser only, and nothing is stored on the server.
drills-boxes = A best answer moves a drill up one box. Box 1 comes back after 1 day, box 2 after 2 days, then 4, 8, 16 and 32 days. A good answer (better than the move played but not best) keeps the drill in its box, and a wrong answer sends it back to box 1.
drills-needs-js = Drills need JavaScript, because they live in your browser. Without it you can still study any position in the explorer.
drills-explorer-link = Open the position analysis
drills-due-today = Due today
drills-done-today = Done today
drills-accuracy = Accuracy
drills-kept-count = Kept
drills-none-due = No drill is due now. Come back when one is due, or keep more from your games.
drills-empty = You have no drills yet. Press “Practise this” beside a mistake or a blunder of a game, or add the broadcast mistakes below.
drills-find-move = Find a better move than the one played in the game.
drills-played = Played in the game
drills-box = Box { $box }
drills-pick-move = Pick a move
drills-verdict-best = Best
drills-verdict-good = Good
drills-verdict-wrong = Wrong
drills-said-best = The best move. The drill moves up to box { $box }.
drills-said-good = A good move, better than the one played but not best. The drill stays in box { $box }.
drills-said-wrong = No better than the move played. The drill goes back to box 1.
drills-best-moves = Best moves
drills-refutation = The best line after your answer
drills-next = Next drill
drills-answer-error = The answer could not be judged. { $error }

## The built-in set

drills-builtin-title = The broadcast mistakes
drills-builtin-help = Every mistake and blunder of the four broadcast games ({ $n } positions), for everyone.
drills-builtin-add = Add them to my drills
drills-builtin-added = { $n } drills added.
drills-builtin-none = The broadcast mistakes need the full table of 십이장기, which this server does not have.

## Export and import

drills-export = Export to a file
drills-import = Import a file
drills-imported = { $n } drills imported.
drills-bad-too-big = The file is larger than { $max } bytes, so it was not read. Your drills are unchanged.
drills-bad-json = The file is not JSON. Your drills are unchanged.
drills-bad-format = The file is not a drills file of sibi (format { $format }, version { $version }). Your drills are unchanged.
drills-bad-position = Drill { $n } of the file has a bad position or move ({ $pos }). Your drills are unchanged.
