# sibi 프런트엔드(CLI, 페이지, 스크립트)의 한국어 카탈로그입니다. en/common.ftl의 모든 키가 같은 변수로
# 여기에 있어야 합니다(테스트가 확인합니다). 거리는 수(ply) 단위이고, 낱말은 docs/GLOSSARY.md를 따릅니다.

## 단위와 값

plies = { $n }수
label-win = { plies } 만에 승리
label-loss = { plies } 만에 패배
label-draw = 무승부
# 두 편은 말의 색으로 부릅니다(초록은 a, 빨강은 d). 둘 다 받침이 있어 조사는 이/을/은/과/으로입니다.
player = { SIDE($side) }
who = { $name }({ SIDE($side) })

## 게임의 끝

# 괄호 안이나 쌍점 뒤에 들어가는 구절이라 마침표 없이 끝냅니다.
game-over-try = { SIDE($side) }의 王이 { SIDE($other) } 진영({ $file }열)에서 한 턴을 버텨 { SIDE($side) } 승리
game-over-no-legal-move = { SIDE($side) }에게 둘 수 있는 수가 없어 { SIDE($other) } 승리
game-over-king-capture = { SIDE($side) }이 { SIDE($other) }의 王을 잡아 { SIDE($side) } 승리
termination = { $how ->
    [king-capture] 王을 잡아
    [try] 王이 상대 진영에서 한 턴을 버텨
    [time-out] 상대의 시간 초과로
    [resignation] 상대의 기권으로
    [no-legal-move] 상대에게 둘 수 있는 수가 없어
    [unfinished] 기보가 끝나지 않은 채로
    [repetition] 같은 국면의 반복으로
    [agreement] 합의한 무승부로
   *[unknown] 알 수 없는 방법으로
}
outcome-won = { termination } { $who } 승리
outcome-won-unknown = { $who } 승리(끝난 방법은 기록에 없음)
outcome-won-unfinished = 기보는 끝나지 않았지만 { $you ->
    [yes] 내가
   *[other] { $who }{ JOSA($who, "이/가") }
} 승자로 적혀 있습니다
outcome-no-result = 기보에 결과가 없습니다
outcome-unfinished = 끝나지 않은 기보입니다
outcome-repetition = 같은 국면이 세 번째 나와 무승부로 끝냈습니다
outcome-no-winner = 기보에 승자는 없지만 { termination } 끝났습니다

## 대국 평가

verdict-start-winning = { $you ->
    [yes] 시작 국면은 내가 이기는 국면입니다.
   *[other] 시작 국면은 { $name } 필승입니다.
}
verdict-start-draw = 시작 국면은 무승부입니다.
verdict-no-blunder = 악수는 없었습니다.
verdict-decisive-blunder = 악수는 하나였고, 패착은 { $ply }수째 { $name }의 { $move }입니다({ $before } → { $after }).
verdict-one-blunder = 악수는 { $ply }수째 { $name }의 { $move } 하나였습니다({ $before } → { $after }).
verdict-blunders = 악수는 { $count }개({ $a } { $count_a }, { $d } { $count_d })였고, 마지막 악수는 { $ply }수째 { $name }의 { $move }입니다({ $before } → { $after }).
verdict-blunders-decisive = 악수는 { $count }개({ $a } { $count_a }, { $d } { $count_d })였고, 패착은 { $ply }수째 { $name }의 { $move }입니다({ $before } → { $after }).
verdict-blunder = { $ply }수째 { $name } { $move } ({ $before } → { $after })
verdict-unplayable = { $ply }수째부터는 기보대로 둘 수 없습니다.
verdict-end-won = { $you ->
    [yes] 내가
   *[other] { $who }{ JOSA($who, "이/가") }
} { termination } 이겼습니다.
verdict-end-won-unknown = { $you ->
    [yes] 내가
   *[other] { $who }{ JOSA($who, "이/가") }
} 이겼습니다. 끝난 방법은 기록에 없습니다.
verdict-end-won-unfinished = 기보는 끝나지 않았지만 { $you ->
    [yes] 내가
   *[other] { $who }{ JOSA($who, "이/가") }
} 승자로 적혀 있습니다.
verdict-end-no-result = 기보에 결과가 없습니다.
verdict-end-unfinished = 끝나지 않은 기보입니다.
verdict-end-repetition = 같은 국면이 세 번째 나와 무승부로 끝냈습니다.
verdict-end-no-winner = 기보에 승자는 없지만 { termination } 끝났습니다.

## 수준

level-random = 모든 합법수를 같은 확률로 둡니다.
level-perfect = 언제나 최선의 수를 두고, 최선의 수가 여럿이면 무작위로 고릅니다. 이길 때는 가장 빨리 이기고 질 때는 가장 오래 버팁니다.
level-pressing = 언제나 최선의 수를 두고, 그중에서 상대가 악수를 둘 기회가 가장 많은 수를 4수 앞까지 내다보고 고릅니다. 이길 때는 가장 빨리 이기고 질 때는 가장 오래 버팁니다.
level-takes-king = 잡을 수 있는 王을 { $percent } 확률로 잡습니다.
level-always-takes-king = 잡을 수 있는 王은 언제나 잡습니다.
level-leaves-king = { $percent } 확률로 자기 王을 잡히는 자리에 그대로 둡니다.
level-finds-win = { plies } 만에 이기는 수를 { $percent } 확률로 찾습니다.
level-plays-loss = 수의 절반이 { plies } 만에 지는 수일 때 그중 하나를 { $percent } 확률로 둡니다.
level-note = 확률은 열 수 중 그런 수가 하나이고 나머지 아홉 수가 비기는 경우입니다. “수의 절반이 지는 수”는 다섯 수가 지고 다섯 수가 비기는 경우입니다.
# 이름만 보고도 순서를 알 수 있는 사다리입니다(입문 < 초급 < 중급 < 상급 < 고수, docs/GLOSSARY.md).
level-name = { $level ->
        [1] 무작위
        [2] 입문
        [3] 초급 하
        [4] 초급 상
        [5] 중급 하
        [6] 중급 상
        [7] 상급 하
        [8] 상급 상
        [9] 고수
        [10] 완벽
       *[11] 완벽·압박
    }
