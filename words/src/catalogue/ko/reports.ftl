# CLI의 텍스트 보고서(probe, best, stats, info, verify, generate, puzzles, selfplay, play).
# 모든 키는 ../en/reports.ftl에 같은 변수로 있다. 테스트가 확인한다.

## 메시지 줄 (stderr)

cli-error = 오류: { $message }
cli-note = 참고: { $message }
cli-warning = 경고: { $message }

## 열거나 읽거나 쓸 수 없는 테이블

tb-missing = { $path }에 { $rules } 말 구성 { $pieces }의 테이블이 없습니다
tb-wrong-table = { $path }에 있는 것은 { $found } 테이블이고, { $rules } { $pieces } 테이블이 아닙니다
tb-outdated-what = { $what ->
    [rules] 규칙
    [index-scheme] 인덱스 방식
    [format] 테이블 파일 형식
   *[other] `{ $raw }`
}
tb-outdated = { $path }{ JOSA($path, "은/는") } { $what } `{ $found }`{ JOSA($found, "으로/로") } 만들어졌지만, 이 프로그램이 읽는 것은 `{ $expected }`입니다
tb-damaged = { $path }{ JOSA($path, "은/는") } 쓸 수 있는 sibi 테이블이 아닙니다. { $problem }
tb-corrupt = { $path }{ JOSA($path, "이/가") } 손상되었습니다. { $cause }
tb-unexpected = { $path }{ JOSA($path, "은/는") } 이 프로그램이 쓴 테이블이 아닙니다. { $reason }
tb-write = 테이블 { $path }{ JOSA($path, "을/를") } 쓸 수 없습니다. { $cause }
tb-not-this-table = 이 국면은 이 테이블의 국면이 아닙니다. { $why }
tb-with-hint = { $error }. { $hint }
tb-hint-create = `{ $command }`{ JOSA($command, "으로/로") } 테이블을 만드세요
tb-hint-remake = `{ $command }`{ JOSA($command, "으로/로") } 테이블을 새로 만드세요
tb-hint-match = 이 테이블에 맞게 `--rules`와 `--pieces`를 지정하거나, `--tablebase`로 { $rules } { $pieces } 테이블을 가리키세요
file-bad-magic = 매직 바이트가 틀립니다(sibi 테이블이 아닙니다)
file-unsupported-version = 형식 버전 { $found }{ JOSA($found, "은/는") } 지원하지 않습니다(이 프로그램이 읽는 것은 버전 { $supported })
file-truncated = 잘린 파일입니다. { $needed }바이트가 필요한데 파일은 { $actual }바이트입니다
file-trailing-bytes = 파일은 { $actual }바이트인데 헤더에는 { $expected }바이트라고 적혀 있습니다
file-header-checksum = 헤더 체크섬이 맞지 않습니다
file-invalid-header = 헤더 필드 `{ $field }`의 값이 잘못되었습니다({ $reason })
file-block-table-checksum = 블록 오프셋 표의 체크섬이 맞지 않습니다
file-invalid-block-table = 블록 { $block }에서 블록 오프셋 표가 잘못되었습니다({ $reason })
file-dictionary-checksum = 사전 체크섬이 맞지 않습니다
file-invalid-dictionary = zstd가 사전을 거부했습니다
block-index-out-of-range = 인덱스 { $index }{ JOSA($index, "은/는") } 범위 밖입니다(테이블의 항목은 { $entries }개)
block-corrupt = 블록 { $block }{ JOSA($block, "이/가") } 깨졌습니다({ $kind })
corrupt-checksum = 체크섬이 맞지 않습니다
corrupt-decompress = zstd 오류: { $error }
corrupt-length = 압축을 풀었더니 { $expected }바이트가 아니라 { $found }바이트입니다
corrupt-bounds = 바이트 범위가 파일 밖입니다
corrupt-truncated = 파일이 열었을 때보다 짧습니다(그 뒤에 잘렸거나 다시 쓰였습니다)
corrupt-read = 파일에서 읽을 수 없습니다({ $why })
write-io = { $path }{ JOSA($path, "을/를") } 쓸 수 없습니다. { $cause }
write-temp-exists = { $temp }{ JOSA($temp, "이/가") } 이미 있습니다. 이 테이블을 쓰다가 중단되었거나 다른 쓰기가 진행 중이니, 진행 중인 쓰기가 없으면 지우세요
file-kind = { $kind ->
    [folder] 폴더
    [fifo] 이름 있는 파이프
    [socket] 소켓
    [device] 장치
   *[other] 일반 파일이 아닌 것
}
not-table-read = { $kind }{ JOSA($kind, "이라/라") }서 테이블 파일이 아닙니다
not-table-write = { $kind }입니다. 테이블은 일반 파일로만 쓰며 그런 것 위에는 쓰지 않습니다
not-table-folder-name = 폴더 이름입니다. 테이블의 파일 이름까지 지정하세요
io-error = { $kind ->
    [not-found] 파일이나 폴더가 없습니다
    [permission-denied] 권한이 없습니다
    [already-exists] 이미 있습니다
    [is-a-directory] 폴더입니다
    [not-a-directory] 폴더가 아닙니다
    [storage-full] 저장 공간이 가득 찼습니다
    [read-only] 읽기 전용 파일 시스템입니다
   *[other] { $os }
}
pzf-read = { $path }{ JOSA($path, "을/를") } 읽을 수 없습니다
pzf-not-a-puzzle-file = { $path }{ JOSA($path, "은/는") } 퍼즐 파일이 아닙니다
pzf-other-table = { $path }{ JOSA($path, "은/는") } 이 테이블({ $rules } { $pieces }, { $bytes }바이트)의 퍼즐 파일이 아닙니다
pzf-write = { $path }{ JOSA($path, "을/를") } 쓸 수 없습니다
pzf-rename = { $from }의 이름을 { $to }{ JOSA($to, "으로/로") } 바꿀 수 없습니다
solve-distance-overflow = 거리가 { $max }수를 넘어 테이블에 저장할 수 없습니다
solve-too-large = 인덱스 항목이 { $n }개로 솔버의 한도 2^32보다 많습니다

