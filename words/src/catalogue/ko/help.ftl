# `sibi`의 도움말(`--help`, `-h`, `sibi help CMD`, 매뉴얼 페이지, 셸 자동 완성)의 한국어.
# 영어는 clap의 정의(`cli/src/args/`)에 한 번만 있고, 여기에는 영어 파일이 따로 없습니다.
# 키는 명령 트리에서의 자리로 정합니다 (`cli/src/help.rs`): `help-probe-about`, `help-probe-long`,
# `help-probe-after`, `help-probe-arg-json`, 여러 명령에 같은 글로 있는 인자는 `help-arg-ID`.
# 번역마다 위의 주석 `# en HASH`는 그 번역이 옮긴 영어의 해시입니다: 영어가 바뀌면 테스트
# (`help::tests`)가 실패하며 새 영어와 해시를 보여 줍니다; 번역을 고치고 해시를 바꾸세요.
# 예의 명령줄은 백틱으로 감싸 쓰고, 도움말에는 백틱 없이 나옵니다 (복사해 셸에 붙일 수 있게).

## sibi

# en 3e0f128f072858d0
help-about =
    십이장기와 동물장기의 완전 해석: 규칙, 표기, `perft`, 테이블 생성과 통계

# en 8843a3553860f4fb
help-long =
    sibi는 십이장기(“더 지니어스”에 나온 3×4 판의 장기)를 완전히 풉니다. 공개된 결과와 맞춰
    보려고 동물장기도 풉니다.

    규칙과 표기를 다루는 명령
      `show`          국면 그리기
      `moves`         둘 수 있는 수와 그 뒤의 국면
      `perft`         탐색 트리의 잎 세기
    테이블을 다루는 명령
      `generate`      한 규칙과 말 구성의 모든 국면을 풀어 테이블 쓰기
      `probe`         테이블에서 읽은 국면의 평가
      `stats`         테이블의 통계
      `info`          테이블 파일의 헤더, 크기, 체크섬
      `verify`        테이블의 모든 국면 확인
      `best`          한 국면의 모든 수의 순위와 최선 수순
      `annotate`      기보(방송의 기보)를 테이블과 맞춰 한 수씩 평가
      `puzzles`       테이블의 퍼즐(이기는 쪽의 수가 매번 하나뿐인 승리)
      `serve`         브라우저의 국면 분석, 대국 페이지, 퍼즐과 그 `JSON` `API`
      `play`          터미널에서 엔진과 대국
      `selfplay`      엔진 단계끼리의 대국과 점수표
      `completions`   셸의 자동 완성 스크립트
      `man`           매뉴얼 페이지 쓰기

    테이블은 `--tablebase FILE`에서 찾고, 없으면 `$SIBI_TABLEBASE`에서, 그것도 없으면 기본 경로
    `<folder>/<rules>-<pieces>.sibi`에서 찾습니다. `<folder>`는 `$SIBI_TABLEBASE_DIR`이고, 없으면
    `${"{"}XDG_DATA_HOME:-$HOME/.local/share{"}"}/sibi`입니다.

    `POSITION`은 `docs/RULES.md`의 국면 표기 `<1행>/<2행>/<3행> <포로> <차례>`입니다.
      - 행마다 A열부터 D열까지 칸을 씁니다. 숫자 1–4는 그만큼의 빈칸입니다.
      - K G M P H는 王 왕, 將 장, 相 상, 子 자, 侯 후(子가 뒤집힌 말)입니다.
        초록(A열 진영)은 대문자, 빨강(D열 진영)은 소문자로 씁니다.
      - 포로는 없으면 `-`, 있으면 글자로 씁니다. 앞에 개수 2를 붙일 수 있습니다(`GMp`, `2Pg`).
      - 차례는 a(초록)나 d(빨강)입니다.
    시작 국면은 `M2g/KPpk/G2m - a`입니다. 따옴표로 감싸거나 세 인자로 나누어 입력합니다.

    수는 표준 `ASCII` 표기로 출력합니다. `B2C2`는 B2에서 C2로 가는 이동, `P*B1`은 포로 투입입니다.

    입력이 잘못되면(잘못 쓴 국면, 있을 수 없는 국면, 잘못된 옵션) 표준 오류에 `오류: …`와 문제가
    있는 글자의 위치를 출력하고 종료 코드 2로 끝납니다.

    도움말, 보고서, 메시지의 언어는 영어나 한국어이며 `--lang`으로 지정합니다. 지정하지 않으면
    `LC_ALL`, `LC_MESSAGES`, `LANG`의 언어를 따릅니다(`ko_KR.UTF-8`은 한국어).

# en ef7955e74fbfc2ca
help-after =
    예:
      `sibi show`                               # 시작 국면, 초록 차례
      `sibi show 'M2g/KPpk/G2m - d'`            # 빨강이 먼저 두는 시작 국면
      `sibi moves M2g/KPpk/G2m - a`             # 따옴표 없이도 됩니다
      `sibi moves --json 'M2g/K1Pk/G2m P d'`
      `sibi perft 7`
      `sibi --rules dobutsu perft 5 --divide`
      `sibi generate --pieces GMP`              # 작은 말 구성, 1초면 끝남
      `sibi generate`                           # 십이장기 전체 테이블
      `sibi stats --pieces GMP --json`
      `sibi probe 'M2g/KPpk/G2m - a'`           # 시작 국면의 평가 (전체 테이블 필요)
      `sibi probe --pieces GMP --json < positions.txt`
      `sibi best 'M2g/KPpk/G2m - a'`            # 모든 수의 순위와 최선 수순
      `sibi info`                               # 테이블의 헤더, 크기, 체크섬
      `sibi verify --pieces GMP`                # 테이블의 모든 국면 확인
      `sibi annotate data/broadcast/*.gibo`     # 방송 대국의 모든 수 평가
      `sibi serve`                              # 국면 분석 `http://127.0.0.1:8080/`
      `sibi puzzles --plies 9`                  # 9수 퍼즐과 그 풀이
      `source <(sibi completions bash)`         # `bash`에서 명령과 옵션 자동 완성
      `sibi man ~/.local/share/man/man1`        # 매뉴얼 페이지는 `man sibi-probe`로

## 모든 명령의 옵션

# en b8ecc54eb3655b73
help-arg-rules =
    규칙. `twelve-janggi`(상대 진영에는 포로를 투입할 수 없음) 또는 `dobutsu`(어느 빈칸에나 투입할 수 있음)입니다. 기본값은 `twelve-janggi`이고, `--tablebase`나 `$SIBI_TABLEBASE`로 테이블을 지정했으면 그 테이블 파일의 규칙입니다.

# en f5fd307262d9c57c
help-arg-rules-value-twelve-janggi =
    “더 지니어스”에서 둔 십이장기(`docs/RULES.md`)

# en 8c3d140b6139d5d3
help-arg-rules-value-dobutsu =
    동물장기. 상대 진영을 포함해 어느 빈칸에나 포로를 투입할 수 있음

# en 1033d637d2ada453
help-arg-pieces =
    대국에 쓰는 王 외의 말(판 위와 포로 모두). G M P 글자로 종류마다 둘까지 쓰고, 王만 있으면 `-`를 씁니다. 국면에는 정확히 이 말들이 있어야 합니다. 기본값은 전체 말 구성 GGMMPP이고, 테이블을 지정했으면 그 테이블 파일의 말 구성입니다.

# en 04b59d713278f18d
help-arg-lang =
    도움말, 보고서, 메시지의 언어. `en`(영어) 또는 `ko`(한국어)입니다. 기본값은 `LC_ALL`, `LC_MESSAGES`, `LANG`의 언어(`ko_KR.UTF-8`은 한국어)이고, 그 밖에는 영어입니다. `JSON` 출력은 두 언어에서 같습니다.

# en 4caed5b7a7e5d89b
help-arg-lang-value-en =
    영어

# en 36ca343218760236
help-arg-lang-value-ko =
    한국어

