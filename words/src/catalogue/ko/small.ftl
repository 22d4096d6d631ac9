# 코치 페이지의 작은 가장자리: 파일 선택 단추의 말(브라우저가 아니라 페이지의 언어), 다른
# 테이블의 복습 문제를 따로 세기. 모든 키는 ../en/small.ftl에 같은 변수로 있다: 테스트가
# 확인한다. 용어: docs/GLOSSARY.md.

## 파일 선택 (/drills, /games/annotate): 브라우저의 입력을 감싼 페이지 말의 단추

small-file-choose = 파일 선택
small-file-none = 선택한 파일 없음

## /drills: 다른 테이블(다른 규칙이나 말 구성)의 복습 문제는 따로 센다

small-drills-other-table = 다른 테이블의 복습 문제 { $n }개가 이 브라우저에 담겨 있습니다. 이 문제는 그 테이블({ $tables })이 있는 서버에서 출제되며 여기서는 세지 않습니다.
