#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (debug, -sanitize=fuzzer,address) and runs each for a fixed time.
#
#   Scripts/fuzz.sh [seconds-per-target] [target...]     # default 300 s, all targets
#   Scripts/fuzz.sh 600 FuzzCatalog                        # one target, 10 minutes
#
# Targets: FuzzCatalog (Catalog(jsonBytes:file:)), FuzzLanguage (Language.parse, Language(bcp47:), LanguageTag),
# FuzzAcceptLanguage (AcceptLanguage.parse, LanguagePreferences), FuzzSearchKey (SearchKey), FuzzSearchQuery (the server's whole
# GET /v1/search path on the shipped territories and Thai provinces, through PlaceNamesServer.searchResponse),
# FuzzWire (a connection's bytes through WireRequestHead and the pipeline in front of the router: WireResponder,
# SwiftNIO's parser, KeepAliveHandler; two places in memory, no files).
# No network: inputs are files; nothing listens on any port.
#
# Corpora grow in ${FUZZ_WORK:-/tmp/placenames-fuzz}/<target>/corpus (never in the repo). FuzzCatalog also reads
# ../shared/data/jsontestsuite/test_parsing in place and a few real catalogs copied from Catalogs/.
# Logs: $FUZZ_WORK/<target>/log.txt. Crashes: $FUZZ_WORK/<target>/artifacts/crash-<sha1> (or leak-, timeout-, oom-).
#
# Reproduce a crash (runs the one input once, prints the stack):
#   Fuzz/.build/debug/FuzzCatalog /tmp/placenames-fuzz/FuzzCatalog/artifacts/crash-<sha1>
# Minimise it:
#   Fuzz/.build/debug/FuzzCatalog -minimize_crash=1 -runs=10000 crash-<sha1>
# Then keep the bytes as a test in Tests/ (FuzzSearchQuery: Tests/PlaceNamesServerTests/SearchFuzzRegressionTests.swift)
# and in Fuzz/Regressions/<target>/, which seeds every later run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"; shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzCatalog FuzzLanguage FuzzAcceptLanguage FuzzSearchKey FuzzSearchQuery FuzzWire FuzzSnapshot)
work="${FUZZ_WORK:-/tmp/placenames-fuzz}"

