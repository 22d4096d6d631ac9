# sibi 프런트엔드(CLI, 페이지, 스크립트)의 한국어 카탈로그. en/common.ftl의 모든 키가 같은 변수로 여기
# 있어야 합니다(테스트가 확인합니다). 거리는 수(ply) 단위입니다.

## 단위와 값

plies = { $n }수
label-win = { plies } 만에 승리
label-loss = { plies } 만에 패배
label-draw = 무승부
player = 플레이어 { $side }
who = { $name } ({ $side })

## 게임의 끝

game-over-try = 플레이어 { $side }의 王이 플레이어 { $other }의 진영({ $file }열)에서 한 턴을 버텼습니다: 플레이어 { $side } 승리
game-over-no-legal-move = 플레이어 { $side }는 둘 수 있는 수가 없습니다: 플레이어 { $other } 승리
game-over-king-capture = 플레이어 { $side }가 플레이어 { $other }의 王을 잡았습니다: 플레이어 { $side } 승리
termination = { $how ->
    [king-capture] 王을 잡아서
    [try] 王이 상대 진영에서 한 턴을 버텨서
    [time-out] 상대의 제한시간 초과로
    [resignation] 상대의 기권으로
    [no-legal-move] 상대가 둘 수 있는 수가 없어서
    [unfinished] 끝나지 않은 기보로
    [repetition] 같은 국면의 반복으로
   *[unknown] 알 수 없는 방법으로
}
outcome-won = { $who } 승리 — { termination }
outcome-won-unknown = { $who } 승리 (어떻게 끝났는지는 기록되지 않음)
outcome-won-unfinished = 끝나지 않은 기보에서 { $who }{ JOSA($who, "을/를") } 승자로 적었습니다
outcome-no-result = 기보에 결과가 없습니다
outcome-unfinished = 끝나지 않은 기보입니다
outcome-repetition = 같은 국면이 세 번째 나와 무승부로 멈췄습니다
outcome-no-winner = 기보에 승자는 없지만 { termination } 끝났습니다

## 대국 평가

verdict-start-winning = 시작에서 { $name } 필승
verdict-start-draw = 시작은 무승부
verdict-no-blunder = 패착 없음
verdict-decisive-blunder = 결정적 패착: { $blunder }
verdict-one-blunder = 패착 하나: { $blunder }
verdict-blunders = 패착 { $count }개 ({ $a } { $count_a }, { $d } { $count_d }), 마지막: { $blunder }
verdict-blunders-decisive = 패착 { $count }개 ({ $a } { $count_a }, { $d } { $count_d }), 결정적인 마지막: { $blunder }
verdict-blunder = { $ply }수째 { $name } { $move } ({ $before } → { $after })
verdict-unplayable = { $result } ({ $ply }수째부터 기보를 둘 수 없음)

## 수준

level-random = 모든 합법수를 같은 확률로 둡니다
level-perfect = 언제나 가장 좋은 수를 두고, 같은 값이면 무작위로 고릅니다 (테이블이 허락하는 한 가장 빨리 이기고 가장 늦게 집니다)
level-pressing = 언제나 가장 좋은 수를 두고, 그중에서 상대가 악수를 둘 기회가 가장 많은 수를 4수 앞까지 내다보고 고릅니다 (테이블이 허락하는 한 가장 빨리 이기고 가장 늦게 집니다)
level-takes-king = 잡을 수 있는 王을 { $percent } 확률로 잡습니다
level-always-takes-king = 잡을 수 있는 王은 언제나 잡습니다
level-leaves-king = 자기 王을 { $percent } 확률로 잡히게 둡니다
level-finds-win = { plies } 만에 이기는 수를 { $percent } 확률로 찾습니다
level-plays-loss = 수의 절반이 { plies } 만에 지는 수일 때, 그중 하나를 { $percent } 확률로 둡니다
level-note = 확률: 열 수 가운데 그런 수가 하나이고 나머지 아홉은 비기는 경우; "수의 절반이 지는 수": 다섯은 지고 다섯은 비기는 경우
level-name = { $level ->
        [1] 무작위
        [2] 입문
        [3] 초보
        [4] 초급
        [5] 중급
        [6] 중상급
        [7] 상급
        [8] 고수
        [9] 달인
        [10] 완벽
       *[11] 완벽·압박
    }
level-title = { $level }단계({ $name })
percent = { $value }%

## 터미널의 판 (sibi show)

board-position = 국면
board-rules = 규칙
board-hand = 포로 { $side }
board-to-move = 차례
board-game = 게임
board-over = 종료: { $why }
board-on = 진행 중, 둘 수 있는 수 { $n }개

## 방송 대국 (제목: 프로그램, 회차, 판)

game-black-garnet-07 = 더 지니어스:블랙가넷 7화 · 데스매치
game-black-garnet-final = 더 지니어스:블랙가넷 · 결승전
game-grand-final-11 = 더 지니어스:그랜드 파이널 11화 · 데스매치 3판 2선승제 { $round }국

## 방송 대국 페이지

