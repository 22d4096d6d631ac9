# 기보 화면의 다듬을 곳: 주석 양식의 예와 먼저 두는 쪽, 빈 양식, 규칙 화면의 기보 형식, 대국의 마지막 국면.
# 모든 키는 ../en/edges.ftl에 같은 변수로 있다: 테스트가 확인한다. 용어: docs/GLOSSARY.md.

## 주석 양식 (/games/annotate)

edges-example-h = 예시
edges-example-intro = 더 지니어스: 블랙 가넷 7화 데스매치의 처음 네 수를 표준 기보로 적고, 같은 수를 수만 나열한 목록으로 적은 것입니다(빨강이 먼저 둡니다).
edges-formats-link = 기보 형식
edges-first-label = 수만 나열한 목록에서 먼저 두는 쪽
edges-empty = 입력란이 비어 있습니다. 기보를 붙여 넣거나 파일을 고르세요.

## 기보 형식 (규칙 화면)

edges-records-h = 기보
edges-records-table = 위키에 실린 기보표입니다. 두 플레이어의 이름을 적은 머리 줄 다음에 | 1 | B2子x | B2相x | 같은 번호 붙은 줄이 옵니다.
edges-records-canonical = 표준 기보(.gibo)입니다. `first: d`나 `player-a: 오현민` 같은 머리 줄, 빈 줄, 그다음 한 줄에 한 수씩 표준 표기(C2B2, P*C2)로 적습니다. sibi가 쓰는 형식입니다.
edges-records-moves = 수만 나열한 목록입니다. 표준 표기(C2B2, P*B2)나 중계의 짧은 표기(B2子x, C2子打)로 적은 수를 띄어 쓰거나 줄을 바꿔 나열하며, 번호(1. C2B2나 1 C2B2)는 붙여도 되고 안 붙여도 됩니다. 시작 국면에서 시작하고, 먼저 두는 쪽은 양식에서 고릅니다(`sibi annotate --first`, 기본값은 초록).

## 대국의 마지막 화면

edges-final-h = 마지막 국면
