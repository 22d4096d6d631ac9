# The CLI's text reports (probe, best, stats, info, verify, generate, puzzles, selfplay, play).
# Every key has its Korean text in ../ko/reports.ftl with the same variables: a test checks it.

## Message lines (stderr)

cli-error = error: { $message }
cli-note = note: { $message }
cli-warning = warning: { $message }

## Tables that cannot be opened, read or written (TablebaseError and its causes)

tb-missing = no { $rules } table for the piece set { $pieces } at { $path }
tb-wrong-table = { $path } holds the table of { $found }, not of { $rules } { $pieces }
tb-outdated-what = { $what ->
    [rules] rules
    [index-scheme] index scheme
    [format] the table file format
   *[other] { $raw }
}
tb-outdated = { $path } was made for { $what } { $found }, but this program reads { $expected }
tb-damaged = { $path } is not a usable sibi table: { $problem }
tb-corrupt = { $path } is damaged: { $cause }
tb-unexpected = { $path } is not a table this program wrote: { $reason }
tb-write = cannot write the table { $path }: { $cause }
tb-not-this-table = the position does not belong to this table: { $why }
# The CLI's advice after the error, and the whole line: `ERROR (ADVICE)`.
tb-with-hint = { $error } ({ $hint })
tb-hint-create = create it with: { $command }
tb-hint-remake = make a new table with: { $command }
tb-hint-match = give --rules and --pieces to match it, or point --tablebase at the { $rules } { $pieces } table
file-bad-magic = wrong magic bytes (not a sibi tablebase)
file-unsupported-version = format version { $found } is not supported (this program reads version { $supported })
file-truncated = truncated: { $needed } bytes needed, the file has { $actual }
file-trailing-bytes = { $actual } bytes long, but the header says { $expected }
file-header-checksum = header checksum mismatch
file-invalid-header = invalid header field { $field }: { $reason }
file-block-table-checksum = block offset table checksum mismatch
file-invalid-block-table = invalid block offset table at block { $block }: { $reason }
file-dictionary-checksum = dictionary checksum mismatch
file-invalid-dictionary = zstd rejected the dictionary
block-index-out-of-range = index { $index } is out of range (the table has { $entries } entries)
block-corrupt = block { $block } of the tablebase is corrupt: { $kind }
corrupt-checksum = checksum mismatch
corrupt-decompress = zstd error: { $error }
corrupt-length = decompressed to { $found } bytes instead of { $expected }
corrupt-bounds = byte range outside the file
corrupt-truncated = the file is shorter than when it was opened (truncated or rewritten since)
corrupt-read = cannot read it from the file: { $why }
write-io = cannot write { $path }: { $cause }
write-temp-exists = { $temp } already exists: an earlier write of this table was interrupted, or another one is running. Remove it if none is
file-kind = { $kind ->
    [folder] a folder
    [fifo] a FIFO (named pipe)
    [socket] a socket
    [device] a device
   *[other] not a regular file
}
not-table-read = it is { $kind }, not a table file
not-table-write = it is { $kind }: a table is written as a regular file, never over one
not-table-folder-name = names a folder: give the table's file name too
# An error of the system: in English its own message ($os), whatever its kind.
io-error = { $kind ->
   *[other] { $os }
}
pzf-read = cannot read { $path }
pzf-not-a-puzzle-file = { $path } is not a puzzle file
pzf-other-table = { $path } is not the puzzle file of this table ({ $rules } { $pieces }, { $bytes } bytes)
pzf-write = cannot write { $path }
pzf-rename = cannot rename { $from } to { $to }
solve-distance-overflow = a distance exceeded { $max } plies, which the table cannot store
solve-too-large = the index has { $n } entries, more than the solver's 2^32 limit

## POSITION on the command line (show, moves, perft)

arg-start-does-not-fit = the start position does not fit --pieces { $pieces } ({ $why }). Give a POSITION
arg-impossible = impossible position { $position } (rules { $rules }, pieces { $pieces }): { $why }

## Progress of long computations (stderr): PHASE: SUMMARY (WORK in TIME, RATE)