## 명령줄의 POSITION (show, moves, perft)

arg-start-does-not-fit = 시작 국면이 `--pieces { $pieces }`에 맞지 않습니다({ $why }). 국면(`POSITION`)을 입력하세요
arg-impossible = { $position }{ JOSA($position, "은/는") } 있을 수 없는 국면입니다(규칙 { $rules }, 말 구성 { $pieces }). { $why }

## 오래 걸리는 계산의 진행 (stderr)

phase = { $phase ->
    [initial-pass] 첫 단계
    [retrograde-rounds] 역행 분석
    [writing-table] 테이블 쓰기
    [reading-values] 평가 읽기
    [histogram] 분포 세기
    [reachable] 도달할 수 있는 국면
    [verify] 검증
    [puzzles] 퍼즐 찾기
   *[games] 대국
}
phase-reachable-search = 도달할 수 있는 국면({ $search ->
    [published] 공개된 방식
    [mirror-apart] 대칭 국면을 따로, 공개된 방식의 수도 함께
   *[through-terminal] 끝난 국면 너머까지
})
sum-initial-pass = 0/1/2수 만에 지는 국면: { $a }/{ $b }/{ $c }
sum-rounds = { $n }단계
sum-written = 항목 { $entries }개(그중 저장하지 않는 항목 { $dont_care }개), { $bytes }바이트
sum-indices = 인덱스 { $n }개
sum-legal-entries = 합법 테이블 항목 { $n }개
sum-checked = 국면 { $positions }개 확인, 불일치 { $mismatches }개
sum-positions = 국면 { $n }개
sum-puzzles = 퍼즐 { $n }개
sum-games = { $n }판
progress-line = { $phase }: { $summary }({ $time } 동안 { $work }개 처리{ $rate ->
    [none] {""}
   *[other] , 초당 약 { $rate }개
})
progress-rate = 초당 { $n }
progress-eta = 남은 시간
progress-done = 처리
duration-seconds = { $s }초
duration-minutes = { $min }분 { $s }초

## sibi generate

