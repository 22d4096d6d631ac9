# The CLI's text reports (probe, best, stats, info, verify, generate, puzzles, selfplay, play).
# Every key has its Korean text in ../ko/reports.ftl with the same variables: a test checks it.