level-title = { $level }단계({ $name })
percent = { $value }%

## 터미널의 판 (sibi show)

# 터미널의 판에는 색이 없어 색과 글자를 함께 씁니다: 초록(a), 빨강(d).
board-position = 국면
board-rules = 규칙
board-hand = { SIDE($side) }({ $side }) 포로
board-to-move = 차례
board-side = { SIDE($side) }({ $side })
board-game = 대국
board-over = 종료: { $why }
board-on = 진행 중, 둘 수 있는 수 { $n }개

## 방송 대국 (제목: 프로그램, 회차, 판)

game-black-garnet-07 = 더 지니어스: 블랙 가넷 7화 데스매치
game-black-garnet-final = 더 지니어스: 블랙 가넷 결승전
game-grand-final-11 = 더 지니어스: 그랜드 파이널 11화 데스매치 · { $round }라운드(3판 2선승제)

## 방송 대국 페이지

games-the-broadcast-games = 방송 대국 기보
games-corrected = 교정본
games-annotate-your-own-record = 내 기보 분석하기
games-corrected-record = 교정본:
games-the-record-as-published = 원래 기보
games-ply = 수
# 기보의 N수째, 홀로 쓸 때와 그 수의 자세한 내용의 제목.
games-ply-n = { $ply }수째
games-ply-heading = { $ply }수째: { $who }
games-show = 보기
games-open-this-position-in-the = 이 국면을 국면 분석에서 열기
games-before = 두기 전:
games-played = 둔 뒤:
games-best-instead = 최선의 수:
games-the-end = 끝
games-see-the-corrected-record = 교정본 보기
games-value-history = 평가 그래프
games-every-ply = 모든 수
games-open-in-the-explorer = 국면 분석에서 열기
games-corrected-change = { $ply }수째를 { $published }에서 { $corrected }{ JOSA($corrected, "으로/로") } 고쳤습니다.

## 둘 수 없는 수

# 둘 수 없는 까닭은 "…둘 수 없는 수입니다: { $reason }"의 쌍점 뒤에 오므로 쌍점 없이 씁니다.
piece = { $role ->
    [king] { $hanja }(왕)
    [general] { $hanja }(장)
    [minister] { $hanja }(상)
    [pawn] { $hanja }(자)
   *[marquis] 侯(후)
}
move-error-game-over = 대국이 이미 끝났습니다({ $why })
move-error-empty-square = { $square }{ JOSA($square, "은/는") } 빈칸이라 { SIDE($side) }의 말이 없습니다
move-error-opponent-piece = { $square }에는 { SIDE($side) }의 말이 아니라 { SIDE($other) }의 { $piece }{ JOSA($piece, "이/가") } 있습니다
move-error-wrong-piece = { $square }의 말은 { $named }{ JOSA($named, "이/가") } 아니라 { $found }입니다
move-error-cannot-step = { SIDE($side) }의 { $piece }{ JOSA($piece, "은/는") } { $from }에서 { $to }{ JOSA($to, "으로/로") } 갈 수 없습니다
move-error-own-piece = { $to }에는 이미 { SIDE($side) }의 { $piece }{ JOSA($piece, "이/가") } 있습니다
move-error-not-in-hand = { SIDE($side) }의 포로에 { $piece }{ JOSA($piece, "이/가") } 없습니다
move-error-drop-on-occupied = { $to }에는 { SIDE($owner) }의 { $piece }{ JOSA($piece, "이/가") } 있어 포로를 투입할 수 없습니다
move-error-drop-in-enemy-camp = { $to }{ JOSA($to, "은/는") } 상대 진영({ $file }열)이라 포로를 투입할 수 없습니다
move-error-no-piece-can-reach = { SIDE($side) }의 { $hanja } 중 { $to }{ JOSA($to, "으로/로") } 갈 수 있는 말이 없습니다
move-error-ambiguous = { SIDE($side) }의 { $hanja } { $count }개가 모두 { $to }{ JOSA($to, "으로/로") } 갈 수 있어 어느 말인지 알 수 없습니다({ $moves })
illegal-after-king-capture = { SIDE($winner) }이 이미 王을 잡아 대국이 끝났습니다
games-illegal-move = { $ply }수째 `{ $move }`{ JOSA($move, "은/는") } 둘 수 없는 수입니다: { $reason }.

## 짧은 값 (수)

value-win = 승 { $n }수
value-loss = 패 { $n }수
value-draw = 무승부

## 탐색기와 페이지 틀