# en 3f01ff13d498a65c
help-arg-position =
    국면 표기. 따옴표로 감싸거나 세 인자로 입력합니다(기본값은 초록 차례의 시작 국면).

# en 0794b5a58faf9584
help-arg-tablebase =
    테이블 파일(기본값은 `$SIBI_TABLEBASE`, 없으면 규칙과 말 구성의 기본 경로)

# en 759e9bb391b75edf
help-arg-force =
    이미 있는 출력 파일이 같은 종류의 출력이 아니어도(예를 들어 sibi가 쓰지 않은 파일) 바꿉니다. 장치, `FIFO`, 소켓, 폴더와 이 명령의 입력 파일은 그래도 거부합니다.

## clap이 쓰는 글

# en f72fcdb2136c9b2b
help-clap-help =
    도움말 출력

# en f36284f4577dc4b9
help-clap-help-more =
    도움말 출력 (`--help`로 더 자세히)

# en cecddf8b0a6f7187
help-clap-help-summary =
    도움말 출력 (`-h`로 요약만)

# en ffd0d63f0effe104
help-clap-version =
    버전 출력

# en d4311cccccec41a0
help-clap-help-command =
    이 도움말이나 지정한 명령의 도움말 출력

# en 3d45901ae2a23442
help-clap-help-command-arg =
    이 명령의 도움말 출력

## sibi show

# en 6316d86fbb7629a2
help-show-about =
    방송처럼 그린 판(가로 A–D열, 세로 1–3행, 말은 한자)

# en 549549ac4ac66f0b
help-show-long =
    방송처럼 국면을 그립니다. 가로로 A–D열, 세로로 1–3행이고, 말마다 한자 뒤에 주인(초록은 a, 빨강은 d)을 씁니다.
    한자는 王 왕, 將 장, 相 상, 子 자, 侯 후입니다. 그 아래에 양쪽 포로와 개수, 둘 차례인 쪽, 대국이
    끝났는지를 보여 줍니다(둘 차례인 쪽의 王이 상대 진영에서 한 턴을 버텼으면 승리, 둘 수 있는
    수가 없으면 패배).

# en 59750373f670d7f2
help-show-after =
    예:
      `sibi show`
      `sibi show 'M2g/KPpk/G2m - d'`
      `sibi show M3/K1Pk/G2m Pg a`

## sibi moves

# en 7de50f92f6e8fb35
help-moves-about =
    둘 수 있는 모든 수와 각 수를 둔 뒤의 국면

# en d74ca9b43e4ca6e5
help-moves-long =
    둘 차례인 쪽이 둘 수 있는 모든 수를 한 줄에 하나씩 나열합니다. 줄마다 표준 표기의 수, 탭, 그 수를
    둔 뒤의 국면을 씁니다. 상대 王을 잡는 수(대국이 끝남)에는 국면 대신 `王 잡기`를 씁니다.

    순서는 늘 같습니다. 먼저 이동을 출발 칸, 도착 칸 순으로 나열합니다(칸의 순서는 A1 A2 A3 B1 B2 B3
    C1 … D3). 그다음 포로 투입을 말(將 G, 相 M, 子 P), 칸 순으로 나열합니다.

    `POSITION`에서 대국이 이미 끝났으면(한 턴 버티기, 둘 수 있는 수가 없음) 아무것도 나열하지
    않습니다. 텍스트 출력은 표준 오류에 그렇게 알리고 종료 코드 0으로 끝납니다. `--json`은 한 줄
    `{"{"}"game_over": "try"{"}"}` 또는 `{"{"}"game_over": "no-legal-move"{"}"}`를 출력합니다.

# en c05bd6e5eab28516
help-moves-arg-json =
    `JSON` 줄로 출력: `{"{"}"move", "position", "captures_king"{"}"}`(王을 잡는 수는 `position`이 `null`)

# en 4c855621b63a1f71
help-moves-after =
    예:
      `sibi moves 'M2g/KPpk/G2m - a'`
      `sibi moves --json M2g/KPpk/G2m - a`
      `sibi --rules dobutsu moves 'M3/K1Pk/G2m Pg a'`

## sibi perft

# en e5b17d37e6ca29f4
help-perft-about =
    깊이 1부터 `DEPTH`까지 깊이별 탐색 트리의 잎 수(`perft`)

# en 148720953dc5c0df
help-perft-long =
    `docs/RULES.md`의 정의대로 탐색 트리의 잎(`perft`)을 셉니다. `perft(p, 0) = 1`이고, n ≥ 1이면 p에서
    대국이 끝났을 때(한 턴 버티기) 0, 아니면 둘 수 있는 모든 수에 대해 다음 값을 더합니다. n = 1에서 王을
    잡는 수는 1, 더 깊은 곳에서 王을 잡는 수는 0, 그 밖의 수는 `perft(그 수를 둔 뒤의 p, n − 1)`입니다.

    깊이 1부터 `DEPTH`까지 깊이마다 `<깊이> <개수>` 한 줄을 출력합니다. `--divide`를 지정하면 그 대신
    `DEPTH`에서 첫 수마다 `<수> <개수>`를, 마지막에 `합계 <개수>`를 출력합니다. 모든 코어를
    씁니다 (`RAYON_NUM_THREADS`로 제한).

# en 4b3455867756b804
help-perft-arg-depth =
    셀 가장 깊은 깊이(수 단위, 1 이상)

# en 62911d8021da2208
help-perft-arg-divide =
    `DEPTH`에서 첫 수마다 그 아래의 개수를, 그다음 합계를 출력

# en b68d4b2113de5ff9
help-perft-after =
    예:
      `sibi perft 7`
      `sibi perft 4 'M2g/KPpk/G2m - d'`
      `sibi --rules dobutsu perft 5 --divide`

## sibi generate

# en 00b8d34382e5af48
help-generate-about =
    한 규칙과 말 구성의 모든 국면을 푼 테이블 생성

# en 01c11dd830ea3c13
help-generate-long =
    규칙(`--rules`)과 말 구성(`--pieces`, 기본값은 전체 말 구성 GGMMPP)의 모든 국면을 역행 분석으로
    풉니다. 국면마다 둘 차례인 쪽의 평가(n수 만에 승리, n수 만에 패배, 무승부)를 얻습니다. n은
    양쪽이 완벽하게 둘 때 대국이 끝날 때까지의 수입니다(`docs/RULES.md`). 그다음 테이블을 씁니다.

    테이블은 `--output FILE`에, 지정하지 않으면 기본 경로 `<folder>/<rules>-<pieces>.sibi`에 씁니다(폴더는
    만듭니다). `<folder>`는 `$SIBI_TABLEBASE_DIR`이고, 없으면
    `${"{"}XDG_DATA_HOME:-$HOME/.local/share{"}"}/sibi`입니다. 한 규칙이나 말 구성의 테이블이 다른 것의
    테이블을 덮어쓰는 일은 없습니다. 같은 규칙과 말 구성의 테이블이 이미 있으면 원자적으로 바꿉니다. 파일을
    임시 이름(`FILE.tmp`)으로 쓰고, 디스크에 동기화한 뒤 이름을 바꾸므로, 중단된 실행은 이전
    테이블(또는 아무것도)을 남길 뿐 반쯤 쓴 테이블은 남기지 않습니다. 다음 실행은 이전 실행이
    중단되었다고 알리고 `FILE.tmp`를 지웁니다. (다른 명령이 읽는 `$SIBI_TABLEBASE`는 여기서 쓰지
    않습니다.) 파일 형식은 `tablebase-format/FORMAT.md`에 있고, `sibi info`가 헤더를 보여 줍니다.

    진행 상황은 표준 오류에 씁니다. 터미널에서는 단계마다 속도와 남은 시간이 있는 진행 막대를, 그
    밖에서는 단계마다 한 줄을 씁니다. 요약(국면 수, 승/패/무 개수, 단계, 시간, 파일과 크기)은 표준
    출력에 씁니다. 십이장기 전체 테이블은 코어 2개에서 약 25초, 메모리 0.34 GiB가 듭니다.