phase = { $phase ->
    [initial-pass] initial pass
    [retrograde-rounds] retrograde rounds
    [writing-table] writing table
    [reading-values] reading values
    [histogram] histogram
    [reachable] reachable positions
    [verify] verify
    [puzzles] puzzles
   *[games] games
}
phase-reachable-search = reachable positions ({ $search ->
    [published] published
    [mirror-apart] mirror-apart, giving the published counts too
   *[through-terminal] through-terminal
})
sum-initial-pass = losses at 0/1/2 plies: { $a }/{ $b }/{ $c }
sum-rounds = { $n } rounds
sum-written = { $entries } entries, { $dont_care } don't care, { $bytes } bytes
sum-indices = { $n } indices
sum-legal-entries = { $n } legal table entries
sum-checked = { $positions } positions checked, { $mismatches } mismatches
sum-positions = { $n } positions
sum-puzzles = { $n } puzzles
sum-games = { $n } games
progress-line = { $phase }: { $summary } ({ $work } in { $time }{ $rate ->
    [none] {""}
   *[other] , { $rate }/s
})
# On a terminal, the bar's words: `… 41% 3.2 M/8.0 M, 3.36 M/s, ETA 2s`, `… 1.2 M done, …`.
progress-rate = { $n }/s
progress-eta = ETA
progress-done = done
# Durations: 0.004 s, 1.23 s, 2 min 05 s.
duration-seconds = { $s } s
duration-minutes = { $min } min { $s } s

## sibi generate

gen-leftover = a previous generate of this table was interrupted, removing { $temp }
gen-cannot-remove = cannot remove { $path }
gen-no-threads = cannot start the worker threads
gen-cannot-create-lock = cannot create the lock file { $path }
gen-cannot-lock = cannot lock { $path }
gen-locked = another sibi generate of { $path } is running (it holds { $lock }). Wait for it to finish
rep-rules = rules:      { $rules }
rep-pieces = pieces:     { $pieces }
gen-positions = positions:  { $positions } ({ $entries } table entries, as mirror images share one and try positions need none)
# Counts right-aligned ($n) and percentages ($pct, 5 wide).
gen-wins = wins:       { $n } ({ $pct } %)
gen-losses = losses:     { $n } ({ $pct } %)
gen-draws = draws:      { $n } ({ $pct } %)
gen-rounds = rounds:     { $rounds } (longest distance { $longest } plies)
gen-time = time:       { $total } ({ $solving } solving, { $threads ->
    [one] 1 thread
   *[other] { $threads } threads
})
rep-table = table:      { $path }
gen-size = size:       { $bytes } bytes ({ $mib }, { $bits } bits per position, { $stored } of { $entries } entries stored, the others recomputed by the probe)

## sibi probe: POSITION<tab>VALUE[; game over: WHY]; errors `line N: "TEXT": WHY`

probe-game-over = { $value }, game over: { $why }
probe-line = line { $line }
probe-input = { $text }: { $why }
probe-input-at = line { $line }, { $text }: { $why }
probe-line-too-long = the line is longer than { $max } bytes
# A game ended by a king capture: `A1B2 captured player d's 王: player a wins`.
king-captured-by = { $move } captured { SIDE($other) }'s 王, { SIDE($side) } wins

## sibi best

best-position = position: { $position }
best-value = value:    { $value } for { SIDE($side) } (to move)
best-value-over-to-move = value:    { $value } for { SIDE($side) } (to move), game over ({ $why })
# After a move that captured the 王: the value for the side that would move next.
best-value-over = value:    { $value } for { SIDE($side) }, game over ({ $why })
best-moves = moves of { SIDE($side) }, labelled for { SIDE($side) } counting from this position:
best-group = { $kind ->
    [winning] winning
    [drawing] drawing
   *[losing] losing
} ({ $n }):
best-best = best: { $moves } ({ $value })
best-pv = principal variation (both sides perfect), { plies }:
best-end = end: { $end }
best-end-repetition = the position repeats the one before ply { $ply }: perfect play goes round, a draw
best-end-cut = cut after { $n } plies (--max-plies)
best-final-board = final board:
best-final-board-before = final board (before the capture { $move }):
best-before-capture = (before the capture { $move })

## sibi moves, sibi perft

moves-game-over = game over ({ $why }), no moves
# In place of the position after a move that captures the 王.
moves-king-capture = king-capture
perft-game-over = game over ({ $why }), every count is 0
perft-total = total { $n }

## sibi selfplay