games-the-broadcast-games = 방송 대국 (기보)
games-corrected = 교정본
games-annotate-your-own-record = 내 기보 분석하기
games-corrected-record = 교정본:
games-the-record-as-published = 원래 기보
games-ply = 수
games-show = 보기
games-open-this-position-in-the = 이 국면을 탐색기에서 열기
games-before = 두기 전:
games-played = 둔 수:
games-best-instead = 최선:
games-the-end = 끝
games-see-the-corrected-record = 교정본 보기
games-value-history = 평가 그래프
games-every-ply = 모든 수
games-open-in-the-explorer = 탐색기에서 열기

## 둘 수 없는 수

piece = { $role ->
    [king] { $hanja }(왕)
    [general] { $hanja }(장)
    [minister] { $hanja }(상)
    [pawn] { $hanja }(자)
   *[marquis] 侯(후, 뒤집힌 子)
}
move-error-game-over = 게임이 이미 끝났습니다: { $why }
move-error-empty-square = { $square }에 플레이어 { $side }의 말이 없습니다: 빈칸입니다
move-error-opponent-piece = { $square }에 플레이어 { $side }의 말이 없습니다: 플레이어 { $other }의 { $piece }{ JOSA($piece, "이/가") } 있습니다
move-error-wrong-piece = { $square }의 말은 { $named }{ JOSA($named, "이/가") } 아니라 { $found }입니다
move-error-cannot-step = 플레이어 { $side }의 { $piece }{ JOSA($piece, "은/는") } { $from }에서 { $to }{ JOSA($to, "으로/로") } 갈 수 없습니다
move-error-own-piece = { $to }에는 플레이어 { $side } 자신의 { $piece }{ JOSA($piece, "이/가") } 있습니다
move-error-not-in-hand = 플레이어 { $side }의 포로에 { $piece }{ JOSA($piece, "이/가") } 없습니다
move-error-drop-on-occupied = { $to }에 놓을 수 없습니다: 플레이어 { $owner }의 { $piece }{ JOSA($piece, "이/가") } 있습니다
move-error-drop-in-enemy-camp = { $to }에 놓을 수 없습니다: 상대 진영({ $file }열)이고, 십이장기에서는 상대 진영에 포로를 놓을 수 없습니다
move-error-no-piece-can-reach = 플레이어 { $side }의 { $hanja } 중 { $to }{ JOSA($to, "으로/로") } 갈 수 있는 말이 없습니다
move-error-ambiguous = 모호합니다: 플레이어 { $side }의 { $hanja } { $count }개가 { $to }{ JOSA($to, "으로/로") } 갈 수 있습니다 ({ $moves })
illegal-after-king-capture = 게임이 이미 끝났습니다: 플레이어 { $winner }가 王을 잡았습니다
games-illegal-move = `{ $move }`{ JOSA($move, "은/는") } 둘 수 없는 수입니다: { $reason }

## 짧은 값 (수)

value-win = 승 { $n }
value-loss = 패 { $n }
value-draw = 무

## 탐색기와 페이지 틀