page-title = sibi — 십이장기 완전 해석
page-explore = 국면 분석
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
page-pv = 최선 수순(양쪽 모두 최선) { plies }
page-pv-end-capture = 王을 잡습니다
page-pv-end-repetition = 같은 국면이 다시 나옵니다. 양쪽이 최선으로 두면 같은 수순이 반복되어 무승부입니다.
page-pv-end-cut = 이하 생략
page-captures-king = 王을 잡아 대국이 끝납니다
page-position-text = 국면 표기
page-go = 열기
page-flip = 판 뒤집기
page-swap = 차례 바꾸기
page-start = 시작 국면
page-units = 거리는 수로 셉니다. 한쪽이 한 번 두는 것이 1수입니다.
page-no-js = 자바스크립트 없이도 수를 눌러 따라갈 수 있습니다.
page-not-in-table = 이 테이블은 시작 국면과 말 구성이 다릅니다. 대신 보여 드리는 국면:
page-edit-help = 칸에 말을 놓고 양쪽 포로와 차례를 정한 뒤 “확인하고 열기”를 누르세요.
# 방송 표기의 '侯전환' 대신 페이지에 쓰는 표시(docs/GLOSSARY.md).
page-promotion-mark = =侯
page-rules = 규칙
rules-title = 십이장기 규칙
rules-intro = 십이장기는 “더 지니어스”에 나온, 장기를 작은 판으로 줄인 게임입니다. 아래는 sibi가 푸는 규칙입니다.
rules-board-h = 판과 진영
rules-board = 판은 A–D 4열과 1–3 3행, 모두 12칸입니다. 초록(a)은 A열을, 빨강(d)은 D열을 자기 진영으로 삼아 상대 쪽으로 나아가며, 어느 쪽이 먼저 두어도 됩니다.
rules-start = 시작 국면(말은 주인이 나아가는 쪽을 가리킵니다):
rules-steps-setting = 자바스크립트가 켜져 있으면 사이트의 모든 판에 말마다 갈 수 있는 방향을 표시할 수 있습니다(이 설정은 이 브라우저에 저장됩니다):
rules-pieces-h = 말과 움직임
rules-pieces = 모든 말은 한 칸씩 움직입니다. 점은 B2에 놓인 초록 말이 갈 수 있는 칸이며, 빨강 말은 반대쪽을 봅니다.
rules-piece-k = 王 왕: 여덟 방향 어디로나 한 칸.
rules-piece-g = 將 장: 앞, 뒤, 왼쪽, 오른쪽으로 한 칸.
rules-piece-m = 相 상: 대각선 네 방향으로 한 칸.
rules-piece-p = 子 자: 앞으로만 한 칸.
rules-piece-h = 侯 후(子가 뒤집힌 말): 뒤쪽 대각선 두 방향을 뺀 여섯 방향으로 한 칸.
rules-turn-h = 한 턴에 하는 일
rules-move = 자기 말 하나를 빈칸이나 상대 말이 있는 칸으로 한 칸 옮깁니다. 상대 말을 잡으면 그 말은 내 포로가 되어 그때부터 내 쪽을 보며, 잡힌 侯는 다시 子가 됩니다.
rules-drop = 또는 포로 하나를 상대 진영이 아닌 빈칸에 투입합니다(打). 투입한 子는 子 그대로입니다.
rules-drop-dobutsu = 또는 포로 하나를 아무 빈칸에나 투입합니다(打). 동물 장기에서는 상대 진영에도 투입할 수 있으며, 투입한 子는 子 그대로입니다.
rules-promotion = 子가 상대 진영에 들어가면 그 자리에서 侯로 뒤집힙니다.
rules-no-check = 장군을 피해야 한다는 규칙은 없습니다. 자기 王이 잡힐 수 있는 곳에 그대로 두는 수도 둘 수 있습니다.
rules-end-h = 대국이 끝나는 경우
rules-end-capture = 상대 王을 잡으면 바로 이깁니다.
rules-end-try = 한 턴 버티기: 내 차례가 시작될 때 내 王이 상대 진영에 있으면(들어가서 한 턴을 버텼으면) 내가 이깁니다.
rules-end-no-move = 둘 수 있는 수가 없는 쪽이 집니다.
rules-end-draw = 반복 규칙은 없습니다. 어느 쪽도 승리를 강제할 수 없는 국면은 무승부이며, 양쪽이 최선으로 두면 대국이 끝없이 이어집니다.
rules-plies-h = 거리를 세는 법
rules-plies = sibi는 거리를 수로 세며, 한쪽이 한 번 두는 것이 1수입니다. “5수 만에 승리”는 양쪽이 최선으로 둘 때(이기는 쪽은 가장 빨리 이기고 지는 쪽은 가장 오래 버틸 때) 지금부터 다섯 번째 수에 그쪽이 이긴다는 뜻입니다. 수의 평가는 그 수를 두는 쪽의 입장에서 매기며, 거리는 두기 전 국면부터 셉니다.
rules-notation-h = 표기
rules-notation-moves = 수 표기: B2C2는 B2에서 C2로 가는 수, P*B1은 子를 B1에 투입하는 수입니다. 방송의 표기는 相 A1 → B2 (子x) +처럼 말 이름을 씁니다.
rules-notation-marks = x는 잡기(괄호 안은 잡힌 말), +는 장군, 打는 포로 투입, =侯는 子가 侯로 뒤집히는 수를 나타냅니다.
rules-notation-position = 국면 표기: 1, 2, 3행을 빗금으로 나누어 각 행을 A열부터 D열까지 쓰되, 말은 글자(王 K, 將 G, 相 M, 子 P, 侯 H)로 쓰되 초록은 대문자, 빨강은 소문자로 쓰고, 빈칸은 숫자로 씁니다. 그 뒤에 포로(없으면 -)와 둘 차례(a 또는 d)를 쓰며, 시작 국면은 M2g/KPpk/G2m - a입니다.
explorer-game-over = 대국 끝
# 함정: 이 수 뒤에 상대가 둘 수 있는 응수 가운데 상대가 지는 수.
explorer-replies = 상대의 응수 { $total }개 중 { $losing }개는 상대가 지는 수
edit-not-a-piece = { $square }: `{ $value }`{ JOSA($value, "은/는") } 말을 나타내는 글자가 아닙니다.
edit-not-a-count = { $player } 포로의 { $piece } 개수 `{ $value }`{ JOSA($value, "은/는") } 0, 1, 2 중 하나여야 합니다.
edit-not-a-side = `side={ $value }`: a나 d여야 합니다.
edit-not-an-action = `action={ $value }`: `clear`, `start`, `flip`, `swap` 중 하나여야 합니다.
edit-palette = 놓을 말: 하나를 고른 뒤 판을 누르거나 판으로 끌어다 놓으세요
edit-square-piece = { SIDE($side) } { $hanja }
edit-erase = 지우기
edit-clear = 판 비우기
edit-cancel = 취소
page-check = 확인하고 열기
page-side = 차례
page-empty = 빈칸
page-steps = 이동 방향 표시
page-line = 여기서 둔 수순(←, → 키로 이동)
page-line-start = 처음
page-board = 판
page-api = JSON API
page-hand-title = { SIDE($side) }의 포로
page-piece = { $role ->
    [king] 왕
    [general] 장
    [minister] 상
    [pawn] 자
   *[marquis] 후
} { $hanja }
page-verdict-win = { SIDE($side) } 차례 — 양쪽이 최선을 다하면 { plies } 만에 { SIDE($side) }이 이깁니다.
page-verdict-loss = { SIDE($side) } 차례 — 양쪽이 최선을 다하면 { plies } 만에 { SIDE($other) }이 이깁니다.
page-verdict-draw = 무승부 국면입니다. 양쪽이 최선을 다하면 비깁니다.
page-over-king-capture = 대국 끝 — { SIDE($side) }이 { SIDE($other) }의 王을 잡아 이겼습니다.
page-over-try = 대국 끝 — { SIDE($side) }의 王이 { SIDE($other) } 진영에서 한 턴을 버텨 { SIDE($side) }이 이겼습니다.
page-over-no-legal-move = 대국 끝 — { SIDE($side) }에게 둘 수 있는 수가 없어 { SIDE($other) }이 이겼습니다.