self-no-starts = the { $rules } { $pieces } table has no drawn position to start games from
self-two-levels = --levels needs at least two different levels
self-header = { $games } games per pair of levels ({ $half } with each moving first), seed { $seed }, start positions drawn uniformly from { $starts } drawn positions{ $reachable ->
    [yes] {" "}reachable from the start
   *[no] {""}
}, games cut at { $max } plies (a draw)
self-scores = score of the row level against the column level, % (wins + ½ draws):
self-steps = each level against the one below (95 % interval ±1.96·√(v/n), at most ±{ $width } for n = { $n }):
# The header of the columns `  2 v 1   84.5 %  ± 3.5   338 / 0 / 62             7.9`.
self-steps-header = level   score   ±95 %   wins / draws / losses   plies (mean game length)
self-every-level = every level scores at least 50 % against the one below: { $answer ->
    [yes] yes
   *[no] NO
}
self-conduct = what each level did in all its games (% of its moves):
# The columns' headers, right-aligned over columns 5, 10, 20 and 20 wide.
self-conduct-level = level
self-conduct-best = best label
self-conduct-lost = drawn position: lost
self-conduct-let-go = won position: let go
self-time = time: { $total } (table { $table }, starts { $starts }, { $n } games { $games })

## sibi verify (and the lines it shares with generate and stats)

verify-damaged = result:     FAILED, the table is damaged
verify-mismatch = mismatch: { $position }  stored { $stored }, expected { $expected } (index { $index })
verify-more = … and { $n } more mismatches (--max-mismatches { $max })
verify-checked = checked:    { $n } table entries (each a position and its mirror image, positions where the mover holds the try need no check)
verify-mismatches = mismatches: { $n }
verify-time = time:       { $time }
verify-ok = result:     OK, every position holds
verify-failed = result:     FAILED

## sibi info (labels padded to 17 columns)

info-label = { $label ->
    [file] file:
    [format] format:
    [rules] rules:
    [index-scheme] index scheme:
    [piece-set] piece set:
    [entries] entries:
    [legal-positions] legal positions:
    [layout] layout:
    [size] size:
    [bits] bits:
    [checksum] checksum:
   *[value-encoding] value encoding:
}
info-format = sibi tablebase format { $version }
info-reads = (this program reads version { $version })
info-rules = { $rules } (rules version { $version })
info-index-scheme = { $scheme } (version { $version })
info-entries = { $n } value codes of { $width ->
    [one] 1 byte
   *[other] { $width } bytes
}
info-legal-positions = { $n } (mirror images apart, finished positions included)
info-no-dictionary = no dictionary
info-dictionary = zstd dictionary { $bytes } bytes
info-layout = header { $header } bytes, { $dictionary }, { $blocks } blocks of { $entries } entries ({ $block_bytes } bytes), block offset table { $table } bytes
info-size = { $bytes } bytes ({ $mib })
info-bits = { $position } per legal position, { $entry } per entry
# The value encoding of this program's tables (FORMAT.md), shown when a header's text is the
# library's VALUE_ENCODING (the text every table stores, left as it is so that existing tables
# keep their bytes and checksums): the same facts in sentences, with the codes of the stored
# text (a file with other words shows its own, and `--json` the stored text).
info-value-encoding = One u16 code per index of the index scheme's solved range (`0..entries`). Positions are seen from the player to move, and a position and its mirror image (rank 1 <-> 3) share one index. Positions whose mover already holds the try (win 0) have indices `>= entries` and are not stored. Code 0 = draw, 1 + 2n = win in n plies, 2 + 2n = loss in n plies, for the player to move (RULES.md, Values and distance). Don't care, recomputed by the probe with a one-ply look: indices that are no legal position, positions whose mover can capture the enemy king (win 1), and positions whose enemy king stands in the mover's camp and cannot be captured (loss 1, or loss 0 when the mover has no legal move).

## sibi stats (and its SVG plot)

