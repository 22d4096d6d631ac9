# The English catalogue of sibi's front ends (the CLI, the pages, the scripts, the JSON
# messages). Every key here has its Korean text in ../ko/common.ftl, with the same variables: a test
# checks it. Distances are plies: every number of plies shown says so. The words are those of
# docs/GLOSSARY.md.

## Units and values

plies = { $n ->
    [one] 1 ply
   *[other] { $n } plies
}
# A move's label, for the player making it (docs/RULES.md, "Values and distance").
label-win = win in { plies }
label-loss = loss in { plies }
label-draw = draw
# A side, by the colour of its pieces: Green is a, Red is d (docs/GLOSSARY.md).
player = { SIDE($side) }
# A player's name and side: 오현민 (Green).
who = { $name } ({ SIDE($side) })

## How a game ends (GameEnd, Termination)

# Why the game is over at a position, for the player to move: a clause that stands in brackets
# or after a colon, without a full stop.
game-over-try = { SIDE($side) }'s 王 held a turn in { SIDE($other) }'s camp (file { $file }), so { SIDE($side) } wins
game-over-no-legal-move = { SIDE($side) } has no legal move, so { SIDE($other) } wins
# A king capture, for the player who made it.
game-over-king-capture = { SIDE($side) } captured { SIDE($other) }'s 王 and wins
# Words after "won by".
termination = { $how ->
    [king-capture] capturing the 王
    [try] the try
    [time-out] time-out
    [resignation] resignation
    [no-legal-move] leaving no legal move
    [unfinished] nothing (the record is unfinished)
    [repetition] nothing (stopped as a draw by repetition)
    [agreement] nothing (drawn by agreement)
   *[unknown] an unknown ending
}
outcome-won = { $who } won by { termination }
outcome-won-unknown = { $who } won (how is not recorded)
outcome-won-unfinished = { $you ->
    [yes] You
   *[other] { $who }
} { $you ->
    [yes] are
   *[other] is
} named the winner of an unfinished record
outcome-no-result = the record gives no result
outcome-unfinished = the record is unfinished
outcome-repetition = stopped as a draw by repetition (a position came round a third time)
outcome-no-winner = the record names no winner but ends by { termination }

## The verdict on an annotated game

verdict-start-winning = At the start the game is won for { $you ->
    [yes] you
   *[other] { $name }
}.
verdict-start-draw = At the start the game is a draw.
verdict-no-blunder = There was no blunder.
verdict-decisive-blunder = There was one blunder, the decisive one, at ply { $ply }: { $name } { $move } ({ $before } → { $after }).
verdict-one-blunder = There was one blunder, at ply { $ply }: { $name } { $move } ({ $before } → { $after }).
verdict-blunders = There were { $count } blunders ({ $a } { $count_a }, { $d } { $count_d }), the last at ply { $ply }: { $name } { $move } ({ $before } → { $after }).
verdict-blunders-decisive = There were { $count } blunders ({ $a } { $count_a }, { $d } { $count_d }), the decisive one at ply { $ply }: { $name } { $move } ({ $before } → { $after }).
# ply 7 오현민 將(打) C1 (draw → loss 58)
verdict-blunder = ply { $ply } { $name } { $move } ({ $before } → { $after })
verdict-unplayable = The record cannot be played from ply { $ply }.
verdict-end-won = { $you ->
    [yes] You
   *[other] { $who }
} won by { termination }.
verdict-end-won-unknown = { $you ->
    [yes] You
   *[other] { $who }
} won (how is not recorded).
verdict-end-won-unfinished = { $you ->
    [yes] You
   *[other] { $who }
} { $you ->
    [yes] are
   *[other] is
} named the winner of an unfinished record.
verdict-end-no-result = The record gives no result.
verdict-end-unfinished = The record is unfinished.
verdict-end-repetition = The game was stopped as a draw by repetition (a position came round a third time).
verdict-end-no-winner = The record names no winner but ends by { termination }.

## Strength levels

