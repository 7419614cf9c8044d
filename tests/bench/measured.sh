# Sourced by the benchmark scripts (import_memory.sh, sheets_bench.sh):
# `measured CMD...` runs a command under GNU time (/usr/bin/time -v), its
# output thrown away (its errors printed when it fails), and prints its wall
# time and peak memory (maximum resident set size). Needs $data, a scratch
# folder, set by the caller.
measured() {
    local report=$data/time.txt
    /usr/bin/time -v -o "$report" "$@" >/dev/null 2>"$data/err.txt" || { cat "$data/err.txt" >&2; return 1; }
    python3 - "$report" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([0-9.]+)", text)
h, m, s = wall.groups()
seconds = int(h or 0) * 3600 + int(m) * 60 + float(s)
peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)) / 1024
print(f"{seconds:8.2f} s  peak {peak:7.0f} MB")
PY
}