gen-leftover = 이 테이블의 이전 생성이 중단되었으므로 { $temp }{ JOSA($temp, "을/를") } 지웁니다
gen-cannot-remove = { $path }{ JOSA($path, "을/를") } 지울 수 없습니다
gen-no-threads = 작업 스레드를 시작할 수 없습니다
gen-cannot-create-lock = 잠금 파일 { $path }{ JOSA($path, "을/를") } 만들 수 없습니다
gen-cannot-lock = { $path }{ JOSA($path, "을/를") } 잠글 수 없습니다
gen-locked = { $path }{ JOSA($path, "을/를") } 만드는 다른 `sibi generate`가 실행 중입니다({ $lock }{ JOSA($lock, "을/를") } 잡고 있음). 끝날 때까지 기다리세요
rep-rules = 규칙:       { $rules }
rep-pieces = 말 구성:    { $pieces }
gen-positions = 국면:       { $positions }개 (테이블 항목 { $entries }개, 대칭 국면은 한 항목을 함께 쓰고 한 턴 버티기가 이루어진 국면은 항목이 없음)
gen-wins = 승리:       { $n }개 ({ $pct }%)
gen-losses = 패배:       { $n }개 ({ $pct }%)
gen-draws = 무승부:     { $n }개 ({ $pct }%)
gen-rounds = 역행 분석 단계: { $rounds } (가장 긴 거리 { $longest }수)
gen-time = 시간:       { $total } (해석 { $solving }, 스레드 { $threads }개)
rep-table = 테이블:     { $path }
gen-size = 크기:       { $bytes }바이트 ({ $mib }, 국면당 { $bits }비트, 항목 { $entries }개 중 { $stored }개 저장, 나머지는 조회할 때 계산)

## sibi probe

probe-game-over = { $value }, 대국 종료({ $why })
probe-line = { NTH($line) } 줄
probe-input = { $text } — { $why }
probe-input-at = { NTH($line) } 줄 { $text } — { $why }
probe-line-too-long = 줄이 { $max }바이트보다 깁니다
king-captured-by = { $move }{ JOSA($move, "으로/로") } { SIDE($side) }이 { SIDE($other) }의 王을 잡아 이겼습니다

## sibi best

best-position = 국면: { $position }
best-value = 평가: { $value } ({ SIDE($side) } 차례 기준)
best-value-over-to-move = 평가: { $value } ({ SIDE($side) } 차례 기준), 대국 종료({ $why })
best-value-over = 평가: { $value } ({ SIDE($side) } 기준), 대국 종료({ $why })
best-moves = { SIDE($side) }의 수와 그 평가({ SIDE($side) } 기준, 이 국면부터 센 거리)
best-group = { $kind ->
    [winning] 이기는 수
    [drawing] 비기는 수
   *[losing] 지는 수
} { $n }개
best-best = 최선: { $moves } ({ $value })
best-pv = 최선 수순(양쪽 모두 최선) { plies }
best-end = 끝: { $end }
best-end-repetition = { $ply }수째를 두기 전의 국면이 다시 나옵니다. 양쪽이 최선으로 두면 같은 수순이 반복되어 무승부입니다
best-end-cut = { $n }수에서 끊었습니다(`--max-plies`)
best-final-board = 마지막 판
best-final-board-before = 마지막 판({ $move }{ JOSA($move, "으로/로") } 잡기 전)
best-before-capture = ({ $move }{ JOSA($move, "으로/로") } 잡기 전)

## sibi moves, sibi perft

moves-game-over = 대국이 끝나({ $why }) 둘 수 있는 수가 없습니다.
moves-king-capture = 王 잡기
perft-game-over = 대국이 끝나({ $why }) 어느 깊이에서나 0입니다
perft-total = 합계 { $n }

## sibi selfplay

self-no-starts = { $rules } { $pieces } 테이블에는 대국을 시작할 비기는 국면이 없습니다
self-two-levels = `--levels`에는 서로 다른 단계가 두 개 이상 있어야 합니다
self-header = 단계 한 쌍마다 { $games }판(각자 { $half }판씩 먼저 둠), 시드 { $seed }. 시작 국면은 { $reachable ->
    [yes] 시작 국면에서 도달할 수 있는 비기는 국면
   *[no] 비기는 국면
} { $starts }개 가운데 고르게 뽑고, { $max }수에서 끊습니다(무승부)
self-scores = 행 단계가 열 단계를 상대로 얻은 점수, %(승 + ½ 무)
self-steps = 각 단계와 바로 아래 단계(95 % 구간 ±1.96·√(v/n), n = { $n }에서 최대 ±{ $width })
self-steps-header = 단계    점수    ±95 %   승 / 무 / 패            수 (평균 대국 길이)
self-every-level = 모든 단계가 바로 아래 단계를 상대로 50 % 이상 얻음: { $answer ->
    [yes] 예
   *[no] 아니요
}
self-conduct = 각 단계가 모든 대국에서 둔 수(자기 수 가운데 %)
self-conduct-level = 단계
self-conduct-best = 최선의 수
self-conduct-lost = 비기는 국면을 짐
self-conduct-let-go = 승리를 놓침
self-time = 시간: { $total } (테이블 { $table }, 시작 국면 { $starts }, 대국 { $n }판 { $games })