# en 7d23b6c74e4aeb0f
help-generate-arg-threads =
    작업 스레드 수(기본값은 모든 코어)

# en 50dc1e19572ec12f
help-generate-arg-output =
    기본 경로 대신 여기에 테이블을 씁니다

# en e82b2aca542f6e64
help-generate-after =
    예:
      `sibi generate --pieces GMP`
      `sibi generate --threads 1 --pieces P --output /tmp/p.sibi`
      `sibi generate`                           # 십이장기 전체 테이블
      `sibi generate --rules dobutsu`           # 동물장기 전체 테이블 (별도 파일)

## sibi stats

# en 9167650321ec118d
help-stats-about =
    풀린 테이블의 통계: 개수, 거리 분포, 가장 긴 승리, 시작 국면

# en a20ef15b60ad60b0
help-stats-long =
    규칙(`--rules`)과 말 구성(`--pieces`)의 풀린 테이블에 대해 다음을 출력합니다.
      - 국면 수와 둘 차례인 쪽의 승/패/무 비율
      - 거리 분포(n마다 n수 만에 승리인 국면과 n수 만에 패배인 국면의 수)
      - 가장 긴 승리와 그 예 국면
      - 어느 쪽이 먼저 두든 시작 국면의 평가
      - 시작 국면에서 도달할 수 있는 국면과 그 승/패/무 비율. 세 방식으로 셉니다. 공개된 방식은 둘
        차례인 쪽이 상대 王을 잡을 수 있거나 한 턴 버티기를 이룬 상대 王과 마주한 국면을 세기만 하고
        더 두지 않으며, 국면과 그 대칭 국면을 한 번만 셉니다. 나머지 둘은 그런 국면 너머까지 두어서
        세는 방식과 대칭 국면을 따로 세는 방식입니다.
    시작 국면과 도달할 수 있는 국면에는 전체 말 구성이 필요합니다. 세 방식에는 탐색이 두 번 들어
    전체 말 구성에서 몇 분이 걸립니다. `--reachable published`는 공개된 방식만 1분 안에 세고,
    `--reachable none`이나 `--no-reachable`은 탐색하지 않습니다.

    국면은 `docs/RULES.md`대로 셉니다. 둘 차례인 쪽에서 보고, 대칭 국면은 따로, 끝난 국면(둘
    차례인 쪽이 이미 한 턴을 버텨 0수 만에 승리인 국면)도 포함합니다.

    `--plot FILE`을 지정하면 거리 분포를 `SVG` 그래프로도 그립니다(지정하지 않으면 파일을 쓰지 않음).
    이미 있는 `FILE`은 sibi가 그린 그래프이거나 `--force`를 지정했을 때만 바꿉니다. 테이블은
    `--tablebase FILE`, 없으면 `$SIBI_TABLEBASE`, 없으면 기본 경로(`sibi generate --help` 참고)에서 읽습니다.
    테이블이 없으면 오류(종료 코드 2)이고, 그 테이블을 만드는 `sibi generate` 명령을 알려 줍니다.

# en bd828fdecccd1d09
help-stats-arg-json =
    통계를 텍스트 대신 `JSON` 객체 하나로 출력

# en a03532d08254a11f
help-stats-arg-plot =
    거리 분포 그래프(`SVG`)를 쓸 파일(지정하지 않으면 그래프 없음)

# en d29e34bcdcda5dba
help-stats-arg-reachable =
    시작 국면에서 도달할 수 있는 국면을 찾는 탐색 가운데 무엇을 할지: 세 방식 모두 (전체 말 구성에서 몇 분), 공개된 방식만 (1분 안에), 또는 하지 않음

# en d35a6cf49bbd6e03
help-stats-arg-reachable-value-all =
    공개된 방식, 끝난 국면 너머까지, 대칭 국면을 따로

# en ba865d67fca46b61
help-stats-arg-reachable-value-published =
    공개된 방식만

# en 9340949caddcbdde
help-stats-arg-reachable-value-none =
    탐색하지 않음

# en 9b151315408933a7
help-stats-arg-no-reachable =
    `--reachable none`과 같음

# en db494a5bed32d8e2
help-stats-after =
    예:
      `sibi stats --pieces GMP`
      `sibi stats --json > stats.json`
      `sibi --rules dobutsu stats --plot dobutsu.svg`
      `sibi stats --tablebase /tmp/p.sibi --pieces P`

## sibi probe

# en 11d313d9ea3ebb14
help-probe-about =
    테이블에서 읽은 국면의 평가: 둘 차례인 쪽의 N수 만에 승리, N수 만에 패배, 무승부

# en 4263b02b47e6fb18
help-probe-long =
    규칙(`--rules`)과 말 구성(`--pieces`)의 풀린 테이블에서 각 `POSITION`의 평가를 읽어 둘 차례인
    쪽에서 본 결과로 알려 줍니다. 평가는 N수 만에 승리, N수 만에 패배, 무승부 가운데 하나입니다. N은
    양쪽이 완벽하게 둘 때 대국이 끝날 때까지의 수입니다(`docs/RULES.md`의 “평가와 거리” 절). 끝난
    국면은 0수 만에 승리(둘 차례인 쪽이 한 턴 버티기를 이룸)나 0수 만에 패배(둘 수 있는 수가 없음)이며,
    대국이 끝났다는 것과 그 까닭을 함께 씁니다.

    국면 뒤에 수를 이어 쓸 수 있습니다. `POSITION moves B2C2 A1B2 …`는 그 수들을 둔 뒤의
    국면입니다(수는 띄어 쓰고, 표준 표기와 줄인 표기 모두 쓸 수 있습니다). 마지막 수가 王을 잡으면
    대국이 끝나고, 다음에 둘 쪽의 0수 만에 패배입니다.

    국면을 여러 개 입력할 수 있습니다(국면마다 판으로 시작하고, 판은 `/`가 있는 낱말입니다). 하나도
    입력하지 않으면 표준 입력에서 한 줄에 하나씩 국면을 읽고 차례대로 한 줄에 하나씩 답합니다(스크립트를
    위한 일괄 처리). 출력 줄은 평가한 국면, 탭, 그 평가이고, 끝난 국면이면 `, 대국 종료: <까닭>`이 붙습니다.
    `--json`은 그 대신 한 줄에 `JSON` 객체 하나를 출력합니다(王을 잡은 뒤에는 `position`이 `null`).
      `{"{"}"input": TEXT, "position": TEXT | null,
       "value": {"{"}"wdl": "win"|"loss"|"draw", "dtm": plies | null{"}"},
       "game_over": true|false, "reason": "try"|"no-legal-move"|"king-capture" | null{"}"}`
    잘못 쓴 입력이나 있을 수 없는 국면에는 표준 오류에 그 입력과 까닭을 담은 `오류: …`가 나오고,
    `--json`이면 그 자리에 `{"{"}"input": TEXT, "error": REASON{"}"}` 줄이 나와서 답이 입력과 줄을 맞춥니다.
    다른 입력에는 계속 답하고, 마지막에 종료 코드 2로 끝납니다.

    테이블은 `--tablebase FILE`, 없으면 `$SIBI_TABLEBASE`, 없으면 기본 경로입니다
    (`sibi generate --help` 참고). 조회마다 파일에서 압축된 블록을 최대 하나 읽습니다. 한 수 앞을 보아 정해지는
    국면(王 잡기, 둘 차례인 쪽의 진영에 선 상대 王)은 저장하지 않고 계산합니다.

# en 1126b8e14aa96112
help-probe-arg-position =
    국면 표기(따옴표로 감싸거나 세 인자로). 뒤에 `moves M1 M2 …`를 붙일 수 있고, 국면을 여러 개 이어 입력할 수 있습니다. 하나도 없으면 표준 입력에서 한 줄에 하나씩 국면을 읽습니다.

