# CLI의 텍스트 보고서(probe, best, stats, info, verify, generate, puzzles, selfplay, play).
# 모든 키는 ../en/reports.ftl에 같은 변수로 있다: 테스트가 확인한다.
