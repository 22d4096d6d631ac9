# 기보 파일의 잘못(RecordError): 문법, 머리말, 수.
# 모든 키는 ../en/record.ftl에 같은 변수로 있다. 테스트가 확인한다.
# 줄(line)은 파일의 텍스트 줄, 항목(row)은 위키 기보표의 번호 붙은 줄이다. 행은 판에만 쓴다.

## 기보의 어디

record-at-line = { NTH($line) } 줄에서 { $what }
record-at-row = { NTH($line) } 줄(기보표 { $row }번 항목)에서 { $what }

## 위키에 실린 표: 표가 없음, 제목 줄(HeaderProblem), 줄(RowProblem)

record-no-table = 대국 기보표가 없습니다. `| No | <플레이어> | <플레이어> |` 같은 제목 줄 다음에 `| 1 | <수> | <수> |`처럼 번호가 붙은 줄이 있어야 합니다
record-header = { NTH($line) } 줄, 기보표의 제목 줄 — { $what }
record-header-missing = 첫 번째 항목 앞에 제목 줄(`| No | <플레이어> | <플레이어> |`)이 없습니다
record-header-cell-count = 칸이 { $found }개입니다. 제목 줄의 칸은 `No`와 두 플레이어, 3개여야 합니다
record-header-no-name = { NTH($column) } 칸에 플레이어 이름이 없습니다
record-header-same-name = 두 플레이어의 이름이 모두 `{ $name }`입니다
record-header-same-mark = 두 플레이어에게 같은 先/後 표시가 있습니다
record-row-number-too-large = 항목 번호 `{ $text }`{ JOSA($text, "이/가") } 너무 큽니다
record-row-after-end = 기보표가 끝난 뒤({ NTH($end) } 줄)에 번호 붙은 항목이 있습니다. 글 하나에는 대국 하나만 씁니다
record-row-wrong-number = { $expected }번 항목이 와야 하는데 { $found }번 항목이 있습니다
record-row-truncated = 항목이 잘렸습니다. 칸이 { $cells }개인데, 항목 번호와 플레이어마다 한 칸씩 3개여야 합니다
record-row-too-many-cells = 칸이 { $cells }개입니다. 항목 번호와 플레이어마다 한 칸씩 3개여야 합니다
record-row-move-after-end = { $player }의 칸 `{ $text }`{ JOSA($text, "이/가") } { $after }({ $end }번 항목)에 있습니다. 마지막 칸들만 비어 있을 수 있습니다
record-row-move-after-end-unmarked = { record-row-move-after-end }. 제목 줄에 先/後 표시가 없어 첫 열의 { $first }{ JOSA($first, "이/가") } 먼저 둔 것으로 읽었습니다. { $second }{ JOSA($second, "이/가") } 먼저 두었다면 제목 줄에 `{ $second }(先)`처럼 표시하세요
record-row-after-end-note = 끝 메모 뒤
record-row-after-empty-cell = 빈칸 뒤

## 표의 칸 (CellProblem)

record-cell = { NTH($line) } 줄(기보표 { $row }번 항목)의 { $player } 칸 `{ $text }`{ JOSA($text, "을/를") } 읽을 수 없습니다. { $what }
record-cell-text-after-win = 승리 뒤에 예상하지 못한 `{ $text }`{ JOSA($text, "이/가") } 있습니다
record-cell-win-without-winner = 승리 앞에 승자의 이름이 없습니다
record-cell-marks-without-move = 수 없이 표시만 있습니다
record-cell-unknown-piece = { $found }{ JOSA($found, "은/는") } 알 수 없는 말 이름입니다. 말은 王 將 相 子 侯, 왕 장 상 자 후, 또는 `K G M P H`로 씁니다
record-cell-never-in-hand = { $hanja }{ JOSA($hanja, "은/는") } 포로가 되지 않으므로 포로 투입을 할 수 없습니다
record-cell-text-after-piece = 말 이름 뒤에 예상하지 못한 `{ $text }`{ JOSA($text, "이/가") } 있습니다
record-cell-notation = 수 `{ $text }`의 { $what }

## 표의 수

record-no-moves = 기보에 수가 없습니다
record-camps = 두 플레이어가 각각 어느 진영이었는지 알 수 없습니다. { $a }, 그리고 { $d }
record-camps-try = { $name }{ JOSA($name, "이/가") } { SIDE($side) }이면 { $legal }수까지 둘 수 있고 { $how }
record-camps-illegal = { $ply }수째를 둘 수 없습니다({ $why })
record-camps-all-legal = 모든 수를 둘 수 있습니다

## .gibo 기보: 머리말(ValueProblem)과 줄(LineProblem)