# en fa7cc53f3e0d1b1e
help-probe-arg-json =
    국면마다 `JSON` 객체 하나로 출력: `{"{"}"input", "position", "value": {"{"}"wdl", "dtm"{"}"}, "game_over", "reason"{"}"}`(잘못된 입력은 `{"{"}"input", "error"{"}"}`)

# en 9cad27603f72dc6b
help-probe-after =
    예:
      `sibi probe 'M2g/KPpk/G2m - a'`
      `sibi probe M2g/KPpk/G2m - a moves B2C2 D2C2`
      `sibi probe --pieces GMP 'K1k1/3p/2g1 M a' '2k1/K1gp/M3 - a'`
      `printf '%s\n' 'M2g/KPpk/G2m - a' 'M2g/K1Pk/G2m P d' | sibi probe --json`

## sibi info

# en 3bfeac99bfbca762
help-info-about =
    테이블 파일의 헤더, 크기, 블록, 체크섬

# en 4bd77ec4d57ad0c7
help-info-long =
    테이블 파일에 든 것을 헤더에서 읽어 보여 줍니다: 규칙과 규칙 버전, 인덱스 방식과 버전, 말
    구성, 항목 수, 합법 국면 수(`docs/RULES.md`대로 셈), 평가의 폭과 부호화, 파일의 구성 (헤더,
    사전, 블록, 블록 크기, 블록 오프셋 표), 바이트 단위의 크기와 합법 국면당, 항목당 비트 수, 그리고
    파일 전체의 `XXH3-64` 체크섬 (사본끼리 비교할 때). 파일을 열 때 헤더와 블록 오프셋 표를
    확인합니다. 블록은 `sibi verify`가 확인합니다.

    `FILE`의 기본값은 `--rules`와 `--pieces`의 테이블입니다 (`$SIBI_TABLEBASE`, 없으면 기본 경로).
    올바른 테이블 파일이면 어느 규칙의 것이든 보여 줍니다.

# en 0794b5a58faf9584
help-info-arg-file =
    테이블 파일(기본값은 `$SIBI_TABLEBASE`, 없으면 규칙과 말 구성의 기본 경로)

# en 07f31ff98f93777c
help-info-arg-json =
    같은 내용을 `JSON` 객체 하나로 출력

# en 8bb7bfde06b830f2
help-info-after =
    예:
      `sibi info`
      `sibi --rules dobutsu info`
      `sibi info /tmp/p.sibi --json`

## sibi verify

# en 4c678b0572124a87
help-verify-about =
    테이블의 모든 국면을 그 수들과 맞춰 보는 확인(벨만 검사)

# en fb4541778a345b7e
help-verify-long =
    테이블을 확인합니다. 모든 블록의 압축을 풀고(블록마다 체크섬을 확인), 모든 국면의 저장된 평가가
    자식 국면들의 저장된 평가로 한 수 탐색한 결과와 같은지 확인합니다(`docs/RULES.md`의
    “평가와 거리” 절. 어떤 수가 n−1수 만에 패배인 국면에 이르고 더 짧은 패배에 이르는 수가
    없으면 n수 만에 승리, 모든 수가 승리인 국면에 이르고 그 가운데 가장 긴 것이 n−1이면 n수 만에
    패배, 어떤 수도 패배인 국면에 이르지 않고 어떤 수가 무승부에 이르면 무승부, 그리고 대국이 끝난
    경우들). 모든 코어에서, 터미널에서는 진행 막대와 함께.

    맞지 않는 국면은 국면 표기, 저장된 평가, 맞는 평가를 출력하고(`--max-mismatches`개까지), 그다음
    개수를 출력합니다. 종료 코드는 모든 국면이 맞을 때만 0, 맞지 않는 국면이 있거나 블록이
    손상되었으면 1, 테이블을 열 수 없으면 (없음, 다른 규칙의 것, 테이블이 아님) 2. 십이장기 전체
    테이블에는 메모리 약 0.33 GiB와 코어 2개에서 30초쯤이 듭니다.

# en af031b9c4fbf2b29
help-verify-arg-max-mismatches =
    맞지 않는 국면을 출력할 최대 개수(개수는 모두 셈)

# en e3f5c1951673fc38
help-verify-after =
    예:
      `sibi verify --pieces GMP`
      `sibi verify --tablebase /tmp/p.sibi --pieces P`
      `sibi --rules dobutsu verify`

## sibi best

# en f7790feb95c9b786
help-best-about =
    국면의 평가, 둘 수 있는 모든 수의 순위, 최선의 수, 대국 끝까지의 최선 수순

# en f227ece86b1d8e89
help-best-long =
    `POSITION`에서 누가 이기는지, 몇 수 만에 이기는지, 무엇을 둘지를 풀린 테이블에서 답합니다.
    `--rules`와 `--pieces`의 테이블에서 읽어 다음을 출력합니다.
      - 둘 차례인 쪽의 평가(N수 만에 승리, N수 만에 패배, 무승부, `docs/RULES.md`), 또는 대국이
        끝났다는 것과 그 까닭
      - 둘 수 있는 모든 수. 이기는 수, 비기는 수, 지는 수로 묶고, 수마다 평가, 표준 표기, 방송의
        한자 표기(相 A1 → B2 (子x))를 보입니다.
      - 최선의 수(평가가 가장 좋은 모든 수)
      - 최선 수순(대국이 끝날 때까지 양쪽이 처음 나열된 최선의 수를 둔 수순). 이기거나 지는
        국면의 수순은 정확히 N수입니다. 무승부는 국면이 반복될 때까지 비기는 수를 두고 그렇다고
        알립니다. 수마다 번호, 둔 쪽, 표준 표기와 한자 표기, 그 수의 평가를 보이며, `--max-plies`수를
        넘으면 수순을 끊습니다.
      - 마지막 판

    수의 평가는 그 수를 두는 쪽에서, 두기 전 국면부터 셉니다(`docs/RULES.md`의
    “평가와 거리” 절). 상대 쪽에서 4수 만에 패배인 국면으로 가는 수는 5수 만에 승리, 王을
    잡는 수는 1수 만에 승리입니다. 최선의 수의 평가는 국면의 평가와 같습니다.

    수의 순서는 이렇습니다. 이기는 수가 빠른 것부터(1수 만에 승리가 3수 만에 승리보다 먼저) 오고,
    그다음 비기는 수, 그다음 지는 수가 느린 것부터(8수 만에 패배가 2수 만에 패배보다 먼저) 옵니다.
    평가가 같은 수는 `sibi moves`의 순서를 따릅니다(이동은 출발 칸, 도착 칸 순, 칸은 A1 A2 A3 B1 … D3,
    그다음 포로 투입은 말 將 相 子, 칸 순).

    `sibi probe`처럼 `POSITION` 뒤에 수를 이어 쓸 수 있습니다(`POSITION moves B2C2 A1B2 …`). 잘못된
    입력은 종료 코드 2로 끝납니다. 테이블이 없을 때도 그 테이블을 만드는 명령을 알려 주고 2로
    끝납니다.

    `--json`은 `JSON` 객체 하나를 출력합니다 (`docs/cli.md`의 “JSON 출력” 절 참고, 王을 잡은
    뒤에는 `position`과 `position_after`가 `null`):
      `{"{"}"input", "position", "value": VALUE, "game_over",
       "reason", "moves": [MOVE…], "best": [MOVE…],
       "pv": {"{"}"moves": [MOVE…], "end", "final_position"{"}"}{"}"}
      MOVE = {"{"}"move", "hanja", "value": VALUE, "position_after"{"}"}
      VALUE = {"{"}"wdl": "win" | "loss" | "draw", "dtm": plies | null{"}"}
      end = "king-capture" | "try" | "no-legal-move" | "repetition" | "cut"`

# en 8c95942dc0e8672a
help-best-arg-position =
    국면 표기(따옴표로 감싸거나 세 인자로). 뒤에 `moves M1 M2 …`를 붙일 수 있습니다.

# en a3dcd161ac69c29e
help-best-arg-json =
    모든 것을 `JSON` 객체 하나로 출력