mkdir -p Fuzz/.build && ln -sfn ../.. Fuzz/.build/PlaceNames   # see Fuzz/Package.swift
# SwiftPM reuses its cached build plan when nothing outside the scratch folder changed, and the root package is
# reached from inside it (the link above), so a source file added there would be left out: plan afresh each time.
rm -f Fuzz/.build/*/debug/description.json
# Only the targets asked for: one that does not build does not stop the others.
for target in "${targets[@]}"; do
    swift build -c debug --package-path Fuzz --scratch-path Fuzz/.build --product "$target" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
done

for target in "${targets[@]}"; do
    dir="$work/$target"; mkdir -p "$dir/corpus" "$dir/artifacts" "$dir/seeds"
    max_len=65536
    seeds=("$dir/seeds")
    if [ "$target" = FuzzCatalog ]; then
        for catalog in Catalogs/subdivisions/TH.json Catalogs/subdivisions/LU.json Catalogs/subdivisions/AD.json; do
            [ -f "$catalog" ] && cp "$catalog" "$dir/seeds/"
        done
        # The shared data sets sit beside the checkout (CI) or two levels up (a worktree under /work/wt).
        for suite in ../shared/data/jsontestsuite/test_parsing ../../shared/data/jsontestsuite/test_parsing; do
            if [ -d "$suite" ]; then seeds+=("$suite"); break; fi
        done
        dict=(-dict=Fuzz/catalog.dict)
    elif [ "$target" = FuzzSearchQuery ]; then
        # A query string as in `GET /v1/search?<input>`; an optional first line is the Accept-Language header.
        printf '%s' 'q=krung%20thep' >"$dir/seeds/a"; printf '%s' 'q=Bangkok&lang=th&limit=3' >"$dir/seeds/b"
        printf '%s' 'q=%E0%B8%81%E0%B8%A3%E0%B8%B8%E0%B8%87%E0%B9%80%E0%B8%97%E0%B8%9E' >"$dir/seeds/c"
        printf '%s' 'q=กรุงเทพ&lang=thai,english' >"$dir/seeds/d"; printf '%s' 'q=バンコク&lang=ja-JP' >"$dir/seeds/e"
        printf '%s' 'q=曼谷&lang=zh-Hant,zh_TW&limit=100' >"$dir/seeds/f"
        printf 'th-TH, th;q=0.9, en;q=0.5\nq=bang' >"$dir/seeds/g"; printf '%s' 'q=%ZZ%e0%b8&lang=xx&limit=0' >"$dir/seeds/h"
        printf 'q=%s' "$(printf 'Que%%CC%%81bec%.0s' {1..40})" >"$dir/seeds/i"; printf 'q=%s&limit=100' "$(printf 'an%.0s' {1..150})" >"$dir/seeds/j"
        printf '%s' 'q=+Z%C3%BCrich+&lang=german&q=bern' >"$dir/seeds/k"; printf '%s' 'lang=en&q=%D0%9C%D0%BE%D1%81%D0%BA' >"$dir/seeds/l"
        [ -d "Fuzz/Regressions/$target" ] && seeds+=("Fuzz/Regressions/$target")
        dict=()
    elif [ "$target" = FuzzSnapshot ]; then
        # The target writes its own seeds (a snapshot of three places, as it is and with checksums made right, and
        # one of 700 villages, whose busy prefixes make it longer than other targets' inputs).
        export PLACENAMES_FUZZ_SEEDS="$dir/seeds"
        max_len=1048576
        [ -d "Fuzz/Regressions/$target" ] && seeds+=("Fuzz/Regressions/$target")
        dict=()
    elif [ "$target" = FuzzWire ]; then
        # Two bytes choose the reads (see Fuzz/Sources/FuzzWire/ReadPlan.swift), then what a client sends.
        tak='GET /v1/places/iso3166-2:TH-63?lang=th HTTP/1.1\r\nHost: localhost\r\n\r\n'
        bkk='GET /v1/places/tz:Asia%%2FBangkok/names HTTP/1.1\r\nAccept-Language: th, en;q=0.5\r\nIf-None-Match: *\r\n\r\n'
        post='POST /v1/lookup HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 34\r\n\r\n{"ids": ["tz:Asia/Bangkok"], "x":1}'
        printf "\x00\x10$tak" >"$dir/seeds/a"
        printf "\x01\x00${tak}GET /v1/search?q=tak HTTP/1.1\r\n\r\nGET /healthz HTTP/1.1\r\n\r\n$bkk" >"$dir/seeds/b"
        printf "\x02\x06$post$tak" >"$dir/seeds/c"
        printf "\x03\x20GET /v1/places/iso3166-2:TH-63 HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /healthz HTTP/1.0\r\n\r\n$tak" >"$dir/seeds/d"
        printf "\x07\x0b${tak}GET /v1/places?lang=th HTTP/1.1\r\n\r\n$bkk$tak" >"$dir/seeds/e"
        printf "\x3a\x09$tak$bkk${tak}GET /v1/places/nowhere HTTP/1.1\r\n\r\n" >"$dir/seeds/f"
        printf "\x82\x15${tak}GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nAccept-" >"$dir/seeds/g"
        printf "\x00\x05GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n$tak" >"$dir/seeds/h"
        printf "\x02\x03POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n$tak" >"$dir/seeds/i"
        printf "\x03\x30GET /v1/places/x HTTP/1.1\r\nExpect: 100-continue\r\n\r\nHEAD /healthz HTTP/1.1\r\n\r\nOPTIONS * HTTP/1.1\r\n\r\nGET http://h/v1/places/x HTTP/1.1\r\n\r\n$tak" >"$dir/seeds/j"
        printf "\x00\x40GET /v1/places/iso3166-2:TH-63?lang=th HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nX-A:\t1\r\nAccept-Language:  ja \r\n\r\n" >"$dir/seeds/k"
        printf "\x01\x00get /v1/places/iso3166-2:TH-63 HTTP/1.1\r\n\r\n$tak" >"$dir/seeds/l"
        # SERVICE.md's unusual requests: bare line feeds alone and after a look-up, a last coding not chunked.
        printf "\x00\x00GET /healthz HTTP/1.1\nHost: x\n\n" >"$dir/seeds/m"
        printf "\x01\x00${tak}GET /healthz HTTP/1.1\nHost: x\n\n" >"$dir/seeds/n"
        printf "\x02\x04GET /v1/places/iso3166-2:TH-63 HTTP/1.1\r\nTransfer-Encoding: xchunked\r\n\r\nhello$tak" >"$dir/seeds/o"
        printf "\x00\x00${tak}POST /v1/lookup HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n$tak" >"$dir/seeds/p"
        [ -d "Fuzz/Regressions/$target" ] && seeds+=("Fuzz/Regressions/$target")
        dict=(-dict=Fuzz/wire.dict)
    else
        printf '%s' 'th-TH' >"$dir/seeds/a"; printf '%s' 'zh-Hant-TW' >"$dir/seeds/b"; printf '%s' 'sr_Latn' >"$dir/seeds/c"
        printf '%s' 'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5' >"$dir/seeds/d"; printf '%s' 'chinese-traditional' >"$dir/seeds/e"
        printf '%s' 'กรุงเทพมหานคร' >"$dir/seeds/f"; printf '%s' 'Zürich 東京 Łódź' >"$dir/seeds/g"; printf '%s' 'be-tarask-x-priv' >"$dir/seeds/h"
        dict=()
    fi
    echo "== $target: ${seconds}s" | tee "$dir/log.txt"
    SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/"$target" "$dir/corpus" "${seeds[@]}" "${dict[@]}" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=25 -rss_limit_mb=4096 \
        -artifact_prefix="$dir/artifacts/" -print_final_stats=1 2>&1 | tee -a "$dir/log.txt" | grep -E '^#|ERROR|SUMMARY|stat::|Done' || true
done