page-title = sibi — 십이장기 완전 해석
page-explore = 탐색
page-games = 방송 대국
page-play = 대국
page-puzzles = 퍼즐
page-edit = 국면 편집
page-to-move = 차례
page-empty-hand = 없음
page-winning = 이기는 수
page-drawing = 비기는 수
page-losing = 지는 수
page-best = 최선
page-pv = 최선 진행 (양쪽 최선)
page-pv-end-capture = 王을 잡았습니다
page-pv-end-repetition = 같은 국면이 되풀이됩니다: 최선으로는 무승부
page-pv-end-cut = 중단
page-captures-king = 王을 잡습니다: 게임 종료
page-position-text = 국면 텍스트
page-go = 이동
page-flip = 판 뒤집기
page-swap = 차례 바꾸기
page-start = 초기 국면
page-units = 거리는 수(ply)로 셉니다: 1수는 한 사람이 한 번 두는 것입니다.
page-no-js = 자바스크립트 없이도 수의 링크를 따라갈 수 있습니다.
page-not-in-table = 이 테이블은 초기 국면과 다른 기물 구성입니다. 대신 보여 드리는 국면:
page-edit-help = 칸에 기물을 놓고, 양쪽 포로와 차례를 정한 뒤 확인하세요.
page-promotion-mark = 侯전환
page-rules = 규칙
rules-title = 십이장기 규칙
rules-intro = 십이장기는 「더 지니어스」에 나온 작은 장기 같은 게임입니다. 아래는 sibi가 푸는 규칙입니다.
rules-board-h = 판과 진영
rules-board = 판은 A부터 D까지 4열, 1부터 3까지 3행, 모두 12칸입니다. 두 플레이어는 저마다 자기 쪽 끝 열을 진영으로 가집니다: 플레이어 a는 A열을 가지고 D 쪽으로, 플레이어 d는 D열을 가지고 A 쪽으로 나아갑니다. 누가 먼저 두어도 됩니다.
rules-start = 처음 국면 (플레이어 a는 초록, 플레이어 d는 빨강; 기물은 주인이 나아가는 쪽을 가리킵니다):
rules-steps-setting = 스크립트가 켜져 있으면 사이트의 모든 판에서 기물마다 갈 수 있는 방향을 표시할 수 있습니다 (이 브라우저에 저장됩니다):
rules-pieces-h = 기물과 움직임
rules-pieces = 모든 기물은 한 칸씩 움직입니다. 점은 B2에 놓인 플레이어 a의 기물이 갈 수 있는 칸입니다; 플레이어 d의 기물은 반대쪽을 봅니다.
rules-piece-k = 王 왕: 8방향 어디로나 한 칸.
rules-piece-g = 將 장: 앞, 뒤, 왼쪽, 오른쪽으로 한 칸.
rules-piece-m = 相 상: 대각선으로 한 칸.
rules-piece-p = 子 자: 앞으로만 한 칸.
rules-piece-h = 侯 후 (승격한 자): 뒤쪽 대각선 두 방향을 뺀 어디로나 한 칸.
rules-turn-h = 한 차례
rules-move = 자기 기물 하나를 빈 칸이나 상대 기물이 있는 칸으로 한 칸 옮깁니다. 상대 기물을 잡으면 그 기물은 내 포로가 되어 그때부터 내 쪽을 봅니다 (잡힌 侯는 다시 子가 됩니다).
rules-drop = 또는 포로 하나를 상대 진영이 아닌 빈 칸에 내려놓습니다 (打). 내려놓은 子는 언제나 子입니다.
rules-drop-dobutsu = 또는 포로 하나를 어느 빈 칸에나 내려놓습니다 (打; 동물 장기에서는 상대 진영도 됩니다). 내려놓은 子는 언제나 子입니다.
rules-promotion = 상대 진영으로 들어간 子는 그 자리에서 侯가 됩니다.
rules-no-check = 장군 규칙은 없습니다: 자기 王이 잡힐 수 있는 곳에 그대로 두는 수도 둘 수 있습니다.
rules-end-h = 대국이 끝나는 경우
rules-end-capture = 상대 王을 잡으면 바로 이깁니다.
rules-end-try = 트라이: 내 차례가 시작될 때 내 王이 상대 진영에 있으면 (들어가서 한 턴을 버텼으면) 내가 이깁니다.
rules-end-no-move = 둘 수 있는 수가 없는 플레이어가 집니다.
rules-end-draw = 반복 규칙은 없습니다: 어느 쪽도 승리를 강제할 수 없는 국면은 무승부이며, 완벽한 수로는 끝없이 이어집니다.
rules-plies-h = 수(ply)로 센 거리
rules-plies = sibi는 거리를 수(ply)로 셉니다: 1수는 한 사람이 한 번 두는 것입니다. 「5수 만에 승리」는 양쪽이 완벽하게 둘 때 (이기는 쪽은 가장 빨리, 지는 쪽은 가장 늦게) 지금부터 다섯 번째 수에 그 플레이어가 이긴다는 뜻입니다. 수의 평가는 그 수를 두는 사람의 입장에서, 두기 전 국면부터 셉니다.
rules-notation-h = 표기
rules-notation-moves = 수: B2C2는 B2에서 C2로 가는 수, P*B1은 子를 B1에 내려놓는 수입니다. 방송의 표기는 기물 이름을 씁니다: 相 A1 → B2 (子x) +.
rules-notation-marks = 기호: x는 잡는 수 (괄호 안은 잡힌 기물), +는 상대 王을 노리는 수, 打는 내려놓는 수, 侯전환은 子의 승격입니다.
rules-notation-position = 국면 표기: 1, 2, 3행을 빗금으로 나누어 각 행을 A열부터 D열까지 쓰고, 플레이어 a의 기물은 대문자, 플레이어 d의 기물은 소문자 (K G M P H), 빈 칸은 숫자로 씁니다. 그 뒤에 포로 (없으면 -)와 둘 차례를 씁니다. 처음 국면은 M2g/KPpk/G2m - a입니다.
explorer-game-over = 대국 끝
explorer-replies = 응수 { $total }개 중 { $losing }개가 집니다
edit-not-a-piece = { $square }: `{ $value }`{ JOSA($value, "은/는") } 기물 글자가 아닙니다
edit-not-a-count = { $player }의 포로: { $piece } `{ $value }`개는 0, 1, 2가 아닙니다
edit-not-a-side = `side={ $value }`: a나 d여야 합니다
edit-not-an-action = `action={ $value }`: `clear`, `start`, `flip`, `swap` 중 하나여야 합니다
edit-palette = 놓을 기물: 하나를 고른 뒤 판을 누르거나 끌어다 놓으세요
edit-erase = 지우기
edit-clear = 판 비우기
edit-cancel = 취소
page-check = 확인하고 열기
page-side = 차례
page-empty = 빈칸
page-steps = 이동 방향 표시
page-line = 여기서 둔 수순 (←, →로 이동)
page-line-start = 처음
page-board = 판
page-api = JSON API
page-hand-title = 플레이어 { $side }의 포로
page-piece = { $role ->
    [king] 왕
    [general] 장
    [minister] 상
    [pawn] 자
   *[marquis] 후
} { $hanja }
page-verdict-win = 플레이어 { $side } 차례: 플레이어 { $side }가 { plies } 만에 이깁니다 (양쪽 최선)
page-verdict-loss = 플레이어 { $side } 차례: 플레이어 { $side }가 { plies } 만에 집니다 — 플레이어 { $other } 승리
page-verdict-draw = 무승부: 어느 쪽도 승리를 강제할 수 없습니다
page-over-king-capture = 게임 종료: 플레이어 { $side }가 플레이어 { $other }의 王을 잡았습니다 — 플레이어 { $side } 승리
page-over-try = 게임 종료: 플레이어 { $side }의 王이 플레이어 { $other }의 진영에서 한 턴을 버텼습니다 — 플레이어 { $side } 승리
page-over-no-legal-move = 게임 종료: 플레이어 { $side }는 둘 수 있는 수가 없습니다 — 플레이어 { $other } 승리