# The figures of a level: the chance of one move among ten whose other nine draw, or, "when half
# its moves lose", of one of five losing moves among five drawing ones.
level-random = every legal move equally likely
level-perfect = always a best move, at random among equals (wins as fast and loses as slowly as it can)
level-pressing = always a move with the best label, and among them the one that gives the opponent the most chances to go wrong, looking 4 plies ahead (wins as fast and loses as slowly as the table allows)
level-takes-king = takes a king it can capture { $percent } of the time
level-always-takes-king = always takes a king it can capture
level-leaves-king = leaves its own king to be taken { $percent } of the time
level-finds-win = finds a win in { plies } { $percent } of the time
level-plays-loss = plays a move that loses in { plies } { $percent } of the time when half its moves do
level-note = The figures are for one such move among ten whose other nine draw. "Half its moves lose" means five losing moves and five drawing ones.
# A scale that reads in order without the numbers (docs/GLOSSARY.md).
level-name = { $level ->
        [1] random
        [2] novice
        [3] beginner
        [4] improving beginner
        [5] intermediate
        [6] upper intermediate
        [7] advanced
        [8] upper advanced
        [9] master
        [10] perfect
       *[11] perfect and pressing
    }
level-title = level { $level } ({ $name })
percent = { $value } %

## The board in a terminal (sibi show)

# A terminal has no colour: the sides are written with their letters, Green (a) and Red (d).
board-position = position
board-rules = rules
board-hand = hand of { SIDE($side) } ({ $side })
board-to-move = to move
board-side = { SIDE($side) } ({ $side })
board-game = game
board-over = over: { $why }
board-on = { $n ->
    [one] on, 1 legal move
   *[other] on, { $n } legal moves
}

## The broadcast games (their titles: show, episode, round)

game-black-garnet-07 = The Genius: Black Garnet · episode 7 · death match
game-black-garnet-final = The Genius: Black Garnet · the final
game-grand-final-11 = The Genius: Grand Final · episode 11 · death match, round { $round } of a best of three

## The broadcast games pages

games-the-broadcast-games = The broadcast games
games-corrected = corrected
games-annotate-your-own-record = Annotate your own record
games-corrected-record = Corrected record:
games-the-record-as-published = the record as published
games-ply = Ply
# The Nth ply of the record, alone and as the heading of its details.
games-ply-n = Ply { $ply }
games-ply-heading = Ply { $ply }: { $who }
games-show = Show
games-open-this-position-in-the = Open this position in the explorer
games-before = before:
games-played = after:
games-best-instead = Best instead:
games-the-end = The end
games-see-the-corrected-record = see the corrected record
games-value-history = Value history
games-every-ply = Every ply
games-open-in-the-explorer = open in the explorer
games-corrected-change = Ply { $ply } changed from { $published } to { $corrected }.

## Why a move is not legal (MoveError, IllegalReason)

# A reason stands after "… cannot be played: { $reason }", so it has no colon of its own.
piece = { $role ->
    [marquis] 侯 (marquis, a promoted 子)
   *[other] { $hanja } ({ $role })
}
move-error-game-over = the game is already over ({ $why })
move-error-empty-square = { $square } is empty, with no piece of { SIDE($side) }
move-error-opponent-piece = { $square } holds no piece of { SIDE($side) } but { SIDE($other) }'s { $piece }
move-error-wrong-piece = the piece on { $square } is a { $found }, not a { $named }
move-error-cannot-step = { SIDE($side) }'s { $piece } cannot step from { $from } to { $to }
move-error-own-piece = { $to } is occupied by { SIDE($side) }'s own { $piece }
move-error-not-in-hand = { SIDE($side) } has no { $piece } in hand
move-error-drop-on-occupied = cannot drop on { $to }, which holds { SIDE($owner) }'s { $piece }
move-error-drop-in-enemy-camp = cannot drop on { $to }, in the opponent's camp (file { $file }), where twelve-janggi forbids drops
move-error-no-piece-can-reach = no { $hanja } of { SIDE($side) } can step to { $to }
move-error-ambiguous = ambiguous, as { $count } pieces { $hanja } of { SIDE($side) } can step to { $to } ({ $moves })
illegal-after-king-capture = the game was already over, as { SIDE($winner) } had captured the 王
# A move of a record that cannot be played: `B2C2` cannot be played: …
games-illegal-move = Ply { $ply }, `{ $move }` cannot be played: { $reason }

## Values in short (plies)

value-win = win in { plies }
value-loss = loss in { plies }
value-draw = draw

## The explorer and the pages' frame (serve/i18n.rs Words)

