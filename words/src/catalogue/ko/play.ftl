# 엔진과의 대국이나 사람끼리의 대국: /play와 sibi play.
# 모든 키가 ../en/play.ftl에 같은 변수로 있어야 합니다(테스트가 확인합니다).

## sibi play (터미널 대국)

cli-play-intro = sibi 대국 — 나는 { SIDE($side) }, 엔진({ $level }단계)은 { SIDE($engine) }입니다. 엔진은 { $description }
cli-play-cannot-write = `--record`로 지정한 { $path }에 쓸 수 없습니다
cli-table-unreadable = 테이블을 읽을 수 없습니다
cli-cannot-write-record = 기보 { $path }{ JOSA($path, "을/를") } 쓸 수 없습니다
cli-cannot-write-graph = 그래프 { $path }{ JOSA($path, "을/를") } 쓸 수 없습니다
cli-play-help = 수를 입력하세요(B2C2, P*B1, 子*B1, 자B2C2 …). 명령은 `undo`(내 수와 그 응수 무르기), `best`(이 국면의 최선의 수), `draw`(같은 국면이 세 번째 나오면 반복으로 대국 끝내기), `quit`(그만두기), `help`(도움말)입니다.
cli-play-engine-plays = { $ply }수째, 엔진의 수: { $mv } ({ $hanja })
cli-play-repeated = 이 국면이 { $n }번 나왔습니다. `draw`를 입력하면 반복으로 대국을 끝냅니다
cli-play-prompt = { $ply }수째, 내 차례({ SIDE($side) })
cli-play-signal = { $signal }: 대국을 여기서 멈춥니다(끝나지 않은 대국)
cli-play-end-of-input = 입력이 끝나 대국을 여기서 멈춥니다(끝나지 않은 대국)
cli-play-too-long = 줄이 { $max }바이트보다 길어 수로 읽을 수 없습니다
cli-play-not-utf8 = 올바른 UTF-8 텍스트가 아니어서 수로 읽을 수 없습니다
cli-play-nothing-to-undo = 아직 한 수도 두지 않아 무를 수가 없습니다
cli-play-took-back = { $mv }{ JOSA($mv, "과/와") } 그 응수를 물렀습니다
cli-play-best = 최선의 수: { $moves } — { $label }
cli-play-stopped-by-repetition = 같은 국면의 반복으로 대국을 끝냈습니다
cli-play-not-yet = 아직 끝낼 수 없습니다. 이 국면은 { $n }번 나왔고, 반복으로 끝내려면 { $needed }번 나와야 합니다
cli-play-not-a-move = `{ $word }`{ JOSA($word, "은/는") } 여기서 둘 수 없습니다: { $what }
cli-play-captures = { $mv }{ JOSA($mv, "으로/로") } 王을 잡습니다
cli-play-you-win = 내가 이겼습니다
cli-play-engine-wins = 엔진이 이겼습니다
cli-play-drawn = 같은 국면의 반복으로 무승부
cli-play-record = 기보를 { $path }에 썼습니다({ $n }수, { termination } 끝남). `sibi annotate`로 분석할 수 있습니다

## /play 대국 (serve/play.rs)

play-title = 엔진과 대국
play-intro = 엔진은 모든 국면의 평가를 압니다. 단계가 높을수록 최선의 수를 자주 둡니다.
play-settings = 새 대국
play-your-side = 내 쪽
play-first = 먼저 두는 쪽
play-you-first = 나
play-engine-first = 엔진
play-level = 엔진 단계
play-start = 시작 국면
play-start-position = 기본 시작 국면
play-this-position = 이 국면(국면 표기):
play-layout = 판
play-horizontal = 가로(방송처럼)
play-vertical = 세로(내 진영이 아래)
play-new-game = 대국 시작
play-undo = 무르기
play-link = 이 대국의 링크
play-download = 기보 내려받기(.gibo)
play-your-moves = 둘 수 있는 수
play-moves-played = 둔 수
play-your-turn = 내({ SIDE($side) }) 차례입니다.
play-turn = { SIDE($side) } 차례입니다.
play-moves-of = { SIDE($side) }이 둘 수 있는 수
play-opponent = 상대
play-vs-engine = 엔진 단계:
play-vs-human = 이 판에서 다른 사람과(대국이 끝날 때까지 평가를 보여 주지 않습니다)
play-levels-figures = 단계마다 어떻게 두는지
play-annotation-wrong = 복기 — 수마다 평가
play-no-js = 자바스크립트가 없어도 모든 수가 링크이고, 엔진은 1초 뒤에 둡니다. 모든 국면의 평가는
play-thinking = 엔진({ $level }단계 · { $name })이 생각하는 중…
play-no-js-after = 에서 볼 수 있습니다.
play-over = { $winner ->
        [you] 내가
        [a] 초록이
        [d] 빨강이
       *[engine] 엔진이
    } { plies } 만에 { $how ->
        [king-capture] 王을 잡아
        [try] 王이 상대 진영에서 한 턴을 버텨
       *[no-legal-move] 상대에게 둘 수 있는 수가 없어
    } 이겼습니다.
play-over-repetition = 같은 국면이 세 번째 나와 반복으로 무승부입니다({ plies }).
play-stop-repetition = 반복으로 대국 끝내기(같은 국면이 세 번째 나옴)
play-annotation = 한 수씩 평가한 대국
play-too-many-moves = `moves`의 수 목록이 너무 깁니다({ $plies }수, { $bytes }바이트). 국면과 수를 합쳐 { $max }바이트, 약 { $about }수까지 받습니다
play-moves-in-pos = 국면 표기에 수가 들어 있습니다. 수는 `pos=`가 아니라 `moves=`에 입력하세요
play-no-start-position = 이 서버의 테이블은 { $rules } { $pieces }{ JOSA($pieces, "이라/라") } 기본 시작 국면이 없습니다. 이 말 구성의 국면을 국면 표기로 입력하세요
play-over-at-start = { $position }에서는 대국이 이미 끝났습니다({ $why }). 여기서는 대국을 시작할 수 없습니다
play-missing-pos = `pos`가 없습니다. 대국을 시작할 국면을 입력하세요
play-missing-level = `level`이 없습니다. `level=N`으로 1(무작위)부터 11(완벽·압박)까지 단계를 지정하세요
play-game-over-captured = { $move }{ JOSA($move, "으로/로") } 王을 잡아 대국이 끝났으므로 더 둘 수 없습니다
play-game-over-no-move = { $position }에서 대국이 끝났으므로 더 둘 수 없습니다({ $why })
play-ply-refused = { $ply }수째: { $why }.
game-refused-over = 대국이 끝났습니다({ $how })
game-refused-illegal = { $move }{ JOSA($move, "은/는") } 이 국면에서 둘 수 없는 수입니다

## 엔진과의 대국의 플레이어 (sibi play와 /play의 기보)

player-you = 나
player-engine = 엔진 { $level }단계