# en bb09713f5f4036d3
help-best-arg-max-plies =
    최선 수순을 끊을 길이(수 단위)

# en 26cfa5842fc699e3
help-best-after =
    예:
      `sibi best 'M2g/KPpk/G2m - a'`
      `sibi best M2g/KPpk/G2m - a moves B2C2 D2C2`
      `sibi best --pieces P 'K3/1k2/4 P a' --json`

## sibi annotate

# en af0bedd357774302
help-annotate-about =
    기보(공개된 표나 표준 기보)의 수별 평가: 두기 전과 둔 뒤의 평가, 최선의 수, 판정, 요약

# en 5f7a2468929a6686
help-annotate-long =
    각 `FILE`을 `--rules`의 테이블(전체 말 구성 GGMMPP, 기보는 시작 국면에서 시작)과 맞춰 시작
    국면부터 다시 둡니다. `FILE`은 공개된 그대로의 방송 기보표(`data/broadcast/*.published.txt`)나
    표준 기보(`data/broadcast/*.gibo`, 형식은 `data/broadcast/FORMAT.md`)입니다. `*.gibo` 파일은 언제나
    표준 기보로 읽습니다. 수마다 다음을 출력합니다.
      - 공개된 표의 줄, 둔 사람, 공개된 그대로의 수와 한자 표기
      - 두기 전 평가. 둘 차례인 쪽에서 본 국면의 평가입니다(N수 만에 승리, N수 만에 패배, 무승부).
      - 둔 수의 평가. 둔 쪽에서 같은 국면부터 셉니다(`docs/RULES.md`의 “평가와 거리” 절). 그래서
        최선의 수를 두면 평가가 그대로입니다.
      - 판정
          최선          국면의 평가와 같은 평가
          유일한 수     결과(승, 무, 패)를 지키는 단 하나의 수, 표시 !
          실수          결과는 같지만 거리가 나쁜 수(더 느린 승리, 더 빠른 패배), 표시 ?
          악수          결과가 나빠진 수(승 → 무나 패, 무 → 패), 표시 ??
      - 실수나 악수이면 대신 둘 최선의 수
    그다음 요약을 출력합니다. 이론상 누가 어느 수들에서 이기고 있었는지, 악수마다 대신 둘 최선의 수,
    플레이어별 실수, 대국이 실제로 어떻게 끝났는지(기보의 결과와 판, 둘이 맞지 않으면 경고), 한 줄
    총평입니다.

    끝까지 둘 수 없는 기보(둘 수 없는 수, 대국이 끝난 뒤의 수)는 둘 수 있는 마지막 수까지
    평가합니다. 처음으로 둘 수 없는 수를 그 까닭과 함께 알리고, 공개된 표이면 sibi가 제안하는
    교정도 알립니다(적용하지는 않음). `--correct PLY:MOVE`는 지정한 `FILE` 하나의 한 수를 바꾸고
    (`sibi moves`가 출력하는 표준 표기로), 교정한 기보를 평가하고, 출력에 그렇다고 적습니다.

    읽을 수 없는 파일이나 `--rules`와 다른 규칙의 기보는 알리고 다른 파일은 계속 평가합니다. 그러면
    종료 코드는 2입니다. 테이블이 없으면 그 테이블을 만드는 명령을 알려 주고 종료 코드 2로 끝나고,
    테이블이 손상되었으면 1로 끝납니다. 기보의 제어 문자는 `\u{"{"}…{"}"}`로 출력합니다.

    `--json`은 파일마다 한 줄에 `JSON` 객체 하나를 출력합니다(`docs/cli.md`의 “JSON 출력” 절 참고).
      `{"{"}"file", "rules", "show", "episode", "round", "players": {"{"}"a", "d"{"}"}, "first",
       "result": {"{"}"winner", "termination", "end_note", "board",
                  "disagreement": {"{"}"record", "board"{"}"} | null{"}"},
       "corrected",
       "plies": [{"{"}"ply", "row", "side", "player", "published", "position", "move", "hanja",
                   "before": VALUE, "after": VALUE, "verdict", "best": [{"{"}"move", "hanja"{"}"}],
                   "keeping"{"}"}],
       "unplayed", "illegal": {"{"}"ply", "row", "line", "side", "player", "published",
                              "recorded", "reason"{"}"} | null,
       "corrections": [{"{"}"ply", "corrected", "hanja", "change", …, "message"{"}"}],
       "warnings": [{"{"}"line", "row", "ply", "player", "text", "kind", …, "message"{"}"}],
       "summary": {"{"}"phases": [{"{"}"first_ply", "last_ply", "winner"{"}"}], "blunders": [PLY],
                   "mistakes": {"{"}"a", "d"{"}"}, "final_winner", "final_value", "decisive",
                   "verdict"{"}"}{"}"}
      VALUE = {"{"}"wdl": "win" | "loss" | "draw", "dtm": N | null{"}"}`
      읽을 수 없는 파일은 그 자리에 `{"{"}"file", "error"{"}"}`를 냅니다.

# en db7e962992e2ba30
help-annotate-arg-files =
    기보 파일. 공개된 표, 표준 기보(`*.gibo`), 수만 나열한 목록을 읽습니다. `-`는 표준 입력에서 기보 하나를 읽습니다.

# en a0a1311085c03bd8
help-annotate-arg-json =
    표 대신 파일마다 `JSON` 객체 하나로 출력

# en 63e50690faaf3bad
help-annotate-arg-correct =
    `PLY`수째(1부터 셈)의 수를 `MOVE`(표준 표기)로 바꿈. 예를 들어 `18:B2A3`이며 `FILE`은 하나만 지정합니다.

# en 8a16b99583e42b68
help-annotate-arg-plot =
    평가의 흐름 그래프(`SVG`)를 쓸 파일(`FILE`은 하나만)

# en 49457dcb8c0e5f7c
help-annotate-arg-positions =
    표에서 수마다 두기 전의 국면을 따로 한 줄에 출력

# en 90b014455c4304a6
help-annotate-arg-first =
    수만 나열한 목록에서 먼저 두는 쪽. a는 초록, d는 빨강이며 기본값은 시작 국면에서 둘 차례인 초록입니다. 기보표와 표준 기보에는 먼저 두는 쪽이 적혀 있습니다.

# en 15a8700b5d07d8d2
help-annotate-arg-pov =
    모든 평가를 초록이나 빨강의 관점으로 보여 줌(기본값은 수마다 둘 차례인 쪽의 관점)

# en 0dbba1e5e77aba6d
help-annotate-after =
    예:
      `sibi annotate data/broadcast/grand-final-11-round1.gibo`
      `sibi annotate data/broadcast/*.published.txt --json`
      `sibi annotate data/broadcast/black-garnet-final.gibo --correct 18:B2A3`

## sibi serve

# en fb8f092621a04eab
help-serve-about =
    브라우저의 국면 분석 페이지와 그 `JSON` `API`(기본 주소 `127.0.0.1:8080`)

