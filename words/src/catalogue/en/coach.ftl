# The coach: drills from one's own mistakes, hints, values hidden until asked, lines played
# out and downloaded. Every key has its Korean text in ../ko/coach.ftl with the same variables:
# a test checks it. Terms: docs/GLOSSARY.md.

## The drill's answer, judged (GET /api/v1/drill)

drill-missing-move = A drill needs two moves. Give the answer as `move=B2C2` and the move played in the game as `played=B3C3`, one move each.
drill-game-over = The game is over at this position, so there is no move to answer.
