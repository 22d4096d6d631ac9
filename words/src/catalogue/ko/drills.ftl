# 복습 페이지(/drills)와 실수를 복습 문제로 담는 단추. 모든 키는 ../en/drills.ftl에 같은 변수로
# 있다: 테스트가 확인한다. 용어: docs/GLOSSARY.md (복습 문제, 상자, 최선 / 좋은 수 / 틀림).

## 실수나 악수 옆의 단추

drills-practise = 복습하기
drills-kept = 복습 문제에 담았습니다
drills-already = 이미 복습 문제에 있습니다

## 페이지

drills-title = 복습
drills-intro = 복습 문제로는 대국에서 실수나 악수를 두었던 국면이 나옵니다. 그때 둔 수보다 좋은 수를 찾으세요. 복습 문제는 이 브라우저에만 저장되며 서버에는 아무것도 저장되지 않습니다.
drills-boxes = 최선으로 답하면 복습 문제가 한 상자 올라갑니다. 1번 상자는 하루 뒤, 2번 상자는 이틀 뒤, 그다음은 4, 8, 16, 32일 뒤에 다시 나옵니다. 좋은 수(둔 수보다 좋지만 최선은 아닌 수)로 답하면 상자가 그대로이고, 틀리면 1번 상자로 돌아갑니다.
drills-needs-js = 복습 문제는 브라우저에 저장되므로 자바스크립트가 필요합니다. 자바스크립트 없이도 국면 분석에서 어떤 국면이든 살펴볼 수 있습니다.
drills-explorer-link = 국면 분석 열기
drills-due-today = 오늘 풀 문제
drills-done-today = 오늘 푼 문제
drills-accuracy = 정확도
drills-kept-count = 담긴 문제
drills-none-due = 지금 풀 복습 문제가 없습니다. 문제가 돌아올 때 다시 오거나 대국에서 더 담으세요.
drills-empty = 아직 복습 문제가 없습니다. 대국의 실수나 악수 옆에서 “복습하기”를 누르거나 아래에서 방송 대국의 실수를 담으세요.
drills-find-move = 대국에서 둔 수보다 좋은 수를 찾으세요.
drills-played = 대국에서 둔 수
drills-box = { $box }번 상자
drills-pick-move = 수 고르기
drills-verdict-best = 최선
drills-verdict-good = 좋은 수
drills-verdict-wrong = 틀림
drills-said-best = 최선의 수입니다. 복습 문제가 { $box }번 상자로 올라갑니다.
drills-said-good = 둔 수보다 좋지만 최선은 아닌 좋은 수입니다. 복습 문제가 { $box }번 상자에 그대로 남습니다.
drills-said-wrong = 대국에서 둔 수보다 나은 수가 아닙니다. 복습 문제가 1번 상자로 돌아갑니다.
drills-best-moves = 최선의 수
drills-refutation = 답 뒤의 최선 수순
drills-next = 다음 문제
drills-answer-error = 답을 판정하지 못했습니다. { $error }

## 기본 문제 모음

drills-builtin-title = 방송 대국의 실수
drills-builtin-help = 방송 대국 네 판의 모든 실수와 악수({ $n }개 국면)입니다. 누구나 풀 수 있습니다.
drills-builtin-add = 내 복습 문제에 담기
drills-builtin-added = 복습 문제 { $n }개를 담았습니다.
drills-builtin-none = 방송 대국의 실수에는 십이장기 전체 테이블이 필요한데 이 서버에는 없습니다.

## 내보내기와 가져오기

drills-export = 파일로 내보내기
drills-import = 파일 가져오기
drills-imported = 복습 문제 { $n }개를 가져왔습니다.
drills-bad-too-big = 파일이 { $max }바이트보다 커서 읽지 않았습니다. 복습 문제는 그대로입니다.
drills-bad-json = 파일이 JSON이 아닙니다. 복습 문제는 그대로입니다.
drills-bad-format = sibi의 복습 문제 파일(형식 { $format }, 버전 { $version })이 아닙니다. 복습 문제는 그대로입니다.
drills-bad-position = 파일의 { $n }번 복습 문제의 국면이나 수가 잘못되었습니다({ $pos }). 복습 문제는 그대로입니다.