# 수의 압박(docs/GLOSSARY.md): 기준 단계의 상대가 악수로 응수할 확률. $percent는 백분율(percent 키)입니다.
explorer-pressure = 압박 { $percent }
# 압박의 설명(툴팁, 그리고 압박순으로 정렬할 때의 안내). $level은 단계의 이름입니다: 5단계(중급).
explorer-pressure-title = 압박은 { $level } 수준의 상대가 악수로 응수할 확률입니다. 악수는 결과가 나빠지는 응수입니다(승에서 무승부나 패로, 무승부에서 패로).
# 같은 평가의 수를 정렬하는 방법: 함정순 또는 압박순.
explorer-order = 평가가 같은 수의 순서:
explorer-order-traps = 함정 많은 순
explorer-order-pressure = 압박 높은 순

## /puzzles 퍼즐

puzzles-puzzles = 퍼즐
puzzles-positions-won-in-exactly = 상대가 아무리 오래 버텨도 정해진 수 만에 이기는 국면으로, 이기는 수가 매번 하나뿐인 문제입니다(마지막 수에서는 대국을 끝내는 수가 모두 정답입니다). 내가 이기는 쪽을 맡고, 엔진이 가장 오래 버티는 수로 응수합니다.
puzzles-in-brackets-how-many = 괄호 안 숫자는 퍼즐 개수입니다.
puzzles-retry = 다시 풀기
puzzles-solved = 정답입니다!
puzzles-next-puzzle = 다음 퍼즐
puzzles-your-move = 내 차례
puzzles-your-move-pick-one = 둘 수를 고르세요(판을 눌러도 됩니다)
puzzles-link-to-this-puzzle = 이 퍼즐의 링크
puzzles-open-in-the-explorer = 국면 분석에서 열기
puzzles-all-lengths = 퍼즐 목록
puzzles-puzzle = 퍼즐
puzzles-scope-reachable = 시작 국면에서 나올 수 있는 국면에서 골랐습니다(좌우 대칭인 국면은 하나로 셈).
puzzles-scope-any = 모든 합법 국면에서 골랐습니다(좌우 대칭인 국면은 하나로 셈).
puzzles-max-owned = 이기는 쪽에 王 외의 말이 { $n }개 이하인 국면만 골랐습니다.
puzzles-heading = 퍼즐: { SIDE($side) } 차례, { plies } 필승
puzzles-illegal = 여기서 둘 수 없는 수입니다. 다시 해 보세요.
puzzles-not-a-move = 수 표기가 아닙니다(B2C2, P*B1처럼 씁니다). 다시 해 보세요.
puzzles-slower-win = 이기기는 하지만 { $left }수가 아니라 { plies }가 걸립니다. 다시 해 보세요.
puzzles-win-gone = 승리를 놓쳤습니다. 이 수를 두면 오히려 { $kind ->
    [draw] 무승부가 됩니다
   *[loss] { plies } 만에 집니다
}. 다시 해 보세요.
puzzles-solved-how = { $how ->
    [king-capture] 王을 잡았습니다.
    [try] 王이 상대 진영에서 한 턴을 버텼습니다.
   *[other] 상대에게 둘 수 있는 수가 없습니다.
}
puzzles-left = { plies } 남음
puzzles-hold-title = 버티기 퍼즐
puzzles-hold-about = 시작 국면에서 나올 수 있는 무승부 국면 가운데, 상대가 가장 까다롭게 응수해도 차례마다 무승부를 지키는 수가 하나뿐이고 지는 수가 셋 이상인 국면입니다. 내가 버티는 쪽이며, 틀린 수를 두면 어떻게 지는지 보여 줍니다.
puzzles-hold-none-in-file = 이 퍼즐 파일은 버티기 퍼즐이 생기기 전에 쓰였습니다. `sibi puzzles --build`로 다시 만들면 버티기 퍼즐도 나옵니다.
puzzles-hold-turns = { $n }번
puzzles-hold-heading = 버티기 퍼즐 — { SIDE($side) } 차례, 유일한 수로 { $n }번 버티기
puzzles-hold-to-move = { SIDE($side) } 차례입니다. 무승부를 지키는 유일한 수를 찾으세요({ $n }번 남음).
puzzles-hold-loses = { $move }{ JOSA($move, "을/를") } 두면 { plies } 만에 집니다. 다시 해 보세요.
puzzles-hold-losing-line = 지는 수순(이 수 다음 양쪽 최선)
puzzles-hold-held = { $n }번 모두 유일한 수를 찾아 무승부를 지켰습니다.
puzzles-hold-not-one = 버티기 퍼즐이 아닙니다. 여기에는 지는 수가 셋 이상이면서 무승부를 지키는 유일한 수가 없습니다.
puzzles-hold-bad-turns = `turns={ $value }`: 버티는 횟수를 1 이상의 정수로 입력하세요.
puzzles-hold-none-of-length = 여기에는 { $n }번 버티기 퍼즐이 없습니다.

## 평가 그래프

graph-win = 승 { $n }수
graph-loss = 패 { $n }수
graph-draw = 무승부
graph-ply = 수
graph-point = { $ply ->
        [0] 시작 국면: { $value }
       *[other] { $ply }수째: { $value }
    }
graph-axis = 초록 쪽에서 본 평가(남은 수)
graph-blunder = { $ply }수째 악수: { $move }({ $before } → { $after })
games-prev-mistake = ← 이전 { $kind ->
    [blunder] 악수
   *[mistake] 실수
}({ $ply }수째)
games-next-mistake = 다음 { $kind ->
    [blunder] 악수
   *[mistake] 실수
}({ $ply }수째) →

