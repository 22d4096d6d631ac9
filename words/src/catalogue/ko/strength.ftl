# 수로 읽은 플레이어의 추정 실력(대국 분석, /play의 대국 끝, 방송 대국). 모든 키는
# ../en/strength.ftl에 같은 변수로 있다: 테스트가 확인한다. 용어: docs/GLOSSARY.md.

# 요약의 한 줄: $who 플레이어(이름과 색), $level 가장 그럴듯한 단계, $name 그 단계의 이름,
# $low–$high 구간, $moves 추정에 쓴 수의 개수.
strength-line = { $who }의 추정 실력은 { $level }단계({ $name })입니다({ $moves }수로 추정, 구간 { $low }–{ $high }단계).
strength-line-exact = { $who }의 추정 실력은 { $level }단계({ $name })입니다({ $moves }수로 추정).
strength-heading = 추정 실력
