# A player's estimated strength read from their moves (the annotation of a game, /play's end
# of game, the broadcast games). Every key has its Korean text in ../ko/strength.ftl with the
# same variables: a test checks it. Terms: docs/GLOSSARY.md.

# One line of the summary: $who is the player (name and colour), $level the most likely level
# (1–10), $name its name, $low–$high the interval, $moves the moves the estimate rests on.
strength-line = estimated strength of { $who }: played like level { $level } ({ $name }), within levels { $low }–{ $high }, from { $moves } { $moves ->
        [one] move
       *[other] moves
    }
strength-line-exact = estimated strength of { $who }: played like level { $level } ({ $name }), from { $moves } { $moves ->
        [one] move
       *[other] moves
    }
# The heading of the broadcast game page's estimates.
strength-heading = Estimated strength
