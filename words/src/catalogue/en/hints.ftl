# Values hidden until asked, and hints in two steps (the explorer, /play and the puzzles).
# Every key has its Korean text in ../ko/hints.ftl with the same variables: a test checks it.
# Terms: docs/GLOSSARY.md (hint, hide values / show values).

## The switch

hints-hide = Hide values
hints-unhide = Show values
hints-show-here = Show the values here
hints-hidden = Values hidden
hints-moves = Moves ({ $n })

## The hint, in two steps

hints-title = Hint
hints-step-piece = Hint 1: the piece to move
hints-step-move = Hint 2: the move
hints-piece-on = the { $piece } on { $square }
hints-piece-in-hand = the { $piece } in hand (a drop)
hints-none = No move to hint at here.

## How many hints a game used

hints-used = { $n ->
    [0] No hints used
    [one] 1 hint used
   *[other] { $n } hints used
}