## sibi verify

verify-damaged = 결과:       실패, 테이블이 손상되었습니다
verify-mismatch = 불일치: { $position }  저장된 평가 { $stored }, 맞는 평가 { $expected } (인덱스 { $index })
verify-more = … 그리고 불일치 { $n }개 더(`--max-mismatches { $max }`)
verify-checked = 확인:       테이블 항목 { $n }개 (항목마다 국면과 그 대칭 국면, 둘 차례인 쪽이 한 턴 버티기를 이룬 국면은 확인할 필요가 없음)
verify-mismatches = 불일치:     { $n }
verify-time = 시간:       { $time }
verify-ok = 결과:       성공, 모든 국면이 맞습니다
verify-failed = 결과:       실패

## sibi info

info-label = { $label ->
    [file] 파일:
    [format] 형식:
    [rules] 규칙:
    [index-scheme] 인덱스 방식:
    [piece-set] 말 구성:
    [entries] 항목:
    [legal-positions] 합법 국면:
    [layout] 구성:
    [size] 크기:
    [bits] 비트:
    [checksum] 체크섬:
   *[value-encoding] 평가 부호화:
}
info-format = sibi 테이블 형식 { $version }
info-reads = (이 프로그램이 읽는 것은 버전 { $version })
info-rules = { $rules } (규칙 버전 { $version })
info-index-scheme = `{ $scheme }` (버전 { $version })
info-entries = 평가 코드 { $n }개, 코드마다 { $width }바이트
info-legal-positions = { $n }개 (대칭 국면도 따로 셈, 끝난 국면 포함)
info-no-dictionary = 사전 없음
info-dictionary = zstd 사전 { $bytes }바이트
info-layout = 헤더 { $header }바이트, { $dictionary }, 항목 { $entries }개짜리 블록 { $blocks }개({ $block_bytes }바이트), 블록 오프셋 표 { $table }바이트
info-size = { $bytes }바이트 ({ $mib })
info-bits = 합법 국면당 { $position }, 항목당 { $entry }
info-value-encoding = 인덱스 방식이 푸는 범위의 인덱스(`0..entries`)마다 u16 코드 하나를 둡니다. 국면은 둘 차례인 쪽에서 보며, 국면과 그 대칭 국면(1행과 3행을 맞바꾼 국면)이 인덱스 하나를 함께 씁니다. 둘 차례인 쪽이 이미 한 턴 버티기를 이룬 국면(승 0)은 인덱스가 `entries` 이상이어서 저장하지 않습니다. 코드 0은 무승부, 1 + 2n은 n수 만에 승, 2 + 2n은 n수 만에 패이며, 둘 차례인 쪽 기준입니다(`RULES.md`의 평가와 거리). 합법 국면이 아닌 인덱스, 둘 차례인 쪽이 상대 王을 잡을 수 있는 국면(승 1), 상대 王이 둘 차례인 쪽의 진영에 있고 잡을 수 없는 국면(패 1, 둘 수 있는 수가 없으면 패 0)은 저장하지 않고 조회할 때 한 수 앞을 보아 다시 계산합니다.

## sibi stats (와 SVG 그래프)