## /puzzles 퍼즐

puzzles-puzzles = 퍼즐
puzzles-positions-won-in-exactly = 정확히 N수 만에 이기는 국면으로, 상대가 가장 오래 버티는 어떤 수를 두어도 이기는 쪽의 수가 매번 하나뿐인 문제입니다 (마지막 수에서는 게임을 끝내는 수는 모두 정답). 이기는 쪽을 두고, 테이블이 가장 오래 버팁니다.
puzzles-in-brackets-how-many = 괄호 안은 그런 퍼즐의 수입니다.
puzzles-retry = 다시
puzzles-solved = 성공!
puzzles-next-puzzle = 다음 퍼즐
puzzles-your-move = 둘 차례
puzzles-your-move-pick-one = 수를 고르세요 (판을 눌러도 됩니다)
puzzles-link-to-this-puzzle = 이 퍼즐의 링크
puzzles-open-in-the-explorer = 탐색에서 열기
puzzles-all-lengths = 모든 길이
puzzles-puzzle = 퍼즐
puzzles-scope-reachable = 시작 국면에서 도달할 수 있는 국면 (대칭 국면은 하나로)
puzzles-scope-any = 모든 합법 국면 (대칭 국면은 하나로)
puzzles-max-owned = 이기는 쪽은 왕 말고 말을 { $n }개까지 가집니다.
puzzles-heading = 퍼즐: 플레이어 { $side } 차례, { plies } 만에 이기기
puzzles-illegal = 여기서 둘 수 없는 수입니다. 다시 해 보세요.
puzzles-not-a-move = 수가 아닙니다 (B2C2, P*B1처럼). 다시 해 보세요.
puzzles-slower-win = 이기기는 하지만 { $left }수가 아니라 { plies } 걸립니다. 다시 해 보세요.
puzzles-win-gone = { $label }: 승리를 놓칩니다. 다시 해 보세요.
puzzles-solved-how = { $how ->
    [king-capture] 왕을 잡았습니다.
    [try] 왕이 상대 진영에서 버텼습니다 (트라이).
   *[other] 상대가 둘 수 있는 수가 없습니다.
}
puzzles-left = { plies } 남음

## 평가 그래프

graph-win = 승
graph-loss = 패
graph-draw = 무
graph-ply = 수
graph-axis = 플레이어 a의 평가 (남은 수)
graph-blunder = 악수
games-prev-mistake = ← 이전 실수 ({ $ply }수째)
games-next-mistake = 다음 실수 ({ $ply }수째) →

## 수 판정, 각주, 기보 분석 양식과 표

verdict-best = 최선
verdict-only-move = 유일한 수 !
verdict-mistake = 실수 ?
verdict-blunder-mark = 악수 ??
games-end = 끝
footnote-holds = 맞음
footnote-does-not-hold = 틀림
footnote-bad-move = “악수”:
footnote-proposed = 제안한 수
footnote-a-best-move = 최선의 수
footnote-better-not-best = 둔 수보다 낫지만 최선은 아님
footnote-no-better = 둔 수보다 낫지 않음
footnote-no-winning-move = “이길 수 없다”:
annotate-title = 기보 분석
annotate-help = 위키에 실린 표나 .gibo 기보를 붙여 넣거나 파일을 올리세요. 서버는 아무것도 저장하지 않습니다.
annotate-file = 파일:
annotate-button = 분석
annotate-warnings = 경고 { $n }개
table-ply = 수
table-player = 선수
table-published = 기보 원문
table-move = 수
table-before = 두기 전
table-after = 둔 수
table-verdict = 판정
table-best = 최선

## 기보의 교정과 경고

