# /play: resigning, offering a draw, drawn by agreement, and the two-player page's title. Every
# key has its Korean text in ../ko/play_end.ftl with the same variables: a test checks it.
# Terms: docs/GLOSSARY.md (resign, offer a draw).

## The two-player page

play-two-title = Two players on one board
play-two-intro = Two people play in turn on this board. The table says nothing until the game is over, then the game is judged move by move.

## Resigning and offering a draw (on the player's turn)

play-resign = Resign
play-offer-draw = Offer a draw
# The rule by which the engine answers a draw offer (sibi_solver::query::DrawRule), one sentence.
play-draw-rule = { $rule ->
        [unless-winning] At level { $level } the engine accepts a draw unless it is winning.
       *[when-losing] At level { $level } the engine accepts a draw only when it is losing.
    }
play-draw-rule-two = Between two players a draw offer is agreed at once.
play-draw-declined = The engine declines the draw. The game goes on, and it is still your move.

## The end line

play-over-resigned = { $who ->
        [you] You ({ SIDE($side) }) resigned, and the engine wins{ $n ->
            [0] {""}
           *[other] {" "}({ plies })
        }.
       *[side] { SIDE($side) } resigned, and { SIDE($other) } wins{ $n ->
            [0] {""}
           *[other] {" "}({ plies })
        }.
    }
play-over-agreed = { $who ->
        [engine] The engine accepts the draw offer. Drawn by agreement{ $n ->
            [0] {""}
           *[other] {" "}({ plies })
        }.
       *[players] Drawn by agreement{ $n ->
            [0] {""}
           *[other] {" "}({ plies })
        }.
    }

## A record drawn by agreement (end: agreement)

outcome-agreement = drawn by agreement (a draw offer accepted)
verdict-end-agreement = The game was drawn by agreement (a draw offer accepted).

## Refusals (400, on the page)

play-end-over = end=`{ $end }` cannot be played, as the game is over already ({ $how })
play-end-engine-turn = end=`{ $end }` cannot be played on the engine's turn. A player resigns or offers a draw on their own turn
