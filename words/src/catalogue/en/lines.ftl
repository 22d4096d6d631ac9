# Lines played out and downloaded (the explorer's autoplay and variations, the record
# download of a line or game: GET /api/v1/record). Every key has its Korean text in
# ../ko/lines.ftl with the same variables: a test checks it. Terms: docs/GLOSSARY.md.

## Downloads
lines-download-record = Download the record
lines-download-pv = Download the principal variation
lines-download-table = as a broadcast table

## Autoplay on the explorer (the script's controls)
lines-autoplay-play = Play the line
lines-autoplay-pause = Pause
lines-speed = Speed
lines-speed-slow = slow
lines-speed-normal = normal
lines-speed-fast = fast
lines-keys = Space plays the best move, held down it plays the line out. `Home` and `End` go to the line's first and last ply, `F` flips the board.

## Variations kept in the move list
lines-variations = Variations

## Refusals of GET /api/v1/record
lines-error-format = `format={ $value }` is not a format: give `canonical` or `broadcast`
lines-error-too-long = the line is { $len } bytes long, longer than the { $max } bytes a line may have
lines-error-not-from-start = a broadcast table holds only a game of 십이장기 from its start position, so download the record (`format=canonical`)
lines-error-no-moves = a broadcast table needs at least one move
lines-error-illegal = ply { $ply } cannot be played
