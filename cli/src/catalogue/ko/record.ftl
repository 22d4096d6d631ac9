# 기보 파일의 잘못(RecordError): 문법, 머리말, 수.
# 모든 키는 ../en/record.ftl에 같은 변수로 있다: 테스트가 확인한다.