## 수 판정, 각주, 기보 분석 양식과 표

verdict-best = 최선
verdict-only-move = 유일한 수 !
verdict-mistake = 실수 ?
verdict-blunder-mark = 악수 ??
verdict-decisive-mark = 패착 ??
games-published = 기보 원문: { $text }
games-end = 끝
# 해설 각주의 확인: 해설이 악수라고 한 수, 해설이 제시한 수, "더는 이기는 수가 없다"는 말.
footnote-bad-move = { $verdict ->
    [blunder] 해설은 악수라고 했고, 결과가 나빠진 악수가 맞습니다({ $best } → { $played }).
    [mistake] 해설은 악수라고 했지만, 결과는 그대로이고 거리만 나빠진 실수입니다({ $best } → { $played }).
   *[best] 해설은 악수라고 했지만, 최선의 수입니다({ $played }).
}
footnote-proposed = 해설이 제시한 { $move }{ JOSA($move, "은/는") } { $kind ->
    [best] 최선의 수입니다({ $value }).
    [better] 둔 수보다 낫지만 최선은 아닙니다({ $value }).
   *[no-better] 둔 수보다 낫지 않습니다({ $value }).
}
footnote-no-winning-move = 해설의 “더는 이기는 수가 없다”는 말은 { $holds ->
    [yes] 맞습니다.
   *[no] 틀립니다.
}
annotate-title = 기보 분석
annotate-help = 위키에 실린 표나 .gibo 기보를 붙여 넣거나 파일을 올리세요. 서버는 아무것도 저장하지 않습니다.
annotate-file = 파일:
annotate-button = 분석하기
annotate-warnings = 경고 { $n }개
table-ply = 수
table-player = 플레이어
table-published = 기보 원문
table-move = 둔 수
table-before = 두기 전
table-after = 둔 뒤
table-verdict = 판정
table-best = 최선의 수

## 기보의 교정과 경고

place-row = 기보표 { NTH($row) } 줄, { $name }
place-row-line = { NTH($line) } 줄, 기보표 { NTH($row) } 줄, { $name }
place-line = { NTH($line) } 줄
place-row-only = 기보표 { NTH($row) } 줄
place-ply = { $ply }수째
correction = { $ply }수째({ $place })의 “{ $published }”{ JOSA($published, "을/를") } “{ $corrected }”{ JOSA($corrected, "으로/로") } 읽으면({ $move }, { $change }) 나머지 수를 모두 둘 수 있습니다. { $marks ->
    [0] 기보의 표시(x, +, =侯)는 모두 실제 수와 맞고
   *[other] 기보의 표시(x, +, =侯) { $marks }개가 실제 수와 다르고
}, 기보에 적힌 결말은 { $end ->
    [agrees] 판과 같습니다.
   *[disagrees] 판과 다릅니다.
}
change-origin = 출발 칸을 { $published } 대신 { $corrected }{ JOSA($corrected, "으로/로") }
change-destination = 도착 칸을 { $published } 대신 { $corrected }{ JOSA($corrected, "으로/로") }
change-piece = 말을 { $published } 대신 { $corrected }{ JOSA($corrected, "으로/로") }
change-chosen-origin = 모호한 수여서 출발 칸을 { $from }{ JOSA($from, "으로/로") }
change-step-not-drop = 포로 투입이 아니라 { $from }에서 이동
change-drop-not-step = 이동이 아니라 포로 투입
board-result = { SIDE($side) } 승리 — { termination }
warning = { $place }({ $name }) `{ $text }` — { $what }.
warning-capture-missing = 이 수는 { $captured }{ JOSA($captured, "을/를") } 잡지만 잡기 표시(x)가 없습니다
warning-capture-without-capture = 잡기 표시가 있지만 이 수는 아무것도 잡지 않습니다
warning-capture-wrong-piece = 잡기 표시에는 { $marked }{ JOSA($marked, "이/가") } 적혀 있지만 이 수가 잡는 말은 { $captured }입니다
warning-check-missing = 이 수는 장군이지만 `+` 표시가 없습니다
warning-check-without-check = `+` 표시가 있지만 장군이 아닙니다
warning-promotion-missing = 子가 侯로 뒤집히지만 기보에 그 표시가 없습니다
warning-promotion-without-promotion = 侯로 뒤집는 표시가 있지만 뒤집히는 子가 없습니다
warning-piece-name = 기보에 적힌 말은 { $named }{ JOSA($named, "이지/지") }만 출발 칸에 있는 말은 { $found }입니다
warning-king-capture-missed = 상대 王을 잡을 수 있었는데 다른 수를 두었습니다
warning-note-try-not-held = 끝 메모에는 王이 한 턴을 버텼다고 적혀 있지만, 기보가 끝날 때 승자의 王은 상대 진영에 있지 않습니다
warning-note-winner = 끝 메모의 승자가 판과 맞지 않습니다({ $board })
warning-note-winner-not-over = 끝 메모는 수 뒤에 승자를 적었지만 판에서는 대국이 끝나지 않았습니다
warning-note-after-game-over = 시간 초과나 기권으로 적혀 있지만 판에서는 대국이 이미 끝났습니다({ $board })
warning-note-loser-not-to-move = 차례가 아닌 쪽이 시간 초과나 기권으로 졌다고 적혀 있습니다
warning-note-winner-not-a-player = 끝 메모가 승자로 적은 `{ $name }`{ JOSA($name, "은/는") } 두 플레이어 중 누구도 아닙니다. 메모는 글로만 읽고 승자는 판에서 정합니다
warning-no-result = 기보가 결과 없이 끝납니다. 끝 메모가 없고 판에서도 대국이 끝나지 않았습니다
annotate-apply = 이 교정으로 분석
annotate-corrected = { $ply }수째를 { $move }{ JOSA($move, "으로/로") } 바꾸어 분석했습니다. 나머지 수는 보낸 그대로입니다.
annotate-as-sent = 보낸 그대로 분석
annotate-summary = 요약

## 잘못된 국면 표기와 불가능한 국면