# en 3340b9b1424dbe77
help-serve-long =
    `--rules`와 `--pieces`의 테이블을 웹으로 보여 줍니다. 국면마다 한 페이지(`/?pos=TEXT`, `/`는 초록
    차례의 시작 국면) — 방송처럼 그린 판, 글로 적은 판정과 그 수, 이기는 수 / 비기는 수 / 지는 수로 묶은
    둘 수 있는 모든 수와 그 평가, 그 수를 둔 뒤 국면으로 가는 링크, 최선 수순, 편집 모드 (`/edit`),
    영어와 한국어로, 그리고 `sibi best --json`, `sibi annotate --json`과 같은 스키마의 `JSON` `API`:
      `GET /api/v1/position?pos=TEXT[&line=1]`   평가, 순위를 매긴 수, 최선의 수(와 최선 수순)
      `GET /api/v1/mainline?pos=TEXT`            최선 수순만
      `GET /api/v1/engine-move?pos=TEXT&level=N[&seed=S]`   한 단계(1–10)가 두는 수
      `GET /api/v1/puzzle?plies=N[&seed=S]`      N수 퍼즐과 그 풀이 트리
      `POST /api/v1/annotate`                    기보(요청 본문)를 한 수씩 평가
      `GET /api/v1/openapi.json`                 이 모든 것의 `OpenAPI` 3.1 문서
    잘못된 국면 표기에는 400 `{"{"}"error": …{"}"}`, 다른 말 구성의 올바른 국면에는 404로 답합니다.
    `GET /healthz`와 `GET /readyz`는 부하 분산기에 답합니다.
    `/play`는 고른 단계의 엔진과 두거나, 한 판에서 두 사람이 두는 대국입니다. 자바스크립트 없이도
    됩니다 (모든 수가 링크이고, 엔진은 1초 뒤에 답합니다).
    퍼즐(`/puzzles`)은 테이블 옆의 퍼즐 파일(`sibi puzzles --build`)에서 옵니다. 파일이 없으면
    `--no-generate`가 아닌 한 뒤에서 만들고 (전체 말 구성에서 몇 분, 진행은 표준 오류로), 다 될 때까지
    `/puzzles`와 `/api/v1/puzzle`은 503으로 답합니다.

    테이블은 한 번 열고 쓰지 않습니다. 테이블이 없으면 `--no-generate`가 아닌 한 먼저 만들고 (여느
    때처럼 진행을 보여 줌, 전체 말 구성에서 30초쯤), `--no-generate`이면 그 테이블을 만드는 명령을
    알려 주고 종료 코드 2로 끝납니다. 포트가 이미 쓰이고 있으면 종료 코드 2로 끝납니다. `Ctrl-C`로
    서버를 멈춥니다 (종료 코드 0). `--bind`로 달리 정하지 않으면 서버는 이 컴퓨터(`127.0.0.1`)에서만
    연결을 받습니다.

    모든 요청은 응답을 보낼 때 표준 오류에 한 줄로 기록합니다 (메서드, 경로, 상태, 걸린 시간).
    기본 필터는 `RUST_LOG=sibi=info,sibi_cli=info,sibi_web=info,tower_http=info`이고, 바꾸려면 `RUST_LOG`를
    정하세요 (기록하지 않으려면 `RUST_LOG=off`, 요청이 들어오는 대로 보려면
    `RUST_LOG=tower_http=debug`).

# en d645f1c27ec06f2e
help-serve-arg-bind =
    연결을 받을 주소와 포트. 기본값은 이 컴퓨터에만 서비스합니다. `0.0.0.0:8080`이면 다른 컴퓨터도 닿을 수 있습니다. 포트 0은 빈 포트를 고릅니다 (출력함)

# en c99f2c0ab30bb610
help-serve-arg-no-generate =
    테이블이 없으면 먼저 만드는 대신 멈춤 (종료 코드 2, 그 테이블을 만드는 명령과 함께)

# en 111c7736084e22a8
help-serve-arg-open =
    서버가 연결을 받기 시작하면 데스크톱의 브라우저로 페이지를 엶

# en 92034917434f8e51
help-serve-arg-max-record-plies =
    서버가 평가하는 가장 긴 기보 (`/games/annotate`, `POST /api/v1/annotate`), 수 단위, 더 긴 기보는 아무 일도 하기 전에 한도를 밝힌 413을 받습니다. 가장 긴 방송 대국은 73수입니다. `sibi annotate`는 더 긴 기보도 읽습니다

# en ff8373b293554793
help-serve-arg-heavy-jobs =
    한꺼번에 실행하는 평가 수, 다른 요청에 답하는 스레드와 따로

# en 083542521349659b
help-serve-arg-heavy-queue =
    자리를 기다리는 평가 수, 이보다 많으면 요청은 바로 503 `busy`를 받음

# en 898f8f4a8a99cac9
help-serve-arg-heavy-seconds =
    평가 요청이 기다리고 실행될 수 있는 시간, 초 단위, 넘으면 503 `busy`

# en d75cec8dffd94142
help-serve-arg-kept-answers-mib =
    다시 계산하지 않고 또 보내려고 서버가 압축해 간직하는 답의 크기, MiB 단위 (테이블과 요청에만 달린 페이지와 `API` 답), 0이면 간직하지 않음

# en 52d71a142edff801
help-serve-arg-shutdown-seconds =
    `SIGTERM`이나 `Ctrl-C` 뒤: 처리 중인 요청이 끝날 수 있는 시간, 초 단위, 그 뒤 서버가 끝남 (종료 코드 0), `Ctrl-C`를 한 번 더 누르면 바로 끝남 (종료 코드 130)

# en 9d8d7d14fd01c481
help-serve-arg-max-connections =
    한꺼번에 열 수 있는 연결 수, 이보다 많으면 새 연결은 바로 503을 받습니다. 서버는 열린 파일 한도를 최대 한도까지 올리고, 이 값을 그 아래로 맞춥니다 (그렇다고 알림)

# en 44924e17d5ecef10
help-serve-arg-max-connections-per-client =
    클라이언트 주소 하나가 한꺼번에 열어 둘 수 있는 연결 수 (`IPv6` 주소는 `/64`로 묶어 셈), 이보다 많으면 그 클라이언트의 새 연결은 바로 503을 받고, 다른 클라이언트는 계속 서비스를 받습니다. 기본값은 `--max-connections`의 4분의 1. 믿는 프록시는 제외되므로, 클라이언트마다의 연결 제한은 프록시에서 하세요

# en b8ea00865e3bf971
help-serve-arg-idle-seconds =
    연결이 요청 머리를 보내는 데, 요청 사이에 쉬는 데, 또는 답을 읽지 않고 두는 데 걸릴 수 있는 시간, 초 단위, 넘으면 연결을 닫음 (`slowloris`, 쉬는 연결)

# en 723ecb9147eeeedd
help-serve-arg-body-seconds =
    요청 본문이 오는 동안 가장 길게 멈출 수 있는 시간, 초 단위, 넘으면 408

# en fff978081f5d6765
help-serve-arg-request-seconds =
    요청 하나가 머리부터 답까지 걸릴 수 있는 시간, 초 단위, 넘으면 408

# en 131ee7b4e0832efc
help-serve-arg-rate-limit =
    클라이언트마다 평균으로 1초에 보낼 수 있는 요청 수 (기본값 0: 제한 없음), 넘으면 `Retry-After`와 함께 429. `/healthz`와 `/readyz`는 세지 않음

# en 81ae17c122afa2b0
help-serve-arg-rate-burst =
    `--rate-limit` 아래에서 클라이언트가 한꺼번에 보낼 수 있는 요청 수 (페이지와 그 스크립트와 스타일이 3)

# en 5f4bf6cdac9430ea
help-serve-arg-trusted-proxy =
    서버 앞 리버스 프록시, 주소나 `CIDR` 범위로 (`10.0.0.0/8`, `2001:db8::/32`), 여러 번 지정할 수 있음. 그 프록시에서 온 요청은 `X-Forwarded-For` 줄들에서 믿는 프록시가 아닌 가장 오른쪽 주소의 것으로 세고 (`Forwarded` 헤더는 읽지 않음), 그 연결은 `--max-connections-per-client`에 묶이지 않습니다 (기본값은 믿는 프록시 없음, 모든 요청을 상대 주소의 것으로 셈)

# en 3adfff01ecfb7413
help-serve-after =
    예:
      `sibi serve`                        # `http://127.0.0.1:8080/`, 필요하면 테이블부터 만듦
      `sibi serve --pieces GMP --bind 127.0.0.1:9000`
      `sibi serve --no-generate --open`
      `curl 'http://127.0.0.1:8080/api/v1/position?pos=M2g/KPpk/G2m+-+a&line=1'`

## sibi selfplay

# en 40e86f26cc49e8b4
help-selfplay-about =
    엔진 단계끼리의 대국과 점수표

