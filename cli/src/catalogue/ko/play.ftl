# 엔진 또는 사람끼리의 대국: /play와 sibi play.
# 모든 키는 ../en/play.ftl에 같은 변수로 있다: 테스트가 확인한다.