place-row = { $row }번째 줄, { $name }
place-row-line = { $row }번째 줄, { $line }행, { $name }
place-line = { $line }행
place-row-only = { $row }번째 줄
place-ply = { $ply }수째
correction = { $ply }수째 ({ $place }): `{ $published }`{ JOSA($published, "을/를") } `{ $corrected }`{ JOSA($corrected, "으로/로") } 읽으면 ({ $move }, { $change }) 나머지를 둘 수 있습니다; 기보의 표시 { $marks }개가 맞지 않음; 끝은 { $end ->
    [agrees] 맞음
   *[disagrees] 맞지 않음
}
change-origin = 출발 칸 { $published }{ JOSA($published, "을/를") } { $corrected }{ JOSA($corrected, "으로/로") } 읽음
change-destination = 도착 칸 { $published }{ JOSA($published, "을/를") } { $corrected }{ JOSA($corrected, "으로/로") } 읽음
change-piece = 말 { $published }{ JOSA($published, "을/를") } { $corrected }{ JOSA($corrected, "으로/로") } 읽음
change-chosen-origin = 출발 칸 { $from }{ JOSA($from, "을/를") } 고름 (모호한 수)
change-step-not-drop = 포로 투입이 아니라 { $from }에서 이동
change-drop-not-step = 이동이 아니라 포로 투입
board-result = 플레이어 { $side } 승리 — { termination }
warning = { $place } ({ $name }): `{ $text }`: { $what }
warning-capture-missing = 이 수는 { $captured }{ JOSA($captured, "을/를") } 잡지만 잡음 표시(x)가 없습니다
warning-capture-without-capture = 잡음 표시가 있지만 이 수는 아무것도 잡지 않습니다
warning-capture-wrong-piece = 잡음 표시는 { $marked }{ JOSA($marked, "이라/라") }고 하지만 이 수가 잡는 것은 { $captured }입니다
warning-check-missing = 이 수는 장군이지만 `+` 표시가 없습니다
warning-check-without-check = `+` 표시가 있지만 장군이 아닙니다
warning-promotion-missing = 子가 侯로 바뀌지만 候전환 표시가 없습니다
warning-promotion-without-promotion = 候전환 표시가 있지만 바뀌는 子가 없습니다
warning-piece-name = 적힌 말은 { $named }{ JOSA($named, "이지/지") }만 출발 칸의 말은 { $found }입니다
warning-king-capture-missed = 상대 王을 잡을 수 있었지만 다른 수를 둡니다
warning-note-try-not-held = 끝 메모는 왕이 한 턴을 버텼다고 하지만, 기보가 끝날 때 승자의 왕은 상대 진영에서 버티고 있지 않습니다
warning-note-winner = 끝 메모의 승자가 판과 맞지 않습니다 ({ $board })
warning-note-winner-not-over = 끝 메모는 수 뒤에 승자를 적었지만 판에서는 게임이 끝나지 않았습니다
warning-note-after-game-over = 제한시간 초과나 기권이지만, 판에서는 게임이 이미 끝났습니다 ({ $board })
warning-note-loser-not-to-move = 차례가 아닌 사람의 제한시간 초과나 기권입니다
warning-note-winner-not-a-player = 끝 메모가 승자로 적은 `{ $name }`{ JOSA($name, "은/는") } 두 사람 중 누구도 아닙니다: 메모로 읽고 승자는 판에서 정합니다
warning-no-result = 기보가 결과 없이 끝납니다: 끝 메모가 없고 게임도 끝나지 않았습니다
annotate-apply = 이 교정으로 분석
annotate-corrected = 교정함: { $ply }수째를 { $move }{ JOSA($move, "으로/로") } 바꾸고 나머지는 보낸 그대로입니다.
annotate-as-sent = 보낸 그대로 분석
annotate-summary = 요약

## 잘못된 국면 표기와 불가능한 국면

position-king-count = 플레이어 { $side }의 王이 판에 { $count }개 있습니다; 각자 정확히 하나가 있어야 합니다
position-piece-count = { $role ->
    [general] 將이
    [minister] 相이
   *[pawn] 子가
} 판과 포로에 { $found }개 있지만, 기물 구성 { $set }에는 { $expected }개입니다
position-unpromoted-pawn = 플레이어 { $side }의 뒤집히지 않은 子가 상대 진영 { $square }에 있습니다 (십이장기 규칙: 들어가면 侯로 뒤집힙니다)
position-hand-count = 플레이어 { $side }의 포로에 { $role ->
    [general] 將이
    [minister] 相이
   *[pawn] 子가
} { $count }개 있습니다; 한 종류는 최대 2개입니다
line-empty = 입력이 비었습니다: `M2g/KPpk/G2m - a` 같은 국면 표기를 주세요
line-notation = { $column }번째 글자: { $what }
line-impossible = 불가능한 국면 (규칙 { $rules }, 기물 { $pieces }): { $why }
line-no-moves = `moves` 뒤에는 수가 하나 이상 있어야 합니다
line-move = { $number }번째 수 ({ $word }): { $what }
line-move-illegal = { $position }에서 둘 수 없습니다: { $why }
line-after-king-capture = { $position }에서 王을 잡습니다: 게임이 끝나 더 둘 수 없습니다

## 오류 페이지

