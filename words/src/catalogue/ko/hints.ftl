# 물을 때까지 숨긴 평가, 두 단계의 힌트 (탐색, /play, 퍼즐).
# 모든 키는 ../en/hints.ftl에 같은 변수로 있다: 테스트가 확인한다. 용어: docs/GLOSSARY.md.

## 스위치

hints-hide = 평가 숨기기
hints-unhide = 평가 보기
hints-show-here = 이 국면의 평가 보기
hints-hidden = 평가 숨김
hints-moves = 둘 수 있는 수 { $n }개

## 두 단계의 힌트

hints-title = 힌트
hints-step-piece = 힌트 1: 움직일 말
hints-step-move = 힌트 2: 수
hints-piece-on = { $square } 칸의 { $piece }
hints-piece-in-hand = 포로의 { $piece } (포로 투입)
hints-none = 여기서는 힌트를 줄 수가 없습니다.

## 대국에서 쓴 힌트의 수

hints-used = { $n ->
    [0] 힌트를 쓰지 않았습니다.
    [1] 힌트를 한 번 썼습니다.
   *[other] 힌트를 { $n }번 썼습니다.
}
