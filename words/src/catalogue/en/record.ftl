# What is wrong with a record file (RecordError): its syntax, its header, its moves.
# Every key has its Korean text in ../ko/record.ftl with the same variables: a test checks it.

## Where in the record

record-at-line = line { $line }: { $what }
record-at-row = line { $line }, row { $row }: { $what }

## A published table: no table, its header row (HeaderProblem), its rows (RowProblem)

record-no-table = no game table found: expected a header row such as `| No | <player> | <player> |` followed by numbered rows such as `| 1 | <move> | <move> |`
record-header = line { $line }, header row: { $what }
record-header-missing = no header row (`| No | <player> | <player> |`) before the first numbered row
record-header-cell-count = expected 3 cells (`No`, and the two players), found { $found }
record-header-no-name = column { $column } names no player
record-header-same-name = both players are named `{ $name }`
record-header-same-mark = both players carry the same 先/後 mark
record-row-number-too-large = row number `{ $text }` is too large
record-row-after-end = numbered row after the end of the table (line { $end }): one game per text
record-row-wrong-number = expected row { $expected }, found row { $found }
record-row-truncated = truncated row: { $cells } cell(s), expected 3 (the row number and one cell per player)
record-row-too-many-cells = { $cells } cells, expected 3 (the row number and one cell per player)
# A move after the end: `{ $after }` is one of the two below.
record-row-move-after-end = { $player }'s cell `{ $text }` comes { $after } (row { $end }): only the last cells may be empty
record-row-move-after-end-unmarked = { record-row-move-after-end }. The header marks no 先/後, so { $first } (the first column) is read as the first mover. If { $second } moved first, mark the header `{ $second }(先)`
record-row-after-end-note = after the end note
record-row-after-empty-cell = after an empty cell

## A cell of a published table (CellProblem)

record-cell = line { $line }, row { $row }, { $player }, cannot read `{ $text }`: { $what }
record-cell-text-after-win = unexpected `{ $text }` after 승리 (win)
record-cell-win-without-winner = 승리 (win) without the winner's name before it
record-cell-marks-without-move = marks without a move
record-cell-unknown-piece = unknown piece name { $found }: pieces are 王 將 相 子 侯, 왕 장 상 자 후, or K G M P H
record-cell-never-in-hand = a { $hanja } is never in hand, so it cannot be dropped
record-cell-text-after-piece = unexpected `{ $text }` after the piece name
record-cell-notation = in `{ $text }`, { $what }

## The moves of a published table

record-no-moves = the record has no moves
# Both camps tried for the first mover, the replay of each.
record-camps = cannot tell which camp each player had: { $a }, and { $d }
record-camps-try = with { $name } as { SIDE($side) }, { $legal } plies are legal and { $how }
record-camps-illegal = ply { $ply } cannot be played ({ $why })
record-camps-all-legal = every ply can be played

## A canonical record: its header (ValueProblem) and its lines (LineProblem)

record-format = line { $line }, unsupported format `{ $found }`: this reader reads `sibi-record 1` and `sibi-record 2`
record-unknown-key = line { $line }: unknown header key `{ $key }`
record-duplicate-key = line { $line }: header key `{ $key }` given twice
record-missing-key = missing header key `{ $key }` (required: format, player-a, player-d, first)
record-bad-value = line { $line }, bad value `{ $value }` for `{ $key }`: { $what }
record-value-expected-position = expected position text, such as M2g/KPpk/G2m - a
record-value-expected-rules = expected twelve-janggi or dobutsu
record-value-empty-name = a player needs a name
record-value-same-name = both players have this name
record-value-expected-side = expected a or d
record-value-expected-winner = expected a, d or none
record-value-expected-end = expected king-capture, try, time-out, resignation, no-legal-move, unfinished, repetition or unknown
record-value-draw-with-winner = a drawn game (`{ $end }` on line { $line }) has no winner, so write `none` for the `winner`
record-value-no-piece-set = more than two pieces of a kind: no piece set has that
record-value-impossible = not a { $rules } position: { $why }
record-value-first-not-to-move = the position ({ $position }) has { SIDE($side) } to move, so { SIDE($side) } moves first
# Why a game cannot be stopped as a draw by repetition (StopError); $how: king-capture, try, no-legal-move.
record-stop-over = the game is over ({ $how }): it cannot be stopped by repetition
record-stop-not-repeated = the position reached has stood { $count } time(s) in the game: a draw by repetition needs it { $needed } times
record-line-header-after-moves = header line `{ $key }: …` after the moves
record-line-move-before-header = a move before the header is complete: header key `{ $key }` is missing (every header line comes before the first move)
record-line-piece-in-step = `{ $text }`: a canonical step names no piece (write the squares only, as B2C2)
record-line-not-a-move = `{ $text }` is not a move: { $what }
# What format 2 adds: $feature is position or repetition.
record-feature = { $feature ->
    [position] the key `position`
    [agreement] the ending `agreement`
   *[repetition] the ending `repetition`
}
record-line-version-2-only = { record-feature } is format 2, but this record is `sibi-record { $version }` (write `format: sibi-record 2`)
record-line-version-2-before-format = { record-feature } before the `format:` line (it needs sibi-record 2)

## The commentary footnotes file (CommentaryProblem)

record-commentary-expected-key-value = expected `key: value`
record-commentary-bad-number = `{ $text }` is not a footnote number
record-commentary-outside-footnote = `{ $key }` before the first `footnote:`
record-commentary-bad-ply = `{ $text }` is not a ply
record-commentary-bad-flag = `bad:` takes `yes`
record-commentary-bad-instead = instead, `{ $text }`: { $what }
record-commentary-bad-no-win-for = `no-win-for:` takes `a` or `d`
record-commentary-unknown-key = unknown key `{ $key }`
record-commentary-incomplete = footnote { $number } needs `game`, `ply` and `text`

## A record sent to the server (/games/annotate, /api/v1/annotate)

record-too-large = the record is larger than { $bytes } bytes
record-form-unreadable = the form could not be read: send the record from this page's form, or post it as text to /api/v1/annotate
record-stopped = the annotation was stopped: its request ended before it was done
record-two-records = both a pasted record and a file were sent: empty the text box or choose no file, so that it is clear which one to annotate
record-not-utf8 = the record is not UTF-8 text
record-other-table = the record is a { $rules } game of the piece set { $pieces }, but this server's table is { $table_rules } { $table_pieces }
record-too-long = the record has { $plies } plies, but this server annotates records of at most { $max } plies (sibi annotate reads longer ones)
server-busy = the server is busy with other long requests (annotations, puzzle answers): try again in a few seconds (a request may wait at most { $seconds } s)
server-work-failed = the server failed while working on the request
server-work-stopped = the work was stopped: its request ended before it was done
