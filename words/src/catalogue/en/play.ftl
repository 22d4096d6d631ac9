# A game against the engine or between two people: /play and sibi play.
# Every key has its Korean text in ../ko/play.ftl with the same variables: a test checks it.

## sibi play (the game in the terminal)

cli-play-intro = sibi play — you are { SIDE($side) }, the engine (level { $level }) is { SIDE($engine) }: { $description }
cli-play-cannot-write = --record { $path }: cannot write there
cli-table-unreadable = the table could not be read
cli-cannot-write-record = cannot write the record { $path }
cli-cannot-write-graph = cannot write the graph { $path }
cli-play-help = Type a move (B2C2, P*B1, 子*B1, 자B2C2 …) or a command: undo (take back your move and the reply), best
    (the best moves here), draw (end the game by repetition, once a position came round a third
    time), quit, help.
cli-play-engine-plays = ply { $ply }: the engine plays { $mv } ({ $hanja })
cli-play-repeated = this position has come round { $n } times. Type draw to end the game by repetition
cli-play-prompt = ply { $ply }, your move ({ SIDE($side) })
cli-play-signal = { $signal }: the game stops here (unfinished)
cli-play-end-of-input = end of input: the game stops here (unfinished)
cli-play-too-long = not a move here: the line is longer than { $max } bytes
cli-play-not-utf8 = not a move here: the line is not valid UTF-8 text
cli-play-nothing-to-undo = nothing to undo: you have not moved yet
cli-play-took-back = took back { $mv } and the reply after it
cli-play-best = best: { $moves } — { $label }
cli-play-stopped-by-repetition = the game ends by repetition, a draw
cli-play-not-yet = not yet, this position has stood { $n ->
        [one] once
       *[other] { $n } times
    } and ending by repetition needs { $needed }
cli-play-not-a-move = `{ $word }` is not a move here: { $what }
cli-play-captures = { $mv } captures the 王
cli-play-you-win = you win
cli-play-engine-wins = the engine wins
cli-play-drawn = a draw by repetition
cli-play-record = record: { $path } ({ plies }, { $how }). sibi annotate reads it

## /play (serve/play.rs)

play-title = Play against the engine
play-intro = The engine knows the value of every position, and its level decides how often it plays the best move.
play-settings = New game
play-your-side = Your side
play-first = Who moves first
play-you-first = you
play-engine-first = the engine
play-level = Engine level
play-start = Start from
play-start-position = the start position
play-this-position = this position (position text):
play-layout = Board
play-horizontal = across (as the broadcasts draw it)
play-vertical = upright (your camp at the bottom)
play-new-game = Start the game
play-undo = Undo
play-link = Link to this game
play-download = Download the record (.gibo)
play-your-moves = Your moves
play-moves-played = Moves played
play-your-turn = Your move ({ SIDE($side) }).
play-turn = { SIDE($side) } to move.
play-moves-of = Moves of { SIDE($side) }
play-opponent = Opponent
play-vs-engine = the engine, at level
play-vs-human = another person on this board (no values are shown until the game ends)
play-levels-figures = What each level does
play-annotation-wrong = Where it went wrong — the game judged move by move
play-no-js = Without JavaScript every move is a link and the engine answers after a second. The value of every position is in the
play-thinking = The engine (level { $level }, { $name }) is thinking…
play-no-js-after = .
play-over = { $winner ->
        [you] You win
        [a] Green wins
        [d] Red wins
       *[engine] The engine wins
    } { $how ->
        [king-capture] by capturing the 王
        [try] by the try (the 王 held a turn in the enemy camp)
       *[no-legal-move] as the other side has no legal move
    } ({ plies }).
play-over-repetition = Draw by repetition, the position came round a third time ({ plies }).
play-stop-repetition = Stop as a draw by repetition (this position has come round a third time)
play-annotation = The game, judged move by move
play-too-many-moves = moves: the move list is too long ({ $plies } plies, { $bytes } bytes). The position and its moves may take at most { $max } bytes, about { $about } plies
play-moves-in-pos = the position text: give the moves in moves=, not in pos=
play-no-start-position = this server's table is { $rules } { $pieces }, which has no start position: give a position of that piece set by its text
play-over-at-start = the game is over in { $position } ({ $why }): a game cannot start there
play-missing-pos = missing pos: the position the game starts from
play-missing-level = missing level: give level=N, from 1 (random moves) to 10 (perfect play) or 11 (perfect and pressing)
play-game-over-captured = the game is over: { $move } captured the 王, there is no move to play
play-game-over-no-move = the game is over at { $position } ({ $why }). There is no move to play
play-ply-refused = ply { $ply }: { $why }
game-refused-over = the game is over ({ $how })
game-refused-illegal = { $move } is not a legal move in this position

## The players of a game against the engine (records of sibi play and /play)

player-you = you
player-engine = sibi level { $level }