output-not-a-file = { $option } { $path } is { $kind }: sibi writes a regular file, never over one that is not
output-own-input = { $option } { $path } is the command's own input { $input }. Choose another file
output-other = { $option } { $path } exists and is not { $what }. Give --force to replace it, or choose another file
output-what-table = a table of { $rules } { $pieces }
output-what-svg = an SVG graph written by sibi
output-what-record = a sibi game record
output-what-puzzles = a sibi puzzle file
output-what-man-page = a sibi manual page
arg-no-folder = { $option } { $path }: no such folder, or it is a folder
# `sibi man DIR`: the folder is missing; the pages were written.
man-no-folder = man { $path }, no such folder. Give an existing folder for the manual pages
man-written = { $count } manual pages written to { $dir } (`man -l { $dir }/sibi.1` shows the first)
# A file no option named (the server's puzzle file), left unwritten: $why is one of output-kept-*.
output-kept = { $path } is not written: { $why }
output-kept-not-a-file = it is { $kind }, and sibi writes only over a regular file
output-kept-no-folder = its folder does not exist
output-kept-own-input = it is the input { $input }
output-kept-other = the file there is not { $what }
stats-no-plot = no plot written: { $why }
stats-positions = positions:  { $n } (mirror images apart, finished try positions included)
# Indented by two spaces; counts right-aligned ($n), percentages 5 wide ($pct).
stats-wins = wins:     { $n } ({ $pct } %)
stats-losses = losses:   { $n } ({ $pct } %)
stats-draws = draws:    { $n } ({ $pct } %)
stats-plies = { $n } plies
stats-none = none
stats-longest = longest:    win { $win }, loss { $loss }
stats-histogram = distance histogram: positions worth win n / loss n for the player to move (n in plies)
# The histogram's columns.
stats-column-n = n
stats-column-win = win n
stats-column-loss = loss n
stats-longest-wins = longest wins, with examples (Green to move):
# `win in   47 plies:     6 positions`: $plies and $count are padded, $n is the count as a number.
stats-longest-win = win in { $plies } plies: { $count } { $n ->
    [one] position{" "}
   *[other] positions
}
stats-no-start = start position: not in this table (it has the full piece set GGMMPP, this table has { $pieces })
stats-start = start position:
stats-start-value = { SIDE($first) } moves first ({ $position }): { $value }
stats-reachable-none = reachable from the start: not counted (--reachable none)
stats-reachable = reachable from the start (either player first), win/loss/draw for the player to move:
stats-convention = { $name ->
    [published] published convention
    [through-terminal] played through terminal
   *[mirror-apart] mirror images apart
}
stats-reachable-column = { $column ->
    [positions] positions
    [wins] wins
    [losses] losses
    [draws] draws
    [terminal] terminal
   *[depth] depth
}
stats-reachable-note = (published: positions where the mover can capture the enemy 王 or faces an enemy 王 holding the try are counted, not played on, and mirror images count once)
stats-plot = plot:       { $path }
plot-caption = { $rules } { $pieces }: positions by distance to the end ({ $positions } positions, { $draws } drawn)
plot-x = distance n (plies)
plot-y = positions (log scale)

## sibi puzzles

pz-table = table:    { $path }
pz-searched = searched: { $n } positions ({ $scope ->
    [reachable] reachable from the start, the published convention
   *[any] every legal position
}, a position and its mirror image once)
pz-filter = filter:   the winner owns at most { $n ->
    [one] 1 piece
   *[other] { $n } pieces
} besides its king
pz-per-length = puzzles per length (candidates are won in N plies and not overwhelming):
# The columns' headers, right-aligned over columns 5, 12 and 12 wide; the last row's name.
pz-column-plies = plies
pz-column-candidates = candidates
pz-column-puzzles = puzzles
pz-all = all
pz-file-written = puzzle file written: { $path }
pz-cannot-write = --output { $path }, cannot write there (tried before the search): { $why }
pz-none = no puzzle
pz-none-of-length = no puzzle of { $n } plies
pz-puzzle = puzzle { $k } (seed { $seed }): { $position }  — { SIDE($side) } to move wins in { $n } plies
# The winner's answer(s) in a solution tree: `a: C1D1 (win 2; the king enters; …)`.
pz-answer = { SIDE($side) }: { $moves } ({ $value }, { $note ->
    [ends] ends the game
    [enters] the king enters, and the try holds after any reply
   *[only] the only winning move
})
pz-defence = { SIDE($side) }: { $move } ({ $value })
pz-time = time: table { $table }, search { $search }, total { $total }
pz-hold-per-length = holding puzzles per chain length, in turns of the defender ({ $drawn } drawn positions searched)
pz-column-turns = turns
pz-hold-none = no holding puzzle
pz-hold-none-of-length = no holding puzzle of { $n ->
    [one] 1 turn
   *[other] { $n } turns
}
pz-hold-puzzle = holding puzzle { $k } (seed { $seed }) { $position } — { SIDE($side) } to move holds the draw for { $n ->
    [one] 1 turn
   *[other] { $n } turns
} with the only move that holds
pz-hold-only = { SIDE($side) }: { $mv } (the only move that holds)
pz-hold-reply = { SIDE($side) }: { $mv } (a most testing reply)

## sibi serve's own lines on stderr

