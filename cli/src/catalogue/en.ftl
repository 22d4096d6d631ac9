# The English catalogue of sibi's front ends (the CLI, the pages, the scripts, the JSON
# messages). Every key here has its Korean text in ko.ftl, with the same variables: a test
# checks it. Distances are plies: every number of plies shown says so.

## Units and values

plies = { $n ->
    [one] 1 ply
   *[other] { $n } plies
}
# A move's label, for the player making it (RULES.md, "Values and distance").
label-win = win in { plies }
label-loss = loss in { plies }
label-draw = draw
player = player { $side }
# A player's name and camp: 오현민 (a).
who = { $name } ({ $side })

## How a game ends (GameEnd, Termination)

# Why the game is over at a position, for the player to move.
game-over-try = player { $side }'s 王 stands in player { $other }'s camp (file { $file }) at the start of its turn: the try is held, player { $side } wins
game-over-no-legal-move = player { $side } has no legal move: player { $other } wins
# A king capture, for the player who made it.
game-over-king-capture = player { $side } captured player { $other }'s 王: player { $side } wins
# Words after "won by".
termination = { $how ->
    [king-capture] capturing the 王
    [try] the try
    [time-out] time-out
    [resignation] resignation
    [no-legal-move] leaving no legal move
    [unfinished] nothing (the record is unfinished)
    [repetition] nothing (stopped as a draw by repetition)
   *[unknown] an unknown ending
}
outcome-won = { $who } won by { termination }
outcome-won-unknown = { $who } won (how is not recorded)
outcome-won-unfinished = { $who } is named the winner of an unfinished record
outcome-no-result = the record gives no result
outcome-unfinished = the record is unfinished
outcome-repetition = stopped as a draw by repetition (a position came round a third time)
outcome-no-winner = the record names no winner but ends by { termination }

## The verdict on an annotated game

verdict-start-winning = { $name } winning at the start
verdict-start-draw = draw at the start
verdict-no-blunder = no blunder
verdict-decisive-blunder = decisive blunder: { $blunder }
verdict-one-blunder = one blunder: { $blunder }
verdict-blunders = { $count } blunders ({ $a } { $count_a }, { $d } { $count_d }), the last: { $blunder }
verdict-blunders-decisive = { $count } blunders ({ $a } { $count_a }, { $d } { $count_d }), the last decisive: { $blunder }
# ply 7 오현민 將(打) C1 (draw → loss 58)
verdict-blunder = ply { $ply } { $name } { $move } ({ $before } → { $after })
verdict-unplayable = { $result } (the record cannot be played from ply { $ply })

## Strength levels

# The figures of a level: the chance of one move among ten whose other nine draw, or, "when half
# its moves lose", of one of five losing moves among five drawing ones.
level-random = every legal move equally likely
level-perfect = perfect: always a move with the best label, at random among equals (wins as fast and loses as slowly as the table allows)
level-takes-king = takes a king it can capture { $percent } of the time
level-always-takes-king = always takes a king it can capture
level-leaves-king = leaves its own king to be taken { $percent } of the time
level-finds-win = finds a win in { plies } { $percent } of the time
level-plays-loss = when half its moves lose in { plies }, plays one { $percent } of the time
level-note = figures: one such move among ten, the other nine drawing; "half its moves lose": five lose, five draw
percent = { $value } %

## The board in a terminal (sibi show)

board-position = position
board-rules = rules
board-hand = hand { $side }
board-to-move = to move
board-game = game
board-over = over: { $why }
board-on = { $n ->
    [one] on, 1 legal move
   *[other] on, { $n } legal moves
}

## The broadcast games (their titles: show, episode, round)

game-black-garnet-07 = The Genius: Black Garnet · episode 7 · death match
game-black-garnet-final = The Genius: Black Garnet · the final
game-grand-final-11 = The Genius: Grand Final · episode 11 · death match, game { $round } of a best of 3

## The broadcast games pages

games-the-broadcast-games = The broadcast games
games-corrected = corrected
games-annotate-your-own-record = Annotate your own record
games-corrected-record = Corrected record:
games-the-record-as-published = the record as published
games-ply = Ply
games-show = Show
games-open-this-position-in-the = Open this position in the explorer
games-before = before:
games-played = played:
games-best-instead = Best instead:
games-the-end = The end
games-see-the-corrected-record = see the corrected record
games-value-history = Value history
games-every-ply = Every ply
games-open-in-the-explorer = open in the explorer

## Why a move is not legal (MoveError, IllegalReason)

piece = { $role ->
    [marquis] 侯 (marquis, a promoted 子)
   *[other] { $hanja } ({ $role })
}
move-error-game-over = the game is already over: { $why }
move-error-empty-square = no piece of player { $side } on { $square }: the square is empty
move-error-opponent-piece = no piece of player { $side } on { $square }: it holds player { $other }'s { $piece }
move-error-wrong-piece = the piece on { $square } is a { $found }, not a { $named }
move-error-cannot-step = a { $piece } of player { $side } cannot step from { $from } to { $to }
move-error-own-piece = { $to } is occupied by player { $side }'s own { $piece }
move-error-not-in-hand = player { $side } has no { $piece } in hand
move-error-drop-on-occupied = cannot drop on { $to }: it is occupied by player { $owner }'s { $piece }
move-error-drop-in-enemy-camp = cannot drop on { $to }: it is in the opponent's camp (file { $file }), where twelve-janggi forbids drops
move-error-no-piece-can-reach = no { $hanja } of player { $side } can step to { $to }
move-error-ambiguous = ambiguous: { $count } pieces { $hanja } of player { $side } can step to { $to } ({ $moves })
illegal-after-king-capture = the game was already over: player { $winner } had captured the 王
# A move of a record that cannot be played: `B2C2` cannot be played: …
games-illegal-move = `{ $move }` cannot be played: { $reason }

## Values in short (plies)

value-win = win { $n }
value-loss = loss { $n }
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
page-pv = Principal variation (both sides perfect)
page-pv-end-capture = the 王 is captured
page-pv-end-repetition = a position repeats: perfect play goes round, a draw
page-pv-end-cut = cut
page-captures-king = captures the 王: game over
page-position-text = Position text
page-go = Go
page-flip = Flip board
page-swap = Other side to move
page-start = Start position
page-units = Distances are in plies: one ply is one player's move.
page-no-js = Without JavaScript, follow the links of the moves.
page-not-in-table = This table has another piece set than the start position; shown instead:
page-edit-help = Place pieces on the squares, set both hands and the side to move, then check.
page-check = Check and open
page-side = Side to move
page-empty = empty
page-board = Board
page-api = JSON API
page-hand-title = player { $side }'s hand
page-piece = { $role } { $hanja }
page-verdict-win = player { $side } (to move) wins in { plies } with perfect play
page-verdict-loss = player { $side } (to move) loses in { plies }: player { $other } wins
page-verdict-draw = Draw: neither side can force a win
page-over-king-capture = Game over: player { $side } captured player { $other }'s 王 — player { $side } wins
page-over-try = Game over: player { $side }'s 王 stands in player { $other }'s camp at the start of its turn — the try is held, player { $side } wins
page-over-no-legal-move = Game over: player { $side } has no legal move — player { $other } wins