output-not-a-file = `{ $option }` { $path }{ JOSA($path, "은/는") } { $kind }입니다. `sibi`는 일반 파일만 쓰며, 일반 파일이 아닌 것 위에는 쓰지 않습니다
output-own-input = `{ $option }` { $path }{ JOSA($path, "은/는") } 이 명령이 읽는 입력 { $input }입니다. 다른 파일을 고르세요
output-other = `{ $option }` { $path }{ JOSA($path, "은/는") } 이미 있는 파일이고 { $what }{ JOSA($what, "이/가") } 아닙니다. 바꾸려면 `--force`를 주거나 다른 파일을 고르세요
output-what-table = { $rules } { $pieces } 테이블
output-what-svg = `sibi`가 쓴 `SVG` 그래프
output-what-record = `sibi` 기보
output-what-puzzles = `sibi` 퍼즐 파일
output-what-man-page = `sibi` 매뉴얼 페이지
arg-no-folder = `{ $option }` { $path }{ JOSA($path, "은/는") } 없는 폴더에 있거나 폴더 자체입니다
# `sibi man DIR`: 폴더가 없을 때, 페이지를 쓴 뒤.
man-no-folder = `man` { $path }{ JOSA($path, "은/는") } 없는 폴더입니다. 매뉴얼 페이지를 쓸 폴더를 고르세요
man-written = 매뉴얼 페이지 { $count }개를 { $dir }에 썼습니다(`man -l { $dir }/sibi.1`로 첫 페이지를 봅니다)
output-kept = { $path }에 쓰지 않았습니다. { $why }
output-kept-not-a-file = { $kind }이며, `sibi`는 일반 파일 위에만 씁니다
output-kept-no-folder = 그 폴더가 없습니다
output-kept-own-input = 입력 파일 { $input }입니다
output-kept-other = 거기 있는 파일이 { $what }{ JOSA($what, "이/가") } 아닙니다
stats-no-plot = 그래프를 쓰지 못했습니다. { $why }
stats-positions = 국면:       { $n }개 (대칭 국면도 따로 셈, 한 턴 버티기로 끝난 국면 포함)
stats-wins = 승리:     { $n }개 ({ $pct }%)
stats-losses = 패배:     { $n }개 ({ $pct }%)
stats-draws = 무승부:   { $n }개 ({ $pct }%)
stats-plies = { $n }수
stats-none = 없음
stats-longest = 최장 거리:  승리 { $win }, 패배 { $loss }
stats-histogram = 거리 분포(둘 차례인 쪽에서 승 n이나 패 n인 국면의 수, n은 수 단위)
stats-column-n = n
stats-column-win = 승 n
stats-column-loss = 패 n
stats-longest-wins = 가장 긴 승리와 그 예(초록 차례)
stats-longest-win = 승 { $plies }수: 국면 { $count }개
stats-no-start = 시작 국면: 이 테이블에 없음(시작 국면은 전체 말 구성 GGMMPP, 이 테이블은 { $pieces })
stats-start = 시작 국면
stats-start-value = { SIDE($first) }이 먼저 둘 때({ $position }): { $value }
stats-reachable-none = 시작 국면에서 도달할 수 있는 국면: 세지 않음(`--reachable none`)
stats-reachable = 시작 국면에서 도달할 수 있는 국면(누가 먼저 두든), 둘 차례인 쪽의 승/패/무
stats-convention = { $name ->
    [published] 공개된 방식
    [through-terminal] 끝난 국면 너머까지
   *[mirror-apart] 대칭 국면을 따로
}
stats-reachable-column = { $column ->
    [positions] 국면
    [wins] 승리
    [losses] 패배
    [draws] 무승부
    [terminal] 끝난 국면
   *[depth] 깊이
}
stats-reachable-note = (공개된 방식은 둘 차례인 쪽이 상대 王을 잡을 수 있거나 한 턴 버티기에 들어선 상대 王과 마주한 국면을 세기만 하고 더 두지 않으며, 대칭 국면은 한 번만 셉니다)
stats-plot = 그래프:     { $path }
plot-caption = { $rules } { $pieces }, 끝까지의 거리별 국면 수(국면 { $positions }개, 무승부 { $draws }개)
plot-x = 거리 n (수)
plot-y = 국면 수 (로그 눈금)

## sibi puzzles