serve-connections-fitted = note: --max-connections { $wanted } does not fit under this process's open-file limit ({ $files }), so the server takes at most { $fitted } connections (raise the limit with ulimit -n, or systemd's LimitNOFILE)
serve-too-many-connections = The server has too many connections open: try again in a few seconds.
serve-puzzles-in-memory = { $why }. The puzzles are kept in memory only
serve-stopping = sibi serve: stopping — requests in flight have { $seconds } s to finish (Ctrl-C again stops at once)
serve-deadline = sibi serve: stopped, as the requests still in flight did not finish in time
serve-stopped-at-once = sibi serve: stopped at once
serve-log-dropped = sibi serve: { $n } log lines were dropped, as stderr did not take them (a pipe or a terminal nobody read). The server went on without waiting
## A command line clap refused (English shows clap's own message; these are its kinds in words)
clap-unknown-argument = unexpected argument `{ $arg }`
clap-unknown-command = unrecognized command `{ $command }`
clap-bad-value = invalid value `{ $value }` for `{ $arg }`: { $why }
clap-valid-values = possible values: { $values }
clap-bad-value-plain = invalid value `{ $value }` for `{ $arg }`
clap-pieces-letter = `{ $letter }` is not a piece letter (G, M or P)
clap-pieces-too-many = { $count } of { $piece } ({ $letter }): at most 2 of each piece
clap-number = `{ $arg }` takes a number
clap-at-least = `{ $arg }` takes a number of { $min } or more
clap-in-range = `{ $arg }` takes a number from { $min } to { $max }
clap-missing = the following required arguments were not provided: `{ $args }`
clap-conflict = the argument `{ $arg }` cannot be used with `{ $other }`
clap-missing-command = a command is needed (`show`, `probe`, `help`, …)
clap-other = the command line does not read
clap-with-suggestion = { $what } (did you mean `{ $suggestion }`?)
clap-help-hint = For more information, try `{ $command } --help`.
serve-bad-bind = --bind { $value }, expected an address and a port such as 127.0.0.1:8080
serve-cannot-listen = cannot listen on { $bind }: { $why }
serve-addr-in-use = the address is in use (another server, or another sibi serve?): give another --bind
serve-addr-not-available = no interface of this machine has that address
serve-permission-denied = permission denied (ports below 1024 need privileges)
serve-socket-setup = cannot set up the listening socket
serve-no-address = cannot read the listening address
serve-no-threads = cannot start the server's threads
serve-generating = no { $rules } { $pieces } table at { $path }: generating it first ({ $command })
# After `sibi serve: URL ` (the same in every language: scripts read the URL from it).
serve-listening = ({ $rules } { $pieces }, table { $path })
serve-puzzles-building = The puzzles are being built (progress on stderr). /puzzles answers once they are ready.
serve-puzzles-ready = sibi serve: the puzzles are ready
serve-ctrl-c = Ctrl-C stops the server.
serve-not-loopback = listening on { $addr }, which other machines may reach. The default is 127.0.0.1:8080
serve-stopped = sibi serve: stopped
serve-cannot-open = --open cannot run { $opener }. Open { $url } yourself
serve-no-puzzle-file = no puzzle file at { $path }
serve-no-puzzles = { $why }, so /puzzles offers none. Build it with { $command }
serve-finding-puzzles = { $why }: finding the puzzles first (sibi puzzles --build)
serve-puzzle-file-written = puzzle file written: { $path }

## sibi annotate's own messages (commands/annotate.rs)

annotate-correct = --correct: { $what }
annotate-correct-no-colon = `{ $text }`, expected a ply and a move such as 18:B2A3
annotate-correct-bad-ply = `{ $ply }`: the ply must be a number from 1
annotate-correct-bad-move = `{ $mv }`: { $why }
annotate-correct-one-file = --correct replaces a ply of one record: give one FILE, not { $n }
annotate-plot-one-file = --plot draws the graph of one record: give one FILE, not { $n }
annotate-plot-no-folder = --plot { $path }: no such folder, or it is a folder
annotate-file-error = { $file }: { $why }
annotate-graph = graph: { $path }
annotate-cannot-read-stdin = cannot read standard input: { $why }
annotate-cannot-read-file = cannot read the file: { $why }
annotate-too-large = larger than { $bytes } bytes: not a game record
annotate-not-utf8 = not UTF-8 text: { $why }
annotate-other-rules = the record is a { $rules } game. Annotate it with --rules { $name }
annotate-other-pieces = the game has the piece set { $pieces }. Annotate it with --pieces { $pieces } (and that table)
annotate-correct-no-such-ply = --correct: the record has { $plies } plies
annotate-correct-failed = --correct { $ply }:{ $mv } cannot be applied, as { $why }
annotate-correct-not-reached = ply { $ply } is not reached: ply { $illegal } cannot be played
annotate-correct-illegal = ply { $ply } is illegal: { $why }