# en e961ff27d549e953
help-selfplay-long =
    모든 엔진 단계(1 = 무작위 수 … 10 = 완벽한 수, 모델은 `docs/cli.md`의 “엔진 단계” 절)
    또는 `--levels`로 고른 단계(11 = 완벽·압박 포함)를
    서로 겨루게 해 한 쌍마다 N판을 두고 점수표를 출력합니다. 점수표에는 행 단계가 열 단계를 상대로
    얻은 점수(%, 승 + ½ 무), 각 단계와 바로 아래 단계의 비교(95 % 구간과 함께), 각 단계가 대국에서
    실제로 어떻게 두었는지가 나옵니다.

    시작 국면은 시작 국면에서 도달할 수 있는 비기는 국면 (`docs/RULES.md`의 “도달할 수 있는 국면”
    절, 공개된 방식으로는 전체 말 구성에서 242만 7,497개, 더 작은 말 구성이면 그 테이블의 모든 비기는 국면)
    가운데서 한 판에 하나씩 고르게 (복원 추출로) 뽑습니다. 짝수 번째 판은 낮은 단계가, 홀수 번째
    판은 높은 단계가 먼저 둡니다. 대국은 王 잡기, 한 턴 버티기, 둘 수 있는 수가 없을 때, 또는
    `--max-plies`수 뒤에 멈추고, 마지막 경우는 무승부로 셉니다.

    대국은 서로 독립이므로, 한 쌍의 점수의 95 % 구간은 ±1.96·√(v/N)입니다 (v는 대국 점수의 분산,
    ±1.96·0.5/√N을 넘지 않고, 기본값 N = 400에서는 ±4.9점). 단계 `lo` < `hi`의 g번째 대국은 생성기
    `Rng::new(mix(SEED) ^ mix((lo·256 + hi)·2³² + g))`를 씁니다. 시작 국면 개수보다 작은 첫 수가
    시작 국면을 고르고, 다음 수가 `sibi_solver::query::play::play_game`의 시드이므로, 모든 대국을
    다시 둘 수 있습니다.

    테이블을 통째로 메모리에 읽고, 도달 가능한 국면을 한 번 탐색합니다 (전체 말 구성에서 최대 약
    0.5 GiB, 코어 2개에서 1분쯤), 대국에는 모든 코어를 씁니다 (`RAYON_NUM_THREADS`로 제한).

# en 2ffee904566393c0
help-selfplay-arg-games =
    단계 한 쌍마다 대국 수 (절반씩 각 단계가 먼저 둠)

# en d1f33c86432d0438
help-selfplay-arg-seed =
    실행 전체의 시드(같은 시드에서는 같은 대국)

# en 301b3a5e09c75673
help-selfplay-arg-max-plies =
    대국을 끊고 무승부로 셀 길이(수 단위)

# en 183932e4267f33b4
help-selfplay-arg-levels =
    이 단계들만 서로 겨루게 합니다. 쉼표로 구분해 서로 다른 단계를 두 개 이상 1–11에서 고릅니다(11은 완벽·압박).
    기본값은 1부터 10까지입니다.

# en 3fe27fc749640d0c
help-selfplay-arg-json =
    표 대신 `JSON` 객체 하나로 출력

# en b639e0a216ed6913
help-selfplay-after =
    예:
      `sibi selfplay`                      # 단계 한 쌍마다 400판, 시드 1
      `sibi selfplay --games 1000 --seed 7 --json > levels.json`
      `sibi selfplay --levels 8,9,10,11 --games 2000`
      `sibi selfplay --pieces GMP --games 100`

## sibi puzzles

# en dbebd404dbade838
help-puzzles-about =
    테이블의 퍼즐(이기는 쪽의 수가 매번 하나뿐인 승리): 길이별 개수와 풀이가 달린 몇 개

# en 1517b5e8ec0a7eb3
help-puzzles-long =
    테이블의 퍼즐을 찾습니다. 퍼즐은 정확히 N수 만에 이기는 국면 (N ≥ 2) 가운데, 상대가 가장 오래 버티는
    어떤 수를 두어도 이기는 쪽이 둘 때마다 이기는 수가 꼭 하나뿐인 것 (다른 수는 모두 비기거나 짐)
    — 이기는 쪽의 마지막 수만은 예외입니다 (1수 만에 승리이면 王을 잡는 수는 모두 정답, 2수 만에 승리이면
    상대가 막을 수 없게 王이 상대 진영에 들어가는 수는 모두 정답, 그러면 한 턴 버티기가 이루어짐). 뻔한
    국면은 뺍니다. 바로 王을 잡는 국면 (1수 만에 승리), 그리고 이기는 쪽이 王 말고 말의 절반보다
    많이 가진 국면 (GGMMPP에서는 여섯 가운데 넷 이상, `kaorahi`의 동물장기 앱도 이런 국면을 뺌).

    기본값으로는 시작 국면에서 도달할 수 있는 국면만 봅니다 (`docs/RULES.md`의 “도달할 수 있는 국면”
    절, `sibi stats`의 공개된 방식, 국면과 그 대칭 국면은 한 번만), `--any`는 모든 합법 국면을
    탐색합니다 (대칭 국면은 한 번만). 전체보다 작은 말 구성에는 시작 국면이 없으므로 모든 합법
    국면을 탐색합니다.

    길이별 개수 (조건을 통과한 N수 만에 이기는 국면의 수와 그 가운데 퍼즐의 수)를 출력하고, 그다음
    `--seed`로 뽑은 퍼즐 `--count`개 (길이 `--plies`, 또는 아무 길이)를 국면 표기와 풀이와 함께
    출력합니다. 수마다 이기는 쪽의 단 하나의 이기는 수와, 그 뒤 상대가 가장 오래 버티는 모든 수.
    `--json`은 같은 내용을 라이브러리의 스키마로 객체 하나에 담아 출력합니다.

    `--build`는 `sibi serve`가 `/puzzles` 페이지에 읽는 퍼즐 파일(기본값은 테이블 옆의
    `TABLE.puzzles.json`)을 씁니다. 파일에는 개수와, 길이마다 `--seed`로 뽑은 퍼즐이 500개까지 들어
    갑니다. 테이블을 통째로 메모리에 읽어 탐색하고(전체 말 구성에서 최대 약 0.55 GiB), 모든 코어를
    씁니다(`RAYON_NUM_THREADS`로 제한).

# en 4efbf9119d3b9d90
help-puzzles-arg-plies =
    이 길이의 퍼즐만(수 단위, 2 이상)

# en 84b6fb716a4dc59a
help-puzzles-arg-count =
    나열할 퍼즐 수

# en 53449edb897f74ae
help-puzzles-arg-seed =
    뽑기의 시드(같은 시드에서는 같은 퍼즐)

# en c6e3dc274d48841b
help-puzzles-arg-json =
    텍스트 대신 `JSON` 객체 하나로 출력

# en 778a7eb71c02ade4
help-puzzles-arg-any =
    시작 국면에서 도달할 수 있는 국면만이 아니라 모든 합법 국면을 탐색

# en dd2bf21cd74ca1a5
help-puzzles-arg-build =
    `sibi serve`의 퍼즐 파일을 씀(`--output` 참고)

# en 10421bad34a3ce3d
help-puzzles-arg-output =
    `--build`가 퍼즐 파일을 쓰는 곳(기본값은 테이블 옆의 `TABLE.puzzles.json`)

# en 37eb1f0cd96c3fda
help-puzzles-arg-kind =
    세고 나열할 퍼즐: `win` (필승 퍼즐) 또는 `hold` (버티기 퍼즐, 한 차례 이상 무승부를 지키는 유일한 수)

# en c8944083910946f9
help-puzzles-arg-turns =
    `--kind hold`에서 버티는 차례 수가 이만큼인 버티기 퍼즐만(1 이상)

# en 50f5a8ffd24bb4e9
help-puzzles-arg-kind-value-win =
    필승 퍼즐

# en 7ff422dc72816b6a
help-puzzles-arg-kind-value-hold =
    버티기 퍼즐

