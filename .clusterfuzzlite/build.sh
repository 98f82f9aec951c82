#!/bin/bash -eu
# Builds the fuzz targets of launch-routing inside an OSS-Fuzz or ClusterFuzzLite builder
# (gcr.io/oss-fuzz-base/base-builder-swift), which sets $SRC, $OUT and $SANITIZER.
# Written and reviewed, not run: this machine has no Docker and no network (docs/fuzzing.md).

# Copies the Swift-aware llvm-symbolizer to $OUT. Its $SWIFTFLAGS and $SWIFT6_2FLAGS are not used:
# `-Xswiftc -parse-as-library` fails to link a SwiftPM executable target (undefined `<Target>_main`),
# and `--sanitize=fuzzer --sanitize=address` keeps only the last sanitizer, so the targets would
# build with no coverage instrumentation. The flags below are the ones verified in Fuzz/run.
. precompile_swift

# From the repository's root (the Dockerfile's WORKDIR), whatever it is named: an app's too.
cd Fuzz
# The list may span lines (swift-format wraps it): from `let fuzzTargets = [` to the first `]`.
read -r -a targets <<<"$(awk '/^let fuzzTargets = \[/ { on = 1 } on { print } on && /\]/ { exit }' Package.swift |
    sed 's/^let fuzzTargets = //' | tr -d '",[]' | tr '\n' ' ')"

flags=(-c release --sanitize=fuzzer --static-swift-stdlib)
case "$SANITIZER" in
    coverage) flags+=(-Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping) ;;
    none) ;;
    *) flags+=(-Xswiftc "-sanitize=fuzzer,$SANITIZER") ;;
esac

for target in "${targets[@]}"; do
    swift build "${flags[@]}" --product "$target"
    cp ".build/release/$target" "$OUT/"
    cp "Config/$target.options" "Config/$target.dict" "$OUT/"
    # The kept fail cases ride in the seed corpus, so every fuzzing run replays them first.
    rm -f "$OUT/${target}_seed_corpus.zip"
    for folder in "Corpus/$target" "FailCases/$target"; do
        if [ -d "$folder" ]; then (cd "$folder" && zip -q -r "$OUT/${target}_seed_corpus.zip" .); fi
    done
done