error-bad-request = 잘못된 요청
error-bad-position = 잘못된 국면
error-not-in-table = 이 테이블에 없는 국면
error-not-found = 찾을 수 없음
error-table = 테이블 오류
error-not-a-puzzle = 퍼즐이 아님
error-no-such-puzzle = 그런 퍼즐이 없음
error-not-ready = 퍼즐 준비 중
error-busy = 서버가 바쁨
error-too-large = 너무 큼
error-cross-site = 거절됨: 다른 사이트의 양식
error-cross-site-why = 이 서버는 자기 페이지에서 보낸 양식만 받습니다: 다른 사이트의 페이지가 여러분 대신 보낼 수는 없습니다. 여기서 { $path }{ JOSA($path, "을/를") } 열고 그 양식으로 보내세요.
error-timed-out = 너무 느림
error-request-timeout = 요청이 { $seconds }초를 넘어 중단되었습니다: 다시 시도하세요
error-body-timeout = 요청 본문이 { $seconds }초 동안 오지 않았습니다: 다시 보내세요
error-rate-limited = 요청이 너무 많음
error-rate-limited-why = 이 주소에서 요청이 너무 많습니다: { $seconds }초 뒤에 다시 시도하세요
error-bad-url = 주소가 올바르지 않습니다: 경로를 풀어 보면 `UTF-8` 텍스트가 아닙니다
error-table-damaged = 테이블이 손상되었습니다: { $why }
error-internal = 서버 오류
error-panic = 이 요청에 답하다가 서버에 문제가 생겼습니다. 다른 요청에는 계속 답하며, 문제는 서버 기록에 남았습니다
error-no-such-page = 그런 페이지가 없습니다.
error-method-not-allowed = 이 주소는 { $method } 요청을 받지 않습니다.
error-no-game = `{ $name }`{ JOSA($name, "이라/라") }는 대국이 없습니다
line-bad-position = 잘못된 국면 표기: { $column }번째 글자: { $what }
puzzles-no-file = 이 서버에는 퍼즐이 없습니다: 퍼즐 파일이 없고 `--no-generate`로 시작했습니다; 이렇게 만드세요: `{ $command }` (서버에 `--tablebase`를 주었다면 그것도 함께), 그다음 서버를 다시 시작하세요
puzzles-unusable = 이 서버에는 퍼즐이 없습니다: 퍼즐 파일을 쓸 수 없고 `--no-generate`로 시작했습니다; 이렇게 다시 만드세요: `{ $command }` (서버에 `--tablebase`를 주었다면 그것도 함께), 그다음 서버를 다시 시작하세요
puzzles-failed = 퍼즐을 찾지 못했습니다: { $why }
puzzles-building = 퍼즐을 만드는 중입니다; 몇 분 뒤에 다시 해 보세요
puzzles-none-of-length = 여기에는 { $n }수 퍼즐이 없습니다; 있는 길이: { $offered }
puzzles-offered-none = 없음
puzzles-offered = { $list }수
## 요청 인자를 서버가 거절할 때
error-bodies-busy = 서버가 이미 기보 { $max }개를 받고 있습니다. 잠시 후 다시 보내 주세요.
error-body-too-many-chunks = 본문이 { $max }개보다 많은 조각으로 나뉘어 왔습니다. 본문 길이를 밝혀 보내거나 더 큰 조각으로 나누어 보내 주세요.
error-body-malformed = 본문의 청크 인코딩을 읽을 수 없습니다. 청크 크기가 16진수가 아닌 경우 등입니다.
error-path-too-long = 주소의 경로가 { $max }바이트보다 깁니다
error-query-too-long = 쿼리가 { $max }바이트보다 깁니다
error-no-such-api = 그런 `API`는 없습니다: `/api/v1/position`, `/api/v1/mainline`, `/api/v1/engine-move`, `/api/v1/puzzle`을 보세요
error-missing-pos = `pos`가 없습니다: `pos=M2g/KPpk/G2m+-+a`처럼 국면 표기를 주세요
error-position-too-long = 국면 표기가 { $max }바이트보다 깁니다
error-impossible-position = 있을 수 없는 국면입니다: { $why }
error-body-too-large = 요청 본문이 { $max }바이트보다 큽니다
query-not-utf8 = 쿼리가 올바른 `UTF-8`이 아닙니다
query-seed = `seed={ $value }`: 0부터 { $max }까지의 정수여야 합니다
level-out-of-range = { $n }단계는 없습니다: 단계는 1(무작위 수)부터 10(완벽한 수)까지와 11(완벽·압박)입니다
level-not-a-number = `{ $value }`{ JOSA($value, "은/는") } 단계가 아닙니다: 1(무작위 수)부터 11(완벽·압박)까지의 정수를 주세요
query-side = `side={ $value }`: `a` 또는 `d`여야 합니다
query-end = `end={ $value }`: 페이지가 요청할 수 있는 끝은 `repetition`(반복)뿐입니다
query-ply = `ply={ $value }`: 수 번호여야 합니다
query-choice = `{ $key }={ $value }`: { $words } 중 하나여야 합니다
query-or = 또는
query-other = 쿼리를 읽을 수 없습니다: { $why }
puzzles-solved-already = 퍼즐은 이미 풀렸습니다
puzzles-moves-not-a-move = `{ $text }`{ JOSA($text, "은/는") } 수가 아닙니다 (`B2C2`나 `P*B1`처럼 쓰세요)
puzzles-moves-illegal = { $move }{ JOSA($move, "은/는") } { $position }에서 둘 수 없는 수입니다
puzzles-not-in-solution = { $move }{ JOSA($move, "은/는") } { $position }에서 정답의 수가 아닙니다
puzzles-bad-plies = `plies={ $value }`: 퍼즐 길이를 수(手)로, 2 이상의 정수로 주세요 (여기서 제공: { $offered })
puzzles-position-alone = `pos`: 퍼즐의 국면만 주세요 (수는 `moves=`에)
puzzles-too-many-moves = `moves`: 어떤 퍼즐보다도 수가 많습니다
puzzles-missing-plies = `plies`가 없습니다: `plies=5`처럼 퍼즐 길이를 주세요 (제공: { $offered })
## 퍼즐이 아닌 까닭 (NotAPuzzle)
not-a-puzzle-game-over = 퍼즐이 아닙니다: 그 국면에서 대국이 이미 끝났습니다 ({ $why })
not-a-puzzle-not-long-win = 퍼즐이 아닙니다: 값이 { $value }이고, 퍼즐은 { $min }수 이상에 이기는 국면입니다
not-a-puzzle-overwhelming = 퍼즐이 아닙니다: 이기는 쪽이 왕 말고 기물을 { $owned }개 가져, { $max }개보다 많습니다
not-a-puzzle-second-win = 퍼즐이 아닙니다: { $position }에서 이기는 수가 둘입니다: { $first }, { $second }
not-a-puzzle-second-win-after = 퍼즐이 아닙니다: { $line } 다음, { $position }에서 이기는 수가 둘입니다: { $first }, { $second }
rules-name = { $rules ->
    [dobutsu] 동물장기
   *[twelve-janggi] 십이장기
}
games-unavailable = 방송 대국에는 십이장기 전체 테이블(GGMMPP)이 필요합니다; 이 서버의 테이블은 { $rules } { $pieces }입니다
error-other-table = 이 국면의 기물 구성은 { $set }{ JOSA($set, "이고/고") }, 이 서버의 테이블은 { $rules } { $pieces }입니다: 이 국면은 { $rules } { $set } 테이블로 보세요