page-title = sibi — 십이장기 solved
page-explore = Explorer
page-games = Games
page-play = Play
page-puzzles = Puzzles
page-edit = Edit position
page-to-move = To move
page-empty-hand = empty
page-winning = Winning moves
page-drawing = Drawing moves
page-losing = Losing moves
page-best = Best
page-pv = Principal variation (both sides perfect), { plies }
page-pv-end-capture = the 王 is captured
page-pv-end-repetition = a position repeats. With perfect play on both sides the line goes round, a draw
page-pv-end-cut = cut
page-captures-king = captures the 王, game over
page-position-text = Position text
page-go = Open
page-flip = Flip board
page-swap = Other side to move
page-start = Start position
page-units = Distances are in plies: one ply is one player's move.
page-no-js = Without JavaScript, follow the links of the moves.
page-not-in-table = This table has another piece set than the start position. Shown instead:
page-edit-help = Place pieces on the squares, set both hands and the side to move, then check.
# The mark of a 子 promoting to 侯 in a move's broadcast form (the broadcasts write 侯전환).
page-promotion-mark = =侯
## The rules page (/rules)
page-rules = Rules
rules-title = The rules of 십이장기
rules-intro = 십이장기 (Twelve Janggi) is the small shogi-like game of the Korean show The Genius. These are the rules sibi solves, as its docs/RULES.md gives them.
rules-board-h = The board and the camps
rules-board = The board has 4 files, A to D, and 3 ranks, 1 to 3, that is 12 squares. Each side owns a camp, its home file, and moves toward the other's: Green (a) has file A, Red (d) has file D, and either may move first.
rules-start = The start position (each piece points the way its owner moves):
rules-steps-setting = With the script, the step marks of every piece can be drawn on the boards of the site (the setting is kept in this browser):
rules-pieces-h = The pieces and their steps
rules-pieces = Every piece moves one step. The dots show where a Green piece on B2 may go, and Red's pieces face the other way.
rules-piece-k = 王 king: one step in any of the 8 directions.
rules-piece-g = 將 general: one step forward, back, left or right.
rules-piece-m = 相 minister: one step along a diagonal.
rules-piece-p = 子 pawn: one step forward only.
rules-piece-h = 侯 marquis, a promoted pawn: one step in any direction but the two backward diagonals.
rules-turn-h = A turn
rules-move = Move one of your pieces one step onto an empty square, or onto an enemy piece, which you capture: it goes into your hand and from then on faces your way (a captured 侯 becomes a 子 again).
rules-drop = Or drop (打) a piece from your hand onto an empty square that is not in the opponent's camp. A dropped 子 is always a 子.
rules-drop-dobutsu = Or drop (打) a piece from your hand onto any empty square (Dōbutsu shōgi: the opponent's camp included). A dropped 子 is always a 子.
rules-promotion = A 子 that moves into the opponent's camp becomes a 侯 at once.
rules-no-check = There is no check rule: a move may leave your own 王 where it can be captured.
rules-end-h = How the game ends
rules-end-capture = Capturing the enemy 王 wins at once.
rules-end-try = The try: if your 王 stands in the opponent's camp at the start of your turn (it entered and held one turn), you win.
rules-end-no-move = A player with no legal move loses.
rules-end-draw = There is no repetition rule. A position from which neither side can force a win is a draw, and perfect play goes on forever.
rules-plies-h = Distances in plies
rules-plies = sibi counts distances in plies: one ply is one player's move. "Wins in 5 plies" means that the game ends with that player's win on the fifth ply from now, with perfect play on both sides (the winner as fast as it can, the loser as slowly). A move is labelled for the player making it, counted from the position before it.
rules-notation-h = Notation
rules-notation-moves = Moves: B2C2 is a step from B2 to C2, P*B1 a drop of a 子 on B1. The broadcasts' form names the piece, as in 相 A1 → B2 (子x) +.
rules-notation-marks = Marks: x a capture (the piece taken in brackets), + a check, 打 a drop, =侯 a 子 promoting.
rules-notation-position = Position text: ranks 1, 2 and 3 separated by slashes, each from file A to D, a letter for each piece (王 K, 將 G, 相 M, 子 P, 侯 H), capitals for Green's and small letters for Red's, digits for empty squares, then the hands (- for none) and the side to move (a or d). The start is M2g/KPpk/G2m - a.
explorer-game-over = Game over
# The traps a move sets: how many of the opponent's replies after it lose.
explorer-replies = { $losing } of the opponent's { $total } { $total ->
    [one] reply loses
   *[other] replies lose
}
edit-not-a-piece = { $square }: `{ $value }` is not a piece letter
edit-not-a-count = { $player }'s hand cannot hold `{ $value }` { $piece } (0, 1 or 2)
edit-not-a-side = side=`{ $value }`: expected a or d
edit-not-an-action = action=`{ $value }`: expected clear, start, flip or swap
edit-palette = Pieces to place: pick one, then click or drag onto the board
# An option of a square's menu in the editor: Green 王.
edit-square-piece = { SIDE($side) } { $hanja }
edit-erase = Erase
edit-clear = Clear the board
edit-cancel = Cancel
page-check = Check and open
page-side = Side to move
page-empty = empty
page-steps = Step marks
page-line = The line played here (← and → step along it)
page-line-start = start
page-board = Board
page-api = JSON API
page-hand-title = { SIDE($side) }'s hand
page-piece = { $role } { $hanja }
page-verdict-win = { SIDE($side) } to move — with perfect play { SIDE($side) } wins in { plies }
page-verdict-loss = { SIDE($side) } to move — with perfect play { SIDE($other) } wins in { plies }
page-verdict-draw = Draw — neither side can force a win
page-over-king-capture = Game over — { SIDE($side) } captured { SIDE($other) }'s 王 and wins
page-over-try = Game over — { SIDE($side) }'s 王 held a turn in { SIDE($other) }'s camp, and { SIDE($side) } wins
page-over-no-legal-move = Game over — { SIDE($side) } has no legal move, and { SIDE($other) } wins

