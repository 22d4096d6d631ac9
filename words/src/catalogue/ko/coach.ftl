# 코치: 내 실수로 만든 복습 문제, 힌트, 물어볼 때까지 숨긴 평가, 수순 재생과 기보 내려받기.
# 모든 키는 ../en/coach.ftl에 같은 변수로 있다: 테스트가 확인한다. 용어: docs/GLOSSARY.md.

## 복습 문제의 답 판정 (GET /api/v1/drill)

drill-missing-move = 복습 문제에는 두 수가 필요합니다. 답은 `move=B2C2`처럼, 대국에서 둔 수는 `played=B3C3`처럼 한 수씩 입력하세요.
drill-game-over = 이 국면에서는 대국이 이미 끝나서 답할 수가 없습니다.