pz-table = 테이블:   { $path }
pz-searched = 탐색:     국면 { $n }개 ({ $scope ->
    [reachable] 시작 국면에서 도달할 수 있는 국면, 공개된 방식
   *[any] 모든 합법 국면
}, 국면과 그 대칭 국면은 한 번만)
pz-filter = 조건:     이기는 쪽은 王 말고 말을 { $n }개까지 가짐
pz-per-length = 길이별 퍼즐(후보는 N수 만에 이기고 말이 지나치게 많지 않은 국면)
pz-column-plies = 수
pz-column-candidates = 후보
pz-column-puzzles = 퍼즐
pz-all = 전체
pz-file-written = 퍼즐 파일을 썼습니다: { $path }
pz-cannot-write = `--output` { $path }에 쓸 수 없습니다(탐색 전에 써 보았습니다). { $why }
pz-none = 퍼즐 없음
pz-none-of-length = { $n }수 퍼즐 없음
pz-puzzle = 퍼즐 { $k } (시드 { $seed }) { $position }  — { SIDE($side) } 차례, { $n }수 필승
pz-answer = { SIDE($side) }: { $moves } ({ $value }, { $note ->
    [ends] 대국을 끝냄
    [enters] 王이 들어가 어떻게 받아도 한 턴을 버팀
   *[only] 유일하게 이기는 수
})
pz-defence = { SIDE($side) }: { $move } ({ $value })
pz-time = 시간: 테이블 { $table }, 찾기 { $search }, 합계 { $total }
pz-hold-per-length = 버티기 퍼즐, 버티는 차례 수별 (무승부 국면 { $drawn }개 탐색)
pz-column-turns = 차례
pz-hold-none = 버티기 퍼즐 없음
pz-hold-none-of-length = { $n }차례 버티기 퍼즐 없음
pz-hold-puzzle = 버티기 퍼즐 { $k } (시드 { $seed }) { $position } — { SIDE($side) } 차례, 유일한 수로 { $n }차례 버팁니다
pz-hold-only = { SIDE($side) }: { $mv } (유일한 수)
pz-hold-reply = { SIDE($side) }: { $mv } (가장 까다로운 응수)

## sibi serve가 stderr에 쓰는 줄

serve-connections-fitted = 참고: `--max-connections { $wanted }`{ JOSA($wanted, "은/는") } 이 프로세스의 열린 파일 한도({ $files })를 넘으므로 서버는 연결을 최대 { $fitted }개까지 받습니다(`ulimit -n`이나 `systemd`의 `LimitNOFILE`로 한도를 올리세요)
serve-too-many-connections = 서버에 열린 연결이 너무 많습니다. 잠시 뒤에 다시 시도하세요.
serve-puzzles-in-memory = { $why }. 퍼즐은 메모리에만 둡니다
serve-stopping = `sibi serve` 멈추는 중 — 처리 중인 요청은 { $seconds }초 안에 끝나야 합니다(`Ctrl-C`를 한 번 더 누르면 바로 멈춥니다)
serve-deadline = `sibi serve`는 처리 중인 요청이 제때 끝나지 않아 멈췄습니다
serve-stopped-at-once = `sibi serve`는 바로 멈췄습니다
serve-log-dropped = `sibi serve`가 로그 { $n }줄을 버렸습니다. 표준 오류가 받지 않아서(아무도 읽지 않는 파이프나 터미널) 서버는 기다리지 않고 계속했습니다
clap-unknown-argument = `{ $arg }`{ JOSA($arg, "은/는") } 없는 옵션입니다
clap-unknown-command = `{ $command }`{ JOSA($command, "이라는/라는") } 명령은 없습니다
clap-bad-value = `{ $arg }`의 값 `{ $value }`{ JOSA($value, "이/가") } 올바르지 않습니다. { $why }
clap-valid-values = 쓸 수 있는 값은 { $values }입니다
clap-bad-value-plain = `{ $arg }`의 값 `{ $value }`{ JOSA($value, "이/가") } 올바르지 않습니다
clap-pieces-letter = `{ $letter }`{ JOSA($letter, "은/는") } 말 글자(G, M, P)가 아닙니다
clap-pieces-too-many = { $piece }({ $letter }){ JOSA($piece, "이/가") } { $count }개입니다. 같은 말은 최대 2개까지 넣을 수 있습니다
clap-number = `{ $arg }`에는 정수를 지정해야 합니다
clap-at-least = `{ $arg }`에는 { $min } 이상의 정수를 지정해야 합니다
clap-in-range = `{ $arg }`에는 { $min }부터 { $max }까지의 정수를 지정해야 합니다
clap-missing = 꼭 필요한 인자 `{ $args }`{ JOSA($args, "이/가") } 빠졌습니다
clap-conflict = `{ $arg }`{ JOSA($arg, "은/는") } `{ $other }`{ JOSA($other, "과/와") } 함께 쓸 수 없습니다
clap-missing-command = 명령을 입력해야 합니다(`show`, `probe`, `help`, …)
clap-other = 명령줄을 읽을 수 없습니다
clap-with-suggestion = { $what }. `{ $suggestion }`{ JOSA($suggestion, "을/를") } 입력하려고 했습니까?
clap-help-hint = 자세한 내용은 `{ $command } --help`를 보세요.
serve-bad-bind = `--bind` { $value }{ JOSA($value, "은/는") } 받을 수 없습니다. `127.0.0.1:8080`처럼 주소와 포트를 지정하세요
serve-cannot-listen = { $bind }에서 연결을 받을 수 없습니다. { $why }
serve-addr-in-use = 이미 쓰이는 주소입니다(다른 서버나 다른 `sibi serve`?). 다른 `--bind`를 지정하세요
serve-addr-not-available = 이 컴퓨터의 어느 네트워크 인터페이스에도 그 주소가 없습니다
serve-permission-denied = 권한이 없습니다(1024 아래 포트는 권한이 필요합니다)
serve-socket-setup = 연결을 받을 소켓을 준비할 수 없습니다
serve-no-address = 연결을 받는 주소를 읽을 수 없습니다
serve-no-threads = 서버의 스레드를 시작할 수 없습니다
serve-generating = { $path }에 { $rules } { $pieces } 테이블이 없어 먼저 만듭니다({ $command })
serve-listening = ({ $rules } { $pieces }, 테이블 { $path })
serve-puzzles-building = 퍼즐을 만드는 중입니다(진행은 표준 오류에). 다 되면 `/puzzles`가 답합니다.
serve-puzzles-ready = `sibi serve` 퍼즐 준비 완료
serve-ctrl-c = `Ctrl-C`로 서버를 멈춥니다.
serve-not-loopback = { $addr }에서 연결을 받으므로 다른 컴퓨터도 닿을 수 있습니다. 기본 주소는 `127.0.0.1:8080`입니다
serve-stopped = `sibi serve` 멈춤
serve-cannot-open = `--open`에 쓸 { $opener }{ JOSA($opener, "을/를") } 실행할 수 없습니다. { $url }{ JOSA($url, "을/를") } 직접 여세요
serve-no-puzzle-file = { $path }에 퍼즐 파일이 없습니다
serve-no-puzzles = { $why }. `/puzzles`에 퍼즐이 없으니 `{ $command }`{ JOSA($command, "으로/로") } 만드세요
serve-finding-puzzles = { $why }. 먼저 퍼즐을 찾습니다(`sibi puzzles --build`)
serve-puzzle-file-written = 퍼즐 파일을 썼습니다: { $path }