## 잘못된 국면 표기와 수 표기 (NotationProblem)

notation-empty-position = 입력이 비었습니다: `M2g/KPpk/G2m - a` 같은 국면 표기를 주세요
notation-piece-name-in-position = { $found }{ JOSA($found, "은/는") } 한자/한글 말 이름입니다: 국면 표기는 ASCII만 씁니다 (K G M P H, 플레이어 a는 대문자, 플레이어 d는 소문자); 한자와 한글은 수 표기와 화면 표시에만 씁니다
notation-non-ascii = { $found }{ JOSA($found, "은/는") } ASCII가 아닌 글자입니다: 국면 표기는 ASCII만 씁니다 (K G M P H, 플레이어 a는 대문자, 플레이어 d는 소문자); 한자와 한글은 수 표기와 화면 표시에만 씁니다
notation-missing-hands-and-side = 판 다음에 포로와 차례가 없습니다 (예: `M2g/KPpk/G2m - a`)
notation-missing-hands = 판과 차례 사이에 포로가 없습니다 (포로가 없으면 `-`를 쓰세요)
notation-missing-side = 포로 다음에 차례(`a` 또는 `d`)가 없습니다
notation-bad-side = 차례는 `a` 또는 `d`여야 하는데 `{ $found }`{ JOSA($found, "이/가") } 있습니다
notation-text-after-side = 차례 다음에 예상하지 못한 글이 있습니다
notation-rank-squares = { $rank }번째 줄이 { $squares }칸입니다: 한 줄은 4칸이어야 합니다
notation-too-many-ranks = 줄이 너무 많습니다: 판은 '/'로 나뉜 3줄입니다
notation-too-few-ranks = 판이 { $ranks }줄입니다: '/'로 나뉜 3줄이어야 합니다
notation-bad-empty-count = '{ $digit }'{ JOSA($digit, "은/는") } 빈칸 수가 될 수 없습니다: 1–4의 숫자를 쓰세요
notation-unknown-piece = 모르는 말 글자 '{ $letter }': 말은 K G M P H입니다 (플레이어 a는 대문자, 플레이어 d는 소문자)
notation-unexpected-on-board = 판에 예상하지 못한 글자 { $found }{ JOSA($found, "이/가") } 있습니다 (말 글자, 숫자 1–4, '/'만 씁니다)
notation-dash-with-pieces = '-'는 두 포로가 모두 비었다는 뜻이라 혼자 씁니다; 말과 섞어 쓰지 마세요
notation-two-counts = 포로에 개수가 두 번 연달아 있습니다
notation-bad-hand-count = '{ $digit }'{ JOSA($digit, "은/는") } 포로 개수가 될 수 없습니다: 개수는 2만, 글자 앞에 씁니다 (`2P`)
notation-unknown-hand-piece = 포로에 모르는 말 글자 '{ $letter }'{ JOSA($letter, "이/가") } 있습니다: 포로에는 G M P만 있습니다 (플레이어 a는 대문자, 플레이어 d는 소문자)
notation-king-in-hand = 王(K)은 포로가 될 수 없습니다: 왕은 잡혀서 포로가 되지 않습니다
notation-marquis-in-hand = 侯(H)는 포로가 될 수 없습니다: 잡힌 侯는 子로 돌아갑니다 (P로 쓰세요)
notation-hand-overflow = 플레이어 { $side }의 포로에 { $piece }{ JOSA($piece, "이/가") } { $count }개 있습니다; 최대 2개뿐입니다
notation-unexpected-in-hands = 포로에 예상하지 못한 글자 { $found }{ JOSA($found, "이/가") } 있습니다 (G M P 글자, 개수 2, '-'만 씁니다)
notation-count-without-piece = 개수 2 뒤에 말 글자가 없습니다
notation-empty-move = 수가 비었습니다: B2C2, B2-C2, P*B1 같은 수를 주세요
notation-drop-without-piece = 포로를 놓는 수는 말 이름을 먼저 씁니다: P*B1, 子*B1처럼
notation-king-drop = 王은 포로가 되지 않으므로 놓을 수 없습니다
notation-marquis-drop = 侯는 포로가 되지 않습니다 (잡힌 侯는 子로 돌아갑니다): 子(P)를 놓으세요
notation-missing-square = 칸(A1–D3)이 없습니다
notation-file-off-board = '{ $file }'열은 판 밖입니다: 열은 A–D입니다
notation-expected-square = 칸(A1–D3)이 와야 하는데 { $found }{ JOSA($found, "이/가") } 있습니다
notation-rank-off-board = { $rank }번째 줄은 판 밖입니다: 줄은 1–3입니다
notation-expected-rank = { $file }열의 줄(1–3)이 와야 하는데 { $found }{ JOSA($found, "이/가") } 있습니다
notation-missing-rank = { $file }열의 줄(1–3)이 없습니다
notation-text-after-move = 수 다음에 예상하지 못한 { $found }{ JOSA($found, "이/가") } 있습니다
## sibi annotate의 텍스트 보고서

