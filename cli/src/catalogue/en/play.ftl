# A game against the engine or between two people: /play and sibi play.
# Every key has its Korean text in ../ko/play.ftl with the same variables: a test checks it.