# en c5e47cc708be418f
help-puzzles-after =
    예:
      `sibi puzzles`                        # 길이별 개수와 아무 길이의 퍼즐 3개
      `sibi puzzles --plies 7 --count 5 --seed 42`
      `sibi puzzles --plies 9 --json`
      `sibi puzzles --build`                # `sibi serve`의 퍼즐 파일
      `sibi puzzles --any --pieces GMP`

## sibi play

# en bbb9b930b1dd4352
help-play-about =
    터미널에서 엔진(1–11단계)과 두는 대국

# en 7c5cf9445d1b403d
help-play-long =
    터미널에서 `POSITION`부터 엔진과 대국합니다 (기본값은 초록 차례의 시작 국면). 나는
    `--side`(a는 초록, d는 빨강)를 두고, 엔진은 다른 쪽을 `--level` 단계로 둡니다 (1 = 무작위 수 … 10 = 완벽한 수, 11 = 완벽·압박,
    `docs/cli.md`의 “엔진 단계” 절). 수마다 `sibi show`처럼 판을 그립니다.

    프롬프트에서 sibi가 읽는 아무 표기로나 수를 입력합니다. 표준 표기 (`B2C2`, `B2-C2`, `P*B1`),
    한자나 한글 (子*B1, 자*B1, 子B2C2), 또는 명령:
      `undo`   내 마지막 수와 엔진의 응수를 무름
      `best`   여기서의 최선의 수와 그 평가 (수 단위)
      `draw`   반복 무승부로 멈춤 (같은 국면이 세 번째 나오면)
      `quit`   멈춤 (입력이 끝나도, `Ctrl-D`)
      `help`   이 목록
    읽을 수 없거나 둘 수 없는 수는 까닭과 함께 거부하고, 4096바이트보다 긴 줄이나 `UTF-8`이 아닌 줄도
    거부합니다. 대국은 이어집니다.

    끝날 때 (대국이 끝났을 때, `quit`, 입력이 끝났을 때, 또는 프롬프트에서 `Ctrl-C`, `SIGTERM`,
    `SIGHUP`, 그러면 종료 코드는 128 + 시그널 번호) 대국을 표준 기보 (형식 2,
    `data/broadcast/FORMAT.md`)로 `--record FILE`에 씁니다. 기본값은 테이블 옆 데이터 폴더
    (`$SIBI_TABLEBASE_DIR`, 없으면 `${"{"}XDG_DATA_HOME:-$HOME/.local/share{"}"}/sibi`, 없으면 만듦)의
    `sibi-play-YYYYMMDD-HHMMSS.gibo` (협정 세계시)이고, 표준 오류에 파일 이름을 알립니다.
    `sibi annotate FILE`로 읽을 수 있습니다. k수째 엔진의 수는 시드 `--seed` + k로 뽑으므로, 대국은 그
    시드로 다시 둘 수 있습니다.

# en 116db1badbfbf224
help-play-arg-level =
    엔진의 단계. 1(무작위 수)부터 10(완벽한 수)까지, 또는 11(완벽·압박)

# en c858f35870aaec1c
help-play-arg-side =
    내 쪽: a(초록, A열 진영) 또는 d(빨강, D열 진영)

# en d4aaaf1c83ca9478
help-play-arg-record =
    끝날 때 대국의 기보를 쓸 곳 (기본값은 테이블 옆 데이터 폴더에 날짜가 든 이름의 파일, 그 경로를 출력함)

# en 80c8f60cd014a13c
help-play-arg-seed =
    엔진의 수를 뽑는 시드(기본값은 시계에서 얻고 기보에 적음)

# en b8de2cb6fd6fd1e3
help-play-arg-position =
    시작 국면의 국면 표기(따옴표로 감싸거나 세 인자로, 기본값은 초록 차례의 시작 국면)

# en 8c49e453b03e4477
help-play-after =
    예:
      `sibi play`                             # 나는 초록, 5단계, 시작 국면부터
      `sibi play --level 10 --side d`
      `sibi play --pieces GMP --level 3 '4/KP1k/4 Gm a'`
      `sibi play --record game.gibo && sibi annotate game.gibo`

## sibi completions

# en 5ea1a6c89e5e7888
help-completions-about =
    셸(`bash`, `zsh`, `fish`, `elvish`, `powershell`)의 자동 완성 스크립트

# en 3d781df0d39a5f1d
help-completions-long =
    `SHELL`이 입력 중인 sibi의 명령, 옵션, 값을 완성하게 하는 스크립트를 출력합니다
    (`clap_complete`). 지금의 셸에서 불러오거나, 셸이 자동 완성을 찾는 곳에 설치하세요. `zsh`,
    `fish`, `elvish`, `powershell`이 보여 주는 설명은 도움말의 언어입니다 (`--lang`, 없으면
    `LC_ALL`, `LC_MESSAGES`, `LANG`).

# en b9b4884158e6ba97
help-completions-arg-shell =
    자동 완성 스크립트를 출력할 셸

# en 1e737cba25734ae1
help-completions-after =
    예:
      `source <(sibi completions bash)`                        # 지금의 `bash` 세션
      `sibi completions bash > ~/.local/share/bash-completion/completions/sibi`
      `sibi completions zsh > ~/.zfunc/_sibi`                  # `fpath+=~/.zfunc`와 함께
      `sibi completions fish > ~/.config/fish/completions/sibi.fish`

## sibi man

# en be3f4c8c7767e7bc
help-man-about =
    폴더에 쓰는 매뉴얼 페이지(`sibi.1`, `sibi-probe.1`, …)

# en 847c976a4252bada
help-man-long =
    명령마다 매뉴얼 페이지 하나를 `man`이 읽는 `roff`로 `DIR`에 씁니다(`clap_mangen`). 프로그램과
    그 옵션은 `sibi.1`, 명령마다 `sibi-COMMAND.1` (`sibi-probe.1`, …). `DIR`은 이미 있는 폴더여야
    합니다. 페이지마다 임시 이름으로 쓴 뒤 이름을 바꾸므로, 반쯤 쓴 페이지를 읽을 일은 없습니다.
    이미 있는 페이지는 sibi의 매뉴얼 페이지이거나 `--force`를 지정했을 때만 바꿉니다. 쓴 페이지는
    표준 출력에 나열합니다. `DIR`이 없거나 쓸 수 없으면 오류입니다 (종료 코드 2).

    페이지는 도움말의 언어(`--lang`, 없으면 `LC_ALL`, `LC_MESSAGES`, `LANG`)로 씁니다. 영어 페이지는
    `man1` 폴더에, 한국어 페이지는 `ko/man1` 폴더에 두세요. `LANG`이 한국어이면 `man`이 거기서
    찾습니다.

# en 71bb3276da971fcd
help-man-arg-dir =
    페이지를 쓸 폴더(이미 있어야 함)

# en fc1d51202374329b
help-man-arg-force =
    같은 이름의 파일이 sibi의 매뉴얼 페이지가 아니어도 바꿈. 장치, `FIFO`, 소켓, 폴더는 그래도 거부합니다

# en 1fdaff59d6150701
help-man-after =
    예:
      `sibi man ~/.local/share/man/man1`        # 그다음 `man sibi-probe`
      `sibi man /tmp/man && man -l /tmp/man/sibi.1`
      `sibi --lang ko man ~/.local/share/man/ko/man1` # 그다음 `LANG=ko_KR.UTF-8 man sibi-probe`

## 도움말의 낱말: clap의 제목과 주석, 매뉴얼 페이지의 절 제목

help-word-usage = 사용법
help-word-commands = 명령
help-word-arguments = 인자
help-word-options = 옵션
help-word-default = 기본값
help-word-possible-values = 가능한 값
help-word-name = 이름
help-word-description = 설명
help-word-extra = 추가 정보
help-word-version = 버전

# `--version`: 영어와 같은 번호들.
help-version = { $version } (테이블 형식 { $format }, 규칙 버전 { $rules }, 인덱스 { $index } 버전 { $index_version })