# The pressure of a move (docs/GLOSSARY.md): the chance that the opponent at the reference level answers with a blunder. $percent is a percentage (the key percent).
explorer-pressure = pressure { $percent }
# Its explanation (a tooltip, and a note when moves are ordered by it). $level is a level's title: level 5 (intermediate).
explorer-pressure-title = Pressure is the chance that the opponent, playing like { $level }, answers with a blunder, a reply that worsens their result (a win to a draw or a loss, a draw to a loss).
# The control that orders the moves of equal value: by traps or by pressure.
explorer-order = Equal moves:
explorer-order-traps = most traps first
explorer-order-pressure = most pressure first

## /puzzles

puzzles-puzzles = Puzzles
puzzles-positions-won-in-exactly = Positions won in exactly N plies where the winner has only one winning move at every turn, against every longest defence (at the last move, every move that ends the game counts). You play the winner, and the engine defends as long as it can.
puzzles-in-brackets-how-many = In brackets, the number of such puzzles.
puzzles-retry = Retry
puzzles-solved = Solved!
puzzles-next-puzzle = Next puzzle
puzzles-your-move = Your move
puzzles-your-move-pick-one = Your move: pick one (or click the board)
puzzles-link-to-this-puzzle = Link to this puzzle
puzzles-open-in-the-explorer = Open in the explorer
puzzles-all-lengths = All puzzles
puzzles-puzzle = Puzzle
puzzles-scope-reachable = Positions reachable from the start, a position and its mirror image once.
puzzles-scope-any = Every legal position, a position and its mirror image once.
puzzles-max-owned = { $n ->
    [one] The winner owns at most 1 piece besides its king.
   *[other] The winner owns at most { $n } pieces besides its king.
}
puzzles-heading = Puzzle: { SIDE($side) } to move wins in { plies }
puzzles-illegal = not a legal move here. Try again.
puzzles-not-a-move = not a move (such as B2C2 or P*B1). Try again.
puzzles-slower-win = it wins, but in { plies } instead of { $left ->
    [one] 1 ply
   *[other] { $left } plies
}. Try again.
puzzles-win-gone = the win is gone: this move { $kind ->
    [draw] only draws
   *[loss] loses in { plies }
}. Try again.
puzzles-solved-how = { $how ->
    [king-capture] The king is captured.
    [try] The king held a turn in the enemy camp.
   *[other] The defender has no legal move.
}
puzzles-left = { plies } left
puzzles-hold-title = Holding puzzles
puzzles-hold-about = Drawn positions reachable from the start where exactly one move keeps the draw and at least three lose, turn after turn against the opponent's most testing replies. You defend, and a wrong move shows how it loses.
puzzles-hold-none-in-file = This puzzle file was written before the holding puzzles. Build it again with sibi puzzles --build to offer them.
puzzles-hold-turns = { $n ->
    [one] 1 turn
   *[other] { $n } turns
}
puzzles-hold-heading = Holding puzzle: { SIDE($side) } to move holds the draw for { $n ->
    [one] 1 turn
   *[other] { $n } turns
}
puzzles-hold-to-move = { SIDE($side) } to move. Find the only move that holds the draw ({ $n ->
    [one] 1 turn
   *[other] { $n } turns
} left).
puzzles-hold-loses = { $move } loses in { plies }. Try again.
puzzles-hold-losing-line = How it loses (after this move, both sides perfect)
puzzles-hold-held = You found the only move that holds { $n ->
    [one] once.
   *[other] { $n } times.
}
puzzles-hold-not-one = not a holding puzzle: no move here is the only one that keeps the draw with at least three that lose
puzzles-hold-bad-turns = turns=`{ $value }`: give a chain length in turns, a whole number from 1 up
puzzles-hold-none-of-length = there is no holding puzzle of { $n ->
    [one] 1 turn
   *[other] { $n } turns
} here