position-king-count = { $count ->
    [0] { SIDE($side) }의 王이 판에 없습니다. 王은 양쪽에 꼭 하나씩 있어야 합니다.
   *[other] { SIDE($side) }의 王이 판에 { $count }개 있습니다. 王은 양쪽에 꼭 하나씩 있어야 합니다.
}
position-piece-count = { $role ->
    [general] 將은
    [minister] 相은
   *[pawn] 子는
} 양쪽을 합쳐 꼭 { $expected }개여야 합니다(지금은 판과 포로를 합쳐 { $found }개).
position-unpromoted-pawn = { SIDE($side) }의 子가 상대 진영 { $square }에 뒤집히지 않은 채 있습니다. 십이장기에서는 상대 진영에 들어간 子가 侯로 뒤집힙니다.
position-hand-count = { SIDE($side) }의 포로에 { $role ->
    [general] 將이
    [minister] 相이
   *[pawn] 子가
} { $count }개 있습니다. 한 종류의 말은 2개까지만 있습니다.
line-empty = 입력이 비었습니다. `M2g/KPpk/G2m - a` 같은 국면 표기를 입력하세요.
line-notation = { NTH($column) } 글자에서 { $what }
line-impossible = 있을 수 없는 국면입니다(규칙 { $rules }, 말 구성 { $pieces }). { $why }
line-no-moves = `moves` 뒤에는 수가 하나 이상 있어야 합니다.
line-move = { NTH($number) } 수 `{ $word }` — { $what }
line-move-illegal = { $position }에서는 둘 수 없는 수입니다({ $why }).
line-after-king-capture = { $position }에서 王을 잡아 대국이 끝났으므로 더 둘 수 없습니다.

## 오류 페이지

error-bad-request = 잘못된 요청
error-bad-position = 잘못된 국면
error-not-in-table = 이 테이블에 없는 국면
error-not-found = 찾을 수 없는 페이지
error-table = 테이블 오류
error-not-a-puzzle = 퍼즐이 아닌 국면
error-no-such-puzzle = 없는 퍼즐
error-not-ready = 퍼즐 준비 중
error-busy = 서버 혼잡
error-too-large = 너무 큰 요청
error-cross-site = 다른 사이트의 양식 거절
error-cross-site-why = 이 서버는 자기 페이지에서 보낸 양식만 받으며, 다른 사이트의 페이지가 여러분 대신 보낼 수는 없습니다. 여기서 { $path }{ JOSA($path, "을/를") } 열고 그 양식으로 보내세요.
error-timed-out = 시간 초과
error-request-timeout = 요청이 { $seconds }초를 넘겨 중단되었습니다. 다시 시도하세요.
error-body-timeout = 요청 본문이 { $seconds }초 동안 오지 않았습니다. 다시 보내세요.
error-rate-limited = 요청 과다
error-rate-limited-why = 이 주소에서 요청이 너무 많이 왔습니다. { $seconds }초 뒤에 다시 시도하세요.
error-bad-url = 주소가 올바르지 않습니다. 경로를 디코딩하면 `UTF-8` 텍스트가 아닙니다.
error-table-damaged = 테이블이 손상되었습니다. { $why }
error-internal = 서버 오류
error-panic = 이 요청에 답하다가 서버에 문제가 생겼습니다. 다른 요청에는 계속 답하며, 문제는 서버 기록에 남았습니다.
error-no-such-page = 그런 페이지가 없습니다.
error-method-not-allowed = 이 주소는 { $method } 요청을 받지 않습니다.
error-no-game = ‘`{ $name }`’{ JOSA($name, "이라는/라는") } 대국은 없습니다.
line-bad-position = 국면 표기가 잘못되었습니다. { NTH($column) } 글자에서 { $what }
puzzles-no-file = 이 서버에는 퍼즐이 없습니다. 퍼즐 파일이 없는데 `--no-generate`로 시작했기 때문입니다. `{ $command }`{ JOSA($command, "으로/로") } 퍼즐 파일을 만들고(서버에 `--tablebase`를 주었다면 그것도 함께) 서버를 다시 시작하세요.
puzzles-unusable = 이 서버에는 퍼즐이 없습니다. 퍼즐 파일을 쓸 수 없는데 `--no-generate`로 시작했기 때문입니다. `{ $command }`{ JOSA($command, "으로/로") } 퍼즐 파일을 다시 만들고(서버에 `--tablebase`를 주었다면 그것도 함께) 서버를 다시 시작하세요.
puzzles-failed = 퍼즐을 찾지 못했습니다. { $why }
puzzles-building = 퍼즐을 만드는 중입니다. 몇 분 뒤에 다시 시도하세요.
puzzles-none-of-length = 여기에는 { $n }수 퍼즐이 없습니다. 있는 길이는 { $offered }입니다.
puzzles-offered-none = 없음
puzzles-offered = { $list }수
## 요청 인자를 서버가 거절할 때
error-bodies-busy = 서버가 이미 기보 { $max }개를 받고 있습니다. 잠시 뒤에 다시 보내세요.
error-body-too-many-chunks = 본문이 { $max }개보다 많은 조각으로 나뉘어 왔습니다. 본문 길이(`Content-Length`)를 밝혀 보내거나 더 큰 조각으로 나누어 보내세요.
error-body-malformed = 본문의 청크 인코딩을 읽을 수 없습니다. 청크 크기가 16진수가 아닌 경우 등입니다.
error-path-too-long = 주소의 경로가 { $max }바이트보다 깁니다.
error-query-too-long = 쿼리가 { $max }바이트보다 깁니다.
error-no-such-api = 그런 `API`는 없습니다. `/api/v1/position`, `/api/v1/mainline`, `/api/v1/engine-move`, `/api/v1/puzzle` 가운데 하나를 쓰세요.
error-missing-pos = `pos`가 없습니다. `pos=M2g/KPpk/G2m+-+a`처럼 국면 표기를 입력하세요.
error-position-too-long = 국면 표기가 { $max }바이트보다 깁니다.
error-impossible-position = 있을 수 없는 국면입니다. { $why }
error-body-too-large = 요청 본문이 { $max }바이트보다 큽니다.
query-not-utf8 = 쿼리가 올바른 `UTF-8`이 아닙니다.
query-seed = `seed={ $value }`{ JOSA($value, "은/는") } 0부터 { $max }까지의 정수여야 합니다.
level-out-of-range = { $n }단계는 없습니다. 단계는 1(무작위)부터 10(완벽)까지와 11(완벽·압박)입니다.
level-not-a-number = `{ $value }`{ JOSA($value, "은/는") } 단계가 아닙니다. 1(무작위)부터 11(완벽·압박)까지의 정수를 입력하세요.
query-side = `side={ $value }`{ JOSA($value, "은/는") } `a`나 `d`여야 합니다.
query-ply = `ply={ $value }`{ JOSA($value, "은/는") } 수 번호여야 합니다.
query-choice = `{ $key }={ $value }`{ JOSA($value, "은/는") } { $words } 가운데 하나여야 합니다.
query-or = 또는
query-other = 쿼리를 읽을 수 없습니다. { $why }
puzzles-solved-already = 이미 푼 퍼즐입니다.
puzzles-moves-not-a-move = `{ $text }`{ JOSA($text, "은/는") } 수가 아닙니다(`B2C2`나 `P*B1`처럼 쓰세요).
puzzles-moves-illegal = { $move }{ JOSA($move, "은/는") } { $position }에서 둘 수 없는 수입니다.
puzzles-not-in-solution = { $move }{ JOSA($move, "은/는") } { $position }에서 정답 수가 아닙니다.
puzzles-bad-plies = `plies={ $value }`{ JOSA($value, "은/는") } 받을 수 없습니다. 퍼즐 길이를 2 이상의 수(手)로 입력하세요(여기에 있는 길이는 { $offered }).
puzzles-position-alone = `pos`에는 퍼즐의 국면만 입력하세요(수는 `moves=`에).
puzzles-too-many-moves = `moves`의 수가 어느 퍼즐보다도 많습니다.
puzzles-missing-plies = `plies`가 없습니다. `plies=5`처럼 퍼즐 길이를 입력하세요(있는 길이는 { $offered }).
## 퍼즐이 아닌 까닭 (NotAPuzzle)
not-a-puzzle-game-over = 퍼즐이 아닙니다. 그 국면에서 대국이 이미 끝났습니다({ $why }).
not-a-puzzle-not-long-win = 퍼즐이 아닙니다. 평가가 { $value }인데, 퍼즐은 { $min }수 이상 걸려 이기는 국면입니다.
not-a-puzzle-overwhelming = 퍼즐이 아닙니다. 이기는 쪽이 王 말고도 말을 { $owned }개 가져 { $max }개를 넘습니다.
not-a-puzzle-second-win = 퍼즐이 아닙니다. { $position }에서 이기는 수가 { $first }, { $second } 둘이나 있습니다.
not-a-puzzle-second-win-after = 퍼즐이 아닙니다. { $line } 다음의 { $position }에서 이기는 수가 { $first }, { $second } 둘이나 있습니다.
rules-name = { $rules ->
    [dobutsu] 동물장기
   *[twelve-janggi] 십이장기
}
games-unavailable = 방송 대국에는 십이장기 전체 테이블(GGMMPP)이 필요합니다. 이 서버의 테이블은 { $rules } { $pieces }입니다.
error-other-table = { $kings ->
        [only] 이 국면은 王만 남은 국면이라 이 서버의 테이블({ $rules } { $pieces })에 없습니다. 王만 남은 { $rules } 테이블을 실행 중인 서버에서 보세요.
       *[other] 이 국면의 말 구성({ $set })은 이 서버의 테이블({ $rules } { $pieces })과 다릅니다. { $rules } { $set } 테이블을 실행 중인 서버에서 보세요.
    }