## sibi annotate의 메시지 (commands/annotate.rs)

annotate-correct = `--correct` 값 — { $what }
annotate-correct-no-colon = `18:B2A3`처럼 수 번호와 수를 쌍점으로 이어 써야 하는데 `{ $text }`에는 쌍점이 없습니다
annotate-correct-bad-ply = `{ $ply }`{ JOSA($ply, "은/는") } 수 번호가 아닙니다. 수 번호는 1부터 세는 숫자입니다
annotate-correct-bad-move = 수 `{ $mv }`의 { $why }
annotate-correct-one-file = `--correct`는 기보 하나의 수를 바꿉니다. 파일을 { $n }개가 아니라 하나만 지정하세요
annotate-plot-one-file = `--plot`은 기보 하나의 그래프를 그립니다. 파일을 { $n }개가 아니라 하나만 지정하세요
annotate-plot-no-folder = `--plot` { $path }{ JOSA($path, "은/는") } 없는 폴더에 있거나 폴더 자체입니다
annotate-file-error = { $file } — { $why }
annotate-graph = 그래프: { $path }
annotate-cannot-read-stdin = 표준 입력을 읽을 수 없습니다. { $why }
annotate-cannot-read-file = 파일을 읽을 수 없습니다. { $why }
annotate-too-large = { $bytes }바이트보다 커서 기보가 아닙니다
annotate-not-utf8 = `UTF-8` 텍스트가 아닙니다(`{ $why }`)
annotate-other-rules = { $rules } 기보입니다. `--rules { $name }`{ JOSA($name, "으로/로") } 분석하세요
annotate-other-pieces = 말 구성이 { $pieces }인 대국입니다. `--pieces { $pieces }`{ JOSA($pieces, "과/와") } 그 테이블로 분석하세요
annotate-correct-no-such-ply = `--correct`의 수가 기보에 없습니다. 기보는 { $plies }수입니다
annotate-correct-failed = `--correct { $ply }:{ $mv }`{ JOSA($mv, "을/를") } 적용할 수 없습니다. { $why }
annotate-correct-not-reached = { $illegal }수째를 둘 수 없어 { $ply }수째에 이르지 못합니다
annotate-correct-illegal = { $ply }수째에 둘 수 없습니다. { $why }