## The value graph (games, play, annotate --plot)

# The ticks of the narrow value axis, and a point's tooltip: ply 3: win in 29 plies.
graph-win = win { $n }p
graph-loss = loss { $n }p
graph-draw = draw
graph-ply = ply
graph-point = { $ply ->
        [0] start position: { $value }
       *[other] ply { $ply }: { $value }
    }
graph-axis = value for Green (distance in plies, p)
graph-blunder = Blunder at ply { $ply }: { $move } ({ $before } → { $after })
games-prev-mistake = ← previous { $kind ->
    [blunder] blunder
   *[mistake] mistake
} (ply { $ply })
games-next-mistake = next { $kind ->
    [blunder] blunder
   *[mistake] mistake
} (ply { $ply }) →

## Verdicts on moves, footnotes, the annotation form and table

verdict-best = best
verdict-only-move = only move !
verdict-mistake = mistake ?
verdict-blunder-mark = blunder ??
# The badge of the decisive blunder, and a ply's move as the record publishes it.
verdict-decisive-mark = decisive blunder ??
games-published = published: { $text }
games-end = end
# The checks of a commentary footnote: the move it calls bad, the move it proposes, its "no
# winning move any more".
footnote-bad-move = { $verdict ->
    [blunder] The commentary calls it a blunder, and it is one: it worsens the result ({ $best } → { $played }).
    [mistake] The commentary calls it a blunder, but the result stays the same: it is a mistake that only worsens the distance ({ $best } → { $played }).
   *[best] The commentary calls it a blunder, but it is a best move ({ $played }).
}
footnote-proposed = The move the commentary proposes, { $move }, { $kind ->
    [best] is a best move ({ $value }).
    [better] is better than the move played but not the best ({ $value }).
   *[no-better] is no better than the move played ({ $value }).
}
footnote-no-winning-move = The commentary's “no winning move any more” { $holds ->
    [yes] holds.
   *[no] does not hold.
}
annotate-title = Annotate a record
annotate-help = Paste a published table (as on the wiki) or a .gibo record, or upload a file. The server keeps nothing.
annotate-file = File:
annotate-button = Annotate
annotate-warnings = { $n ->
    [one] 1 warning
   *[other] { $n } warnings
}
table-ply = ply
table-player = player
table-published = published
table-move = move
table-before = before
table-after = after
table-verdict = verdict
table-best = best instead

## Corrections and warnings of a published record

place-row = row { $row }, { $name }
place-row-line = row { $row }, line { $line }, { $name }
place-line = line { $line }
place-row-only = row { $row }
place-ply = ply { $ply }
correction = ply { $ply } ({ $place }), `{ $published }` read as `{ $corrected }` ({ $move }, { $change }): the rest is then legal, { $marks } mark(s) of the record disagree, and the end { $end ->
    [agrees] agrees
   *[disagrees] disagrees
}
change-origin = origin { $published } read as { $corrected }
change-destination = destination { $published } read as { $corrected }
change-piece = piece { $published } read as { $corrected }
change-chosen-origin = origin { $from } chosen (ambiguous move)
change-step-not-drop = a step from { $from }, not a drop
change-drop-not-step = a drop, not a step
board-result = { SIDE($side) } wins by { $how }
warning = { $place } ({ $name }), `{ $text }`: { $what }
warning-capture-missing = the move captures a { $captured } but has no capture mark
warning-capture-without-capture = capture mark, but the move captures nothing
warning-capture-wrong-piece = the capture mark names { $marked } but the move captures a { $captured }
warning-check-missing = the move gives check but has no `+`
warning-check-without-check = `+`, but the move gives no check
warning-promotion-missing = the 子 becomes 侯 but the record has no promotion mark
warning-promotion-without-promotion = promotion mark, but no 子 becomes 侯
warning-piece-name = the piece named is { $named } but the piece on the origin square is { $found }
warning-king-capture-missed = the mover could capture the enemy 王 but plays another move
warning-note-try-not-held = the end note says the king held one turn, but the winner holds no try when the record ends
warning-note-winner = the end note's winner disagrees with the board ({ $board })
warning-note-winner-not-over = the end note names a winner after a move, but the game is not over on the board
warning-note-after-game-over = time-out or resignation, but the game was already over on the board ({ $board })
warning-note-loser-not-to-move = time-out or resignation of a player who was not to move
warning-note-winner-not-a-player = the end note names `{ $name }` as the winner, who is neither player: read as free text, the winner taken from the board
warning-no-result = the record ends without a result: no end note, and the game is not over
annotate-apply = Annotate with this correction
annotate-corrected = Corrected: ply { $ply } replaced by { $move }, the rest as sent.
annotate-as-sent = Annotate the record as sent
annotate-summary = Summary