record-format = { NTH($line) } 줄의 형식 `{ $found }`{ JOSA($found, "은/는") } 지원하지 않습니다. `sibi-record 1`과 `sibi-record 2`만 읽습니다
record-unknown-key = { NTH($line) } 줄의 머리말 키 `{ $key }`{ JOSA($key, "은/는") } 알 수 없는 키입니다
record-duplicate-key = { NTH($line) } 줄의 머리말 키 `{ $key }`{ JOSA($key, "이/가") } 두 번째로 나옵니다
record-missing-key = 머리말 키 `{ $key }`{ JOSA($key, "이/가") } 없습니다(필수 키는 `format`, `player-a`, `player-d`, `first`)
record-bad-value = { NTH($line) } 줄의 `{ $key }` 값 `{ $value }`{ JOSA($value, "이/가") } 잘못되었습니다. { $what }
record-value-expected-position = `M2g/KPpk/G2m - a` 같은 국면 표기가 와야 합니다
record-value-expected-rules = `twelve-janggi`나 `dobutsu`여야 합니다
record-value-empty-name = 플레이어에게는 이름이 있어야 합니다
record-value-same-name = 두 플레이어의 이름이 같습니다
record-value-expected-side = `a`나 `d`여야 합니다
record-value-expected-winner = `a`, `d`, `none` 가운데 하나여야 합니다
record-value-expected-end = `king-capture`, `try`, `time-out`, `resignation`, `no-legal-move`, `unfinished`, `repetition`, `unknown` 가운데 하나여야 합니다
record-value-draw-with-winner = 무승부로 끝난 대국({ NTH($line) } 줄의 `{ $end }`)에는 승자가 없으므로 `winner`는 `none`으로 써야 합니다.
record-value-no-piece-set = 한 종류의 말이 셋 이상입니다. 그런 말 구성은 없습니다
record-value-impossible = { $rules } 국면이 아닙니다. { $why }
record-value-first-not-to-move = 국면({ $position })이 { SIDE($side) } 차례이므로 { SIDE($side) }이 먼저 둡니다
record-stop-over = 대국이 이미 끝났으므로({ $how ->
    [king-capture] 王을 잡음
    [try] 王이 상대 진영에서 한 턴을 버팀
   *[no-legal-move] 둘 수 있는 수가 없음
}) 반복으로 멈출 수 없습니다
record-stop-not-repeated = 마지막 국면은 대국에서 { $count }번 나왔습니다. 반복 무승부가 되려면 { $needed }번 나와야 합니다
record-line-header-after-moves = 머리말 `{ $key }: …`{ JOSA($key, "이/가") } 수 뒤에 있습니다
record-line-move-before-header = 머리말이 끝나기 전에 수가 있습니다. 머리말 키 `{ $key }`{ JOSA($key, "이/가") } 없습니다(머리말은 모두 첫 수 앞에 씁니다)
record-line-piece-in-step = `{ $text }`{ JOSA($text, "은/는") } 표준 표기의 이동인데 말 이름이 있습니다. 이동은 `B2C2`처럼 칸만 씁니다
record-line-not-a-move = `{ $text }`{ JOSA($text, "은/는") } 수가 아닙니다. { $what }
record-feature = { $feature ->
    [position] `position` 키
    [agreement] `agreement` 종료
   *[repetition] `repetition` 종료
}
record-line-version-2-only = { record-feature }는 형식 2에만 있는데 이 기보의 형식은 `sibi-record { $version }`입니다. `format: sibi-record 2`로 쓰세요
record-line-version-2-before-format = { record-feature }가 `format` 줄보다 앞에 있습니다(`sibi-record 2`가 필요합니다)

## 각주 파일 (CommentaryProblem)

record-commentary-expected-key-value = `key: value` 꼴이어야 합니다
record-commentary-bad-number = `{ $text }`{ JOSA($text, "은/는") } 각주 번호가 아닙니다
record-commentary-outside-footnote = 첫 `footnote` 줄 앞에 `{ $key }`{ JOSA($key, "이/가") } 있습니다
record-commentary-bad-ply = `{ $text }`{ JOSA($text, "은/는") } 수 번호가 아닙니다
record-commentary-bad-flag = `bad`에는 `yes`만 씁니다
record-commentary-bad-instead = `instead`의 `{ $text }` — { $what }
record-commentary-bad-no-win-for = `no-win-for`에는 `a`나 `d`를 씁니다
record-commentary-unknown-key = `{ $key }`{ JOSA($key, "은/는") } 알 수 없는 키입니다
record-commentary-incomplete = 각주 { $number }에 `game`, `ply`, `text`가 모두 있어야 합니다

## 서버에 보낸 기보 (/games/annotate, /api/v1/annotate)

record-too-large = 기보가 { $bytes }바이트보다 큽니다
record-form-unreadable = 양식을 읽을 수 없습니다. 이 페이지의 양식으로 기보를 보내거나, 텍스트로 `/api/v1/annotate`에 보내세요
record-stopped = 요청이 끝나 기보 분석을 멈췄습니다
record-two-records = 붙여 넣은 기보와 파일을 함께 보냈습니다. 어느 것을 분석할지 알 수 있도록 글 상자를 비우거나 파일을 빼세요
record-not-utf8 = 기보가 `UTF-8` 텍스트가 아닙니다
record-other-table = 기보는 { $rules } 대국(말 구성 { $pieces })인데 이 서버의 테이블은 { $table_rules } { $table_pieces }입니다
record-too-long = 기보가 { $plies }수입니다. 이 서버는 { $max }수까지의 기보만 분석합니다(더 긴 기보는 `sibi annotate`로 분석하세요)
server-busy = 서버가 다른 긴 요청(기보 분석, 퍼즐 답 확인)을 처리하느라 바쁩니다. 잠시 뒤에 다시 시도하세요(요청은 최대 { $seconds }초까지 기다립니다)
server-work-failed = 요청을 처리하다가 서버에 문제가 생겼습니다
server-work-stopped = 요청이 끝나 작업을 멈췄습니다