## 잘못된 국면 표기와 수 표기 (NotationProblem)

notation-empty-position = 입력이 비었습니다. `M2g/KPpk/G2m - a` 같은 국면 표기를 입력하세요.
notation-piece-name-in-position = { $found }{ JOSA($found, "은/는") } 한자나 한글로 쓴 말 이름입니다. 국면 표기는 ASCII 글자(K G M P H, 초록은 대문자, 빨강은 소문자)만 쓰고, 한자와 한글은 수 표기와 화면에만 씁니다.
notation-non-ascii = { $found }{ JOSA($found, "은/는") } ASCII가 아닌 글자입니다. 국면 표기는 ASCII 글자(K G M P H, 초록은 대문자, 빨강은 소문자)만 쓰고, 한자와 한글은 수 표기와 화면에만 씁니다.
notation-missing-hands-and-side = 판 다음에 포로와 차례가 없습니다(예: `M2g/KPpk/G2m - a`).
notation-missing-hands = 판과 차례 사이에 포로가 없습니다(포로가 없으면 `-`를 쓰세요).
notation-missing-side = 포로 다음에 차례(`a`나 `d`)가 없습니다.
notation-bad-side = 차례는 `a`나 `d`여야 하는데 `{ $found }`{ JOSA($found, "으로/로") } 적혀 있습니다.
notation-text-after-side = 차례 다음에 예상하지 못한 글이 있습니다.
notation-rank-squares = { NTH($rank) } 행이 { $squares }칸입니다. 한 행은 4칸이어야 합니다.
notation-too-many-ranks = 행이 너무 많습니다. 판은 '/'로 나뉜 3행입니다.
notation-too-few-ranks = 판이 { $ranks }행뿐입니다. 판은 '/'로 나뉜 3행이어야 합니다.
notation-bad-empty-count = '{ $digit }'{ JOSA($digit, "은/는") } 빈칸의 수가 될 수 없습니다. 1–4의 숫자를 쓰세요.
notation-unknown-piece = '{ $letter }'{ JOSA($letter, "은/는") } 말 글자가 아닙니다. 말은 K G M P H입니다(초록은 대문자, 빨강은 소문자).
notation-unexpected-on-board = 판에 예상하지 못한 글자가 있습니다({ $found }). 판에는 말 글자, 숫자 1–4, '/'만 씁니다.
notation-dash-with-pieces = '-'는 두 포로가 모두 비었다는 뜻이므로 혼자 씁니다. 말 글자와 섞어 쓰지 마세요.
notation-two-counts = 포로에 개수가 두 번 연달아 있습니다.
notation-bad-hand-count = '{ $digit }'{ JOSA($digit, "은/는") } 포로 개수가 될 수 없습니다. 개수는 2만, 말 글자 앞에 씁니다(`2P`).
notation-unknown-hand-piece = 포로에 알 수 없는 말 글자 '{ $letter }'{ JOSA($letter, "이/가") } 있습니다. 포로가 될 수 있는 말은 `G M P`입니다(초록은 대문자, 빨강은 소문자).
notation-king-in-hand = 王(K)은 잡혀서 포로가 되지 않으므로 포로에 있을 수 없습니다.
notation-marquis-in-hand = 侯(H)는 잡히면 子로 돌아가므로 포로에 있을 수 없습니다(`P`로 쓰세요).
notation-hand-overflow = { SIDE($side) }의 포로에 { $piece }{ JOSA($piece, "이/가") } { $count }개 있습니다. 한 종류는 2개까지만 있습니다.
notation-unexpected-in-hands = 포로에 예상하지 못한 글자가 있습니다({ $found }). 포로에는 `G M P` 글자, 개수 2, '-'만 씁니다.
notation-count-without-piece = 개수 2 뒤에 말 글자가 없습니다.
notation-empty-move = 수가 비었습니다. `B2C2`, `B2-C2`, `P*B1` 같은 수를 입력하세요.
notation-drop-without-piece = 포로 투입은 `P*B1`, `子*B1`처럼 말 이름을 먼저 씁니다.
notation-king-drop = 王은 포로가 되지 않으므로 포로 투입을 할 수 없습니다.
notation-marquis-drop = 侯는 포로가 되지 않습니다(잡힌 侯는 子로 돌아갑니다). 子(`P`)를 투입하세요.
notation-missing-square = 칸(A1–D3)이 없습니다.
notation-file-off-board = '{ $file }'열은 판에 없습니다(열은 A–D).
notation-expected-square = 칸(A1–D3)이 와야 할 자리에 다른 글자가 있습니다({ $found }).
notation-rank-off-board = { $rank }행은 판에 없습니다(행은 1–3).
notation-expected-rank = { $file }열의 행(1–3)이 와야 할 자리에 다른 글자가 있습니다({ $found }).
notation-missing-rank = { $file }열의 행(1–3)이 없습니다.
notation-text-after-move = 수 다음에 예상하지 못한 글자가 있습니다({ $found }).
## sibi annotate의 텍스트 보고서