## Bad position text and impossible positions (LineError, PositionError)

position-king-count = { $count ->
    [0] { SIDE($side) } has no 王 on the board
   *[other] { SIDE($side) } has { $count } kings on the board
}, and each side needs exactly one
position-piece-count = { $found } { $role }(s) on the board and in hands together, but positions of this table have exactly { $expected }
position-unpromoted-pawn = unpromoted pawn of { SIDE($side) } on { $square }, in its enemy camp (twelve-janggi rules: it would have promoted)
position-hand-count = { SIDE($side) } holds { $count } { $role }s in hand, and at most 2 exist
line-empty = empty input: expected position text such as `M2g/KPpk/G2m - a`
line-notation = column { $column }: { $what }
line-impossible = impossible position (rules { $rules }, pieces { $pieces }): { $why }
line-no-moves = `moves` must be followed by at least one move
line-move = move { $number } ({ $word }): { $what }
line-move-illegal = not legal in { $position }: { $why }
line-after-king-capture = it captures the 王 in { $position }: the game is over, no move may follow

## Error pages

error-bad-request = Bad request
error-bad-position = Bad position
error-not-in-table = Not in this table
error-not-found = Not found
error-table = Table error
error-not-a-puzzle = Not a puzzle
error-no-such-puzzle = No such puzzle
error-not-ready = Puzzles not ready
error-busy = Server busy
error-too-large = Too large
error-cross-site = Refused: a form of another site
error-cross-site-why = this server takes forms only from its own pages: a page of another site cannot post to it for you. Open { $path } here and send the form from it.
error-timed-out = Too slow
error-request-timeout = the request took longer than { $seconds } s and was stopped: try again
error-body-timeout = the request's body stopped arriving for { $seconds } s: send it again
error-rate-limited = Too many requests
error-rate-limited-why = too many requests from your address: try again in { $seconds } s
error-bad-url = the address is not valid: its path is not UTF-8 text once decoded
error-table-damaged = the table is damaged: { $why }
error-internal = Server error
error-panic = the server failed while answering this request. It goes on answering others, and the failure is in its log
error-no-such-page = There is no such page.
error-method-not-allowed = This address does not take { $method } requests.
error-no-game = no game named `{ $name }`
line-bad-position = bad position text, column { $column }: { $what }
puzzles-no-file = this server has no puzzles, as its puzzle file is missing and it was started with --no-generate. Build it with { $command } (with the server's --tablebase, if it was given one), then restart the server
puzzles-unusable = this server has no puzzles, as its puzzle file cannot be used and it was started with --no-generate. Build it again with { $command } (with the server's --tablebase, if it was given one), then restart the server
puzzles-failed = the puzzles could not be found: { $why }
puzzles-building = the puzzles are being built. Try again in a few minutes
puzzles-none-of-length = there is no puzzle of { $n } plies here. Lengths offered: { $offered }
puzzles-offered-none = none
puzzles-offered = { $list } plies
## The server's refusals of a request's parameters
error-bodies-busy = the server is reading { $max } records already: try again in a moment
error-body-too-many-chunks = the body came in more than { $max } chunks: send it with a Content-Length or in larger chunks
error-body-malformed = the body's chunked encoding does not read (a chunk size that is not hexadecimal, say)
error-path-too-long = the path of the address is longer than { $max } bytes
error-query-too-long = the query is longer than { $max } bytes
error-no-such-api = no such API: see /api/v1/position, /api/v1/mainline, /api/v1/engine-move and /api/v1/puzzle
error-missing-pos = missing pos: give position text, such as pos=M2g/KPpk/G2m+-+a
error-position-too-long = the position text is longer than { $max } bytes
error-impossible-position = impossible position: { $why }
error-body-too-large = the request body is larger than { $max } bytes
query-not-utf8 = the query is not valid UTF-8
query-seed = seed=`{ $value }`: expected a whole number from 0 to { $max }
level-out-of-range = level { $n } does not exist: levels go from 1 (random moves) to 10 (perfect play) and 11 (perfect and pressing)
level-not-a-number = `{ $value }` is not a level: give a whole number from 1 (random moves) to 10 (perfect play) or 11 (perfect and pressing)
query-side = side=`{ $value }`: expected a or d
query-ply = ply=`{ $value }`: expected a ply number
# $words: the words the parameter takes, as `a`, `b` or `c`.
query-choice = { $key }=`{ $value }`: expected { $words }
query-or = or
query-other = the query does not read: { $why }
puzzles-solved-already = the puzzle is already solved
puzzles-moves-not-a-move = `{ $text }` is not a move (such as B2C2 or P*B1)
puzzles-moves-illegal = { $move } is not a legal move in { $position }
puzzles-not-in-solution = { $move } is not a move of the solution in { $position }
puzzles-bad-plies = plies=`{ $value }`, give a puzzle length in plies, a whole number from 2 up (offered here: { $offered })
puzzles-position-alone = pos: give the puzzle's position alone (its moves go in moves=)
puzzles-too-many-moves = moves: more moves than any puzzle has
puzzles-missing-plies = missing plies. Give a puzzle length, such as plies=5 (offered: { $offered })
## Why a position is not a puzzle (NotAPuzzle)
not-a-puzzle-game-over = not a puzzle: the game is over there ({ $why })
not-a-puzzle-not-long-win = not a puzzle: its value is { $value }, and a puzzle is won in { $min } plies or more
not-a-puzzle-overwhelming = not a puzzle: the winner owns { $owned } pieces besides its king, more than { $max }
not-a-puzzle-second-win = not a puzzle. Two moves win in { $position }, { $first } and { $second }
not-a-puzzle-second-win-after = not a puzzle. After { $line }, two moves win in { $position }, { $first } and { $second }
rules-name = { $rules }
games-unavailable = the broadcast games need the full twelve-janggi table (GGMMPP), and this server has { $rules } { $pieces }
error-other-table = { $kings ->
        [only] the position has the kings only, and this server's table is { $rules } { $pieces }: serve a { $rules } table of the kings alone for it
       *[other] the position has the piece set { $set }, and this server's table is { $rules } { $pieces }: serve the { $rules } { $set } table for it
    }

## Malformed position text and move text (NotationProblem)

notation-empty-position = empty input: expected position text such as `M2g/KPpk/G2m - a`
notation-piece-name-in-position = { $found } is a Hanja/Hangul piece name. Position text is ASCII only (K G M P H, uppercase for Green, lowercase for Red), and Hanja and Hangul are for moves and display
notation-non-ascii = { $found } is a non-ASCII character. Position text is ASCII only (K G M P H, uppercase for Green, lowercase for Red), and Hanja and Hangul are for moves and display
notation-missing-hands-and-side = missing hands and side to move after the board (e.g. `M2g/KPpk/G2m - a`)
notation-missing-hands = missing hands between the board and the side to move (write `-` for empty hands)
notation-missing-side = missing side to move (`a` or `d`) after the hands
notation-bad-side = side to move must be `a` or `d`, found `{ $found }`
notation-text-after-side = unexpected text after the side to move
notation-rank-squares = rank { $rank } has { $squares } squares, expected 4
notation-too-many-ranks = too many ranks: the board has 3 ranks, separated by '/'
notation-too-few-ranks = the board has { $ranks } ranks, expected 3 separated by '/'
notation-bad-empty-count = '{ $digit }' is not a number of empty squares: use a digit 1–4
notation-unknown-piece = unknown piece letter '{ $letter }'. Pieces are K G M P H (uppercase for Green, lowercase for Red)
notation-unexpected-on-board = unexpected character { $found } on the board (expected piece letters, digits 1–4 or '/')
notation-dash-with-pieces = '-' means both hands are empty and stands alone. Do not mix it with pieces
notation-two-counts = two counts in a row in the hands
notation-bad-hand-count = '{ $digit }' cannot be a hand count: only 2 is written, before a letter (`2P`)
notation-unknown-hand-piece = unknown piece letter '{ $letter }' in the hands. A hand holds G M P (uppercase for Green, lowercase for Red)
notation-king-in-hand = a 王 (K) cannot be in hand: kings are never captured into a hand
notation-marquis-in-hand = a 侯 (H) cannot be in hand: a captured 侯 turns back into a 子 (write P)
notation-hand-overflow = { SIDE($side) } holds { $count } { $piece } in hand, and at most 2 exist
notation-unexpected-in-hands = unexpected character { $found } in the hands (expected G M P letters, a count 2, or '-')
notation-count-without-piece = the count 2 is not followed by a piece letter
notation-empty-move = empty move: expected a move such as B2C2, B2-C2 or P*B1
notation-drop-without-piece = a drop names its piece first, as in P*B1 or 子*B1
notation-king-drop = a 王 is never in hand, so it cannot be dropped
notation-marquis-drop = a 侯 is never in hand (a captured 侯 turns back into 子): drop 子 (P)
notation-missing-square = missing square (A1–D3)
notation-file-off-board = file '{ $file }' is off the board (files are A–D)
notation-expected-square = expected a square (A1–D3), found { $found }
notation-rank-off-board = rank { $rank } is off the board (ranks are 1–3)
notation-expected-rank = expected the rank (1–3) of file { $file }, found { $found }
notation-missing-rank = missing the rank (1–3) of file { $file }
notation-text-after-move = unexpected { $found } after the move
## The text report of sibi annotate

ann-span-end = after ply { $ply }
ann-span-ply = ply { $first }
ann-span-from = from ply { $first } to the end
ann-span-range = plies { $first }–{ $last }
ann-episode = episode { $episode }
ann-round = round { $round }
ann-players = Green (camp A) { $a }, Red (camp D) { $d }, { $first } moved first, { $rules } rules
ann-from-position = from the position { $position } (not the start position)
ann-result = result: { $result }
ann-end-note = end note: { $note }
ann-corrected = CORRECTED: ply { $ply } replaced by { $move } (--correct), the rest as recorded
table-row = row
ann-corrected-move = { $move } (corrected)
ann-legend = Before is what the position is worth for the player to move (win/loss in N plies, or draw), after is what the move played is worth, counted from the same position. A best move keeps the value (docs/RULES.md).
ann-legend-pov = Before and after are what the position before the move, and the move played, are worth for { SIDE($side) } ({ $name }), whoever moves (win/loss in N plies, or draw).
ann-position = position: { $position }
ann-at-row = , row { $row }
ann-at-line = , line { $line }
ann-illegal = ply { $ply }{ $row } ({ $who }), “{ $text }” cannot be played: { $reason }
ann-not-annotated = plies { $first }–{ $last } are not annotated
ann-correct-hint = to annotate the rest with the first suggested correction (see the summary), run sibi annotate { $file } --correct { $ply }:{ $move }
ann-record-stops = after ply { $ply }, { $value } for { $who } (to move). The record stops here
ann-king-captured = the 王 is captured: the game is over
ann-winning = { $who } winning
ann-summary = summary
ann-theoretical = theoretical result: { $phases }
ann-phase = { $span }: { $standing }
ann-no-blunders = blunders: none
ann-or = {" "}or{" "}
ann-blunder = blunder at ply { $ply }, { $who } played { $move } ({ $before } → { $after }), best was { $best } ({ $before })
ann-mistakes = mistakes (same result, but a slower win or a faster loss): { $a } { $count_a ->
    [0] none
   *[other] { $count_a }
}, { $d } { $count_d ->
    [0] none
   *[other] { $count_d }
}
ann-unplayable-from = the record cannot be played from ply { $ply }
ann-on-the-board = on the board { $outcome }
ann-not-over = on the board the game was not over: { $value } for { $who } to move
ann-how-it-ended = how it ended: { $outcome }, { $board }
ann-how-it-ended-agrees = how it ended: { $outcome }
ann-disagreement = warning: the record says { $recorded }, but on the board { $board }
ann-verdict = verdict: { $verdict }
ann-suggested = suggested correction { $n } (not applied): { $correction }
ann-warnings = { $n } warning(s) about the published marks (see `sibi annotate --json`)
