# 수순 재생과 기보 내려받기(탐색기의 자동 재생과 변화, 수순이나 대국의 기보 내려받기:
# GET /api/v1/record). 모든 키는 ../en/lines.ftl에 같은 변수로 있다: 테스트가 확인한다.
# 용어: docs/GLOSSARY.md.

## 내려받기
lines-download-record = 기보 내려받기
lines-download-pv = 최선 수순 기보 내려받기
lines-download-table = 방송식 기보표로 내려받기

## 탐색기의 자동 재생(스크립트의 단추)
lines-autoplay-play = 수순 재생
lines-autoplay-pause = 일시 정지
lines-speed = 속도
lines-speed-slow = 느리게
lines-speed-normal = 보통
lines-speed-fast = 빠르게
lines-keys = 스페이스 키는 최선의 수를 두고, 누르고 있으면 수순을 끝까지 둡니다. `Home` 키와 `End` 키는 수순의 처음과 마지막 수로 가고, `F` 키는 판을 뒤집습니다.

## 수 목록에 남긴 변화
lines-variations = 변화

## GET /api/v1/record의 거절
lines-error-format = `format={ $value }`{ JOSA($value, "은/는") } 형식이 아닙니다. `canonical`이나 `broadcast`를 입력하세요
lines-error-too-long = 수순이 { $len }바이트로, 수순에 허용되는 { $max }바이트보다 깁니다
lines-error-not-from-start = 방송식 기보표에는 시작 국면에서 시작한 십이장기 대국만 담을 수 있습니다. 기보(`format=canonical`)로 내려받으세요
lines-error-no-moves = 방송식 기보표에는 수가 하나 이상 있어야 합니다
lines-error-illegal = { $ply }수째를 둘 수 없습니다