ann-span-end = { $ply }수째 이후
ann-span-ply = { $first }수째
ann-span-from = { $first }수째부터 끝까지
ann-span-range = { $first }–{ $last }수째
ann-episode = { $episode }화
ann-round = { $round }국
ann-players = 초록(A열 진영) { $a }, 빨강(D열 진영) { $d }, 선(先) { $first }, 규칙 { $rules }
ann-from-position = 시작 국면이 아닌 { $position }에서 시작
ann-result = 결과: { $result }
ann-end-note = 끝 메모: { $note }
ann-corrected = 교정본: { $ply }수째를 { $move }{ JOSA($move, "으로/로") } 바꾸고(`--correct`) 나머지는 기보대로 분석했습니다
table-row = 기보표
ann-corrected-move = { $move } (교정)
ann-legend = 두기 전은 둘 차례인 쪽에서 본 국면의 평가(N수 만에 승이나 패, 또는 무승부)이고, 둔 뒤는 둔 수의 평가이며 거리는 같은 국면부터 셉니다. 최선의 수를 두면 평가가 그대로입니다.
ann-legend-pov = 두기 전과 둔 뒤 모두 누가 두든 { SIDE($side) }({ $name }) 쪽에서 본 평가입니다(N수 만에 승이나 패, 또는 무승부).
ann-position = 국면: { $position }
ann-at-row = (기보표 { NTH($row) } 줄)
ann-at-line = ({ NTH($line) } 줄)
ann-illegal = { $ply }수째 { $who }의 수{ $row } “{ $text }”{ JOSA($text, "은/는") } 둘 수 없습니다. { $reason }.
ann-not-annotated = { $first }–{ $last }수째는 분석하지 않았습니다
ann-correct-hint = 첫 번째 교정 제안(요약 참고)으로 나머지를 분석하려면 이 명령을 실행하세요. `sibi annotate { $file } --correct { $ply }:{ $move }`
ann-record-stops = 기보는 { $ply }수째에서 끝납니다. 다음은 { $who } 차례이고, 평가는 { $value }입니다.
ann-king-captured = 王을 잡아 대국이 끝났습니다.
ann-winning = { $who } 필승
ann-summary = 요약
ann-theoretical = 이론상 결과: { $phases }
ann-phase = { $span } { $standing }
ann-no-blunders = 악수 없음
ann-or = {" "}또는{" "}
ann-blunder = { $ply }수째 악수 — { $who } { $move } ({ $before } → { $after }), 최선은 { $best } ({ $before })
ann-mistakes = 실수(결과는 같지만 승리가 늦어지거나 패배가 빨라진 수): { $a } { $count_a ->
    [0] 없음
   *[other] { $count_a }개
}, { $d } { $count_d ->
    [0] 없음
   *[other] { $count_d }개
}
ann-unplayable-from = { $ply }수째부터 기보를 둘 수 없음
ann-on-the-board = 판에서는 { $outcome }
ann-not-over = 판에서는 대국이 끝나지 않음, { $who } 차례, 평가 { $value }
ann-how-it-ended = 결말: { $outcome } ({ $board })
ann-how-it-ended-agrees = 결말: { $outcome }
ann-disagreement = 경고: 기보에는 { $recorded }{ JOSA($recorded, "이라고/라고") } 적혀 있지만 판에서는 { $board }
ann-verdict = 총평: { $verdict }
ann-suggested = 교정 제안 { $n }(적용하지 않음) — { $correction }
ann-warnings = 기보 표시에 대한 경고 { $n }개(`sibi annotate --json` 참고)
