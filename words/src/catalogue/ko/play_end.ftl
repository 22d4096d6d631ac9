# /play: 기권, 무승부 제안, 합의에 의한 무승부, 둘이서 두는 페이지의 제목.
# 모든 키는 ../en/play_end.ftl에 같은 변수로 있다: 테스트가 확인한다. 용어: docs/GLOSSARY.md (기권, 무승부 제안).

## 둘이서 두는 페이지

play-two-title = 둘이서 두기
play-two-intro = 두 사람이 이 판에서 번갈아 둡니다. 대국이 끝날 때까지 평가를 보여 주지 않고, 끝나면 한 수씩 평가합니다.

## 기권과 무승부 제안 (내 차례에)

play-resign = 기권
play-offer-draw = 무승부 제안
# 엔진이 무승부 제안에 답하는 규칙 (sibi_solver::query::DrawRule), 한 문장.
play-draw-rule = { $rule ->
        [unless-winning] { $level }단계 엔진은 자기가 이기는 국면이 아니면 무승부 제안을 받아들입니다.
       *[when-losing] { $level }단계 엔진은 자기가 지는 국면일 때만 무승부 제안을 받아들입니다.
    }
play-draw-rule-two = 둘이서 둘 때는 무승부 제안이 곧바로 합의됩니다.
play-draw-declined = 엔진이 무승부 제안을 거절했습니다. 대국은 계속되고, 여전히 내 차례입니다.

## 끝을 알리는 줄

play-over-resigned = { $who ->
        [you] 내({ SIDE($side) })가 기권해 엔진이 이겼습니다{ $n ->
            [0] {""}
           *[other] ({ plies } 만에)
        }.
       *[side] { SIDE($side) }이 기권해 { SIDE($other) }이 이겼습니다{ $n ->
            [0] {""}
           *[other] ({ plies } 만에)
        }.
    }
play-over-agreed = { $who ->
        [engine] 엔진이 무승부 제안을 받아들여 비겼습니다{ $n ->
            [0] {""}
           *[other] ({ plies } 만에)
        }.
       *[players] 합의 무승부입니다{ $n ->
            [0] {""}
           *[other] ({ plies } 만에)
        }.
    }

## 합의로 무승부가 된 기보 (end: agreement)

outcome-agreement = 무승부 제안을 받아들여 비겼습니다
verdict-end-agreement = 무승부 제안을 받아들여 비겼습니다.

## 거절 (400, 페이지에)

play-end-over = `end={ $end }` 요청은 받을 수 없습니다. 대국이 이미 끝났습니다({ $how })
play-end-engine-turn = 엔진 차례에는 `end={ $end }` 요청을 받을 수 없습니다. 기권과 무승부 제안은 내 차례에만 할 수 있습니다
