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
