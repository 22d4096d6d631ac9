# sibi 프런트엔드(CLI, 페이지, 스크립트)의 한국어 카탈로그. en.ftl의 모든 키가 같은 변수로 여기
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
outcome-won-unfinished = 끝나지 않은 기보에서 { $who }를 승자로 적었습니다
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
level-perfect = 완벽: 언제나 가장 좋은 수를 두고, 같은 값이면 무작위로 고릅니다 (테이블이 허락하는 한 가장 빨리 이기고 가장 늦게 집니다)
level-takes-king = 잡을 수 있는 王을 { $percent } 확률로 잡습니다
level-always-takes-king = 잡을 수 있는 王은 언제나 잡습니다
level-leaves-king = 자기 王을 { $percent } 확률로 잡히게 둡니다
level-finds-win = { plies } 만에 이기는 수를 { $percent } 확률로 찾습니다
level-plays-loss = 수의 절반이 { plies } 만에 지는 수일 때, 그중 하나를 { $percent } 확률로 둡니다
level-note = 확률: 열 수 가운데 그런 수가 하나이고 나머지 아홉은 비기는 경우; "수의 절반이 지는 수": 다섯은 지고 다섯은 비기는 경우
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
move-error-opponent-piece = { $square }에 플레이어 { $side }의 말이 없습니다: 플레이어 { $other }의 { $piece }(이)가 있습니다
move-error-wrong-piece = { $square }의 말은 { $named }(이)가 아니라 { $found }입니다
move-error-cannot-step = 플레이어 { $side }의 { $piece }(은)는 { $from }에서 { $to }(으)로 갈 수 없습니다
move-error-own-piece = { $to }에는 플레이어 { $side } 자신의 { $piece }(이)가 있습니다
move-error-not-in-hand = 플레이어 { $side }의 포로에 { $piece }(이)가 없습니다
move-error-drop-on-occupied = { $to }에 놓을 수 없습니다: 플레이어 { $owner }의 { $piece }(이)가 있습니다
move-error-drop-in-enemy-camp = { $to }에 놓을 수 없습니다: 상대 진영({ $file }열)이고, 십이장기에서는 상대 진영에 포로를 놓을 수 없습니다
move-error-no-piece-can-reach = 플레이어 { $side }의 { $hanja } 중 { $to }(으)로 갈 수 있는 말이 없습니다
move-error-ambiguous = 모호합니다: 플레이어 { $side }의 { $hanja } { $count }개가 { $to }(으)로 갈 수 있습니다 ({ $moves })
illegal-after-king-capture = 게임이 이미 끝났습니다: 플레이어 { $winner }(이)가 王을 잡았습니다
games-illegal-move = `{ $move }`(은)는 둘 수 없는 수입니다: { $reason }

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
page-check = 확인하고 열기
page-side = 차례
page-empty = 빈칸
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