ann-span-end = 끝에서
ann-span-ply = { $first }수째
ann-span-from = { $first }수째부터 끝까지
ann-span-range = { $first }–{ $last }수째
ann-episode = { $episode }화
ann-round = { $round }판
ann-players = 플레이어 a (A열 진영): { $a }; 플레이어 d (D열 진영): { $d }; 선: { $first }; 규칙: { $rules }
ann-from-position = 국면 { $position }에서 시작 (초기 국면이 아님)
ann-result = 결과: { $result }
ann-end-note = 끝 메모: { $note }
ann-corrected = 교정됨: { $ply }수째를 { $move }{ JOSA($move, "으로/로") } 바꿈 (`--correct`); 나머지는 기보대로
table-row = 줄
ann-corrected-move = { $move } (교정)
ann-legend = 두기 전: 둘 차례인 쪽에서 본 국면의 값 (N수 만에 승/패, 또는 무); 둔 수: 같은 국면에서 센 둔 수의 값 — 최선의 수는 값을 지킵니다.
ann-legend-pov = 두기 전과 둔 수: 누가 두든 플레이어 { $side } ({ $name }) 쪽에서 본 값 (N수 만에 승/패, 또는 무).
ann-position = 국면: { $position }
ann-at-row = , { $row }번째 줄
ann-at-line = , { $line }행
ann-illegal = { $ply }수째{ $row } ({ $who }): `{ $text }`{ JOSA($text, "은/는") } 둘 수 없습니다: { $reason }
ann-not-annotated = { $first }–{ $last }수째는 분석하지 않았습니다
ann-correct-hint = 첫 교정 제안으로 나머지를 분석하려면 (요약 참고): `sibi annotate { $file } --correct { $ply }:{ $move }`
ann-record-stops = { $ply }수째 뒤: { $who } 차례에서 { $value }; 기보는 여기서 끝납니다
ann-king-captured = 王을 잡았습니다: 게임 종료
ann-winning = { $who } 필승
ann-summary = 요약
ann-theoretical = 이론상 결과: { $phases }
ann-no-blunders = 패착: 없음
ann-or = {" "}또는{" "}
ann-blunder = { $ply }수째 패착: { $who }{ JOSA($who, "이/가") } { $move }{ JOSA($move, "을/를") } 둠 ({ $before } → { $after }); 최선은 { $best } ({ $before })
ann-mistakes = 실수 (같은 결과, 더 나쁜 거리): { $a } { $count_a }, { $d } { $count_d }
ann-unplayable-from = { $ply }수째부터 기보를 둘 수 없습니다
ann-on-the-board = 판에서는 { $outcome }
ann-not-over = 판에서는 게임이 끝나지 않았습니다: { $who } 차례에서 { $value }
ann-how-it-ended = 끝: { $outcome }; { $board }
ann-disagreement = 경고: 기보는 { $recorded }{ JOSA($recorded, "이라/라") }고 하지만 판에서는 { $board }
ann-verdict = 평가: { $verdict }
ann-suggested = 교정 제안 { $n } (적용하지 않음): { $correction }
ann-warnings = 기보 표시에 대한 경고 { $n }개 (`sibi annotate --json` 참고)
