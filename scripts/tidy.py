#!/usr/bin/env python3
"""clang-tidy over core/, ui/ and app/, checking again only what changed since a clean check.

    scripts/tidy.py BUILD_DIR [--jobs N] [--all]

Every C++ file of core/, ui/ and app/ is one translation unit. clang-tidy's verdict on it
depends on nothing but what the compiler sees of it, the configuration and the
tool; so each file gets a key, the SHA-256 of:
  - its preprocessed text, comments and macro definitions kept
    (clang++ -E -P -C -dD: NOLINT comments, an unused macro, every header it
    includes, ours and Qt's, with the flags of the build's compile command),
  - the paths of the files it includes (HeaderFilterRegex reads them),
  - the compile command itself (but -Werror, which only CI's builds have),
  - which of those files (the file itself and what it includes) are not yet
    held (below): taking a header off that list checks again the files that
    include it, and only those,
  - .clang-tidy (and ui/.clang-tidy for the files of ui/), and
    `clang-tidy --version`,
with the source and build directories' absolute paths written as @SRC@ and
@BUILD@ (a clone elsewhere gets the same keys).

.ci/clang-tidy-clean lists the keys of the files clang-tidy last found clean.
A file whose key is listed was checked, with these very inputs, and found
clean: it is not checked again. Every other file is checked; the list is then
rewritten with the keys of the files known clean, so committing it with a
change (scripts/style.sh tidy writes it) spares CI the files the change did not
touch. A stale or missing list only makes the run longer: nothing unchecked
passes. --all (or PALMARES_TIDY_ALL=1) checks every file whatever the list says.

.ci/clang-tidy-pending names the files not yet held to the rules (paths or
shell patterns, one a line): a warning whose place is one of them is printed,
under its own heading, but fails nothing, and a file whose only warnings are
there counts as clean (its key is written to the list like any other: it is
checked again, and its warnings shown again, when it changes). Every other
warning fails the run, wherever it is reported from (a header of ui/ read
through a file of app/ counts as the header's).

Exit status: 0 clean, 1 warnings (printed with file and line), 2 usage or setup
errors.
"""

import argparse
import concurrent.futures
import fnmatch
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent
RECORD = SRC / ".ci" / "clang-tidy-clean"
PENDING = SRC / ".ci" / "clang-tidy-pending"
RECORD_HEADER = (
    "# Keys of the core/, ui/ and app/ files clang-tidy last found clean, but for the files\n"
    "# of .ci/clang-tidy-pending (scripts/tidy.py).\n"
    "# Written by scripts/style.sh tidy; commit it with the change it checked.\n"
)
# The code held to the rules: every C++ file of these folders.
HELD = ("core", "ui", "app")
# Where a diagnostic starts: "/path/file.cpp:12:5: warning: text [check]", on one
# line: a path never spans a line break, or the source line clang-tidy quotes
# under a warning (`QByteArray f(int argc, char* argv[])`, in column 0) would be
# read as the start of the path of the warning after it.
DIAGNOSTIC = re.compile(r"^(?P<path>[^\s:][^:\n]*):\d+:\d+: (?P<kind>warning|error|note): ", re.MULTILINE)
# What clang and clang-tidy say besides the diagnostics: counts, hints.
NOISE = re.compile(
    r"^(\d+ warnings? (generated|treated as errors?)\.?"
    r"|Suppressed \d+ warnings.*|Use -(header-filter|system-headers).*)\n?",
    re.MULTILINE,
)


def fail(message, code=2):
    print(f"tidy.py: {message}", file=sys.stderr)
    sys.exit(code)


class Normaliser:
    """Writes the absolute source and build directories as @SRC@ and @BUILD@."""

    def __init__(self, build):
        # The build directory usually sits inside the source tree: replace it
        # first.
        self.pairs = [(str(build).encode(), b"@BUILD@"), (str(SRC).encode(), b"@SRC@")]

    def __call__(self, data):
        for old, new in self.pairs:
            data = data.replace(old, new)
        return data


def preprocess_arguments(entry):
    """The entry's compile command turned into one that preprocesses to stdout.

    A precompiled header is read as the header text it was made of, so the key
    covers Qt's headers whether or not the build precompiled them.
    """
    args = entry["arguments"] if "arguments" in entry else shlex.split(entry["command"])
    out = [args[0]]
    i = 1
    while i < len(args):
        arg = args[i]
        if arg == "-o" or arg == "-MF" or arg == "-MT" or arg == "-MQ":
            i += 2
            continue
        if arg in ("-c", "-MD", "-MMD", entry["file"]) or arg == "-Werror":
            # -Werror: CI's builds have it (the CI variable), a developer's
            # not; a file CI built has no compiler warning either way.
            i += 1
            continue
        if arg == "-Xclang" and i + 3 < len(args) and args[i + 2] == "-Xclang":
            if args[i + 1] == "-include-pch":
                i += 4
                continue
            if args[i + 1] == "-include":
                out += ["-include", args[i + 3]]
                i += 4
                continue
        out.append(arg)
        i += 1
    return out


def key_of(entry, common, normalise, pending):
    """The file's key, or raises RuntimeError with the preprocessor's message."""
    args = preprocess_arguments(entry)
    with tempfile.TemporaryDirectory() as scratch:
        deps = Path(scratch) / "deps"
        run = subprocess.run(
            args + ["-E", "-P", "-C", "-dD", "-MD", "-MF", str(deps), entry["file"]],
            cwd=entry["directory"],
            capture_output=True,
            check=False,
        )
        if run.returncode != 0:
            raise RuntimeError(run.stderr.decode(errors="replace").strip())
        included = deps.read_text(errors="replace").replace("\\\n", " ").split()[1:]
    waiting = pending_among(included, entry["directory"], pending)
    # Sorted once normalised: the order must not depend on where the clone is.
    included = sorted({normalise(path.encode()) for path in included})
    digest = hashlib.sha256(common)
    digest.update(normalise(" ".join(args).encode()))
    digest.update(b"\n".join(included))
    digest.update(normalise(run.stdout))
    digest.update(("\npending: " + " ".join(waiting)).encode())
    return digest.hexdigest()


def pending_among(included, directory, pending):
    """Which of the files a translation unit reads (its dependency list, paths
    as the compiler wrote them, relative to `directory`) are not yet held:
    their warnings fail nothing, so the file's verdict depends on the list."""
    found = set()
    for path in included:
        where = ours(Path(directory) / path)
        if is_pending(where, pending):
            found.add(where)
    return sorted(found)


def read_record():
    record = {}
    if RECORD.exists():
        for line in RECORD.read_text().splitlines():
            if line and not line.startswith("#"):
                key, _, path = line.partition("  ")
                record[path] = key
    return record


def write_record(clean):
    text = RECORD_HEADER + "".join(f"{clean[path]}  {path}\n" for path in sorted(clean))
    if not RECORD.exists() or RECORD.read_text() != text:
        RECORD.parent.mkdir(exist_ok=True)
        RECORD.write_text(text)


def read_pending():
    """The files not yet held (.ci/clang-tidy-pending): a path or a shell
    pattern a line, # comments."""
    if not PENDING.exists():
        return []
    lines = (line.split("#", 1)[0].strip() for line in PENDING.read_text().splitlines())
    return sorted({line for line in lines if line})


def is_pending(where, pending):
    return where is not None and any(fnmatch.fnmatchcase(where, pattern) for pattern in pending)


def ours(path):
    """`path` relative to the source tree, or None when it is outside it."""
    path = Path(path)
    if not path.is_absolute():
        path = SRC / path
    path = path.resolve()
    return str(path.relative_to(SRC)) if path.is_relative_to(SRC) else None


def blocks(output):
    """`output` cut before each warning or error: (where, text) pairs.

    A block holds the warning with the notes and source lines under it. It
    is where the warning is, or, for one in a header outside the tree (the
    analyzer's path through a Qt template), where its first note in the tree
    is: the code that called it. Text before the first warning (a crash, a
    missing file) is a block of its own, from nowhere (where = None).
    """
    output = NOISE.sub("", output)
    starts = [m for m in DIAGNOSTIC.finditer(output) if m.group("kind") != "note"]
    if not starts:
        return [(None, output)] if output.strip() else []
    cut = [(None, output[: starts[0].start()])] if output[: starts[0].start()].strip() else []
    for i, start in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(output)
        text = output[start.start() : end]
        where = ours(start.group("path"))
        if where is None:
            notes = (ours(m.group("path")) for m in DIAGNOSTIC.finditer(text))
            where = next((note for note in notes if note is not None), start.group("path"))
        cut.append((where, text))
    return cut


def split_diagnostics(output, pending):
    """The output of one run as (held, not yet held) texts: a warning is not
    yet held when the file it is reported in is pending."""
    held, waiting = [], []
    for where, text in blocks(output):
        (waiting if is_pending(where, pending) else held).append(text)
    return "".join(held), "".join(waiting)


def run_tidy(build, path, pending):
    """(held problems, problems of files not yet held) of one file; "" when none."""
    run = subprocess.run(
        ["clang-tidy", "-p", str(build), "--quiet", "--warnings-as-errors=*", str(SRC / path)],
        cwd=SRC,
        capture_output=True,
        check=False,
    )
    output = NOISE.sub("", (run.stdout + run.stderr).decode(errors="replace"))
    held, waiting = split_diagnostics(output, pending)
    if run.returncode != 0 and not held.strip() and not waiting.strip():
        held = output if output.strip() else f"{path}: clang-tidy failed with no message\n"
    return held, waiting


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("build", help="a configured build directory (its compile_commands.json)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--all", action="store_true", default=os.environ.get("PALMARES_TIDY_ALL") == "1")
    parser.add_argument("--keys", action="store_true", help="print each file's key and whether it is listed; check nothing")
    options = parser.parse_args()
    if options.jobs < 1:
        fail(f"--jobs must be a positive number, not {options.jobs}")

    build = Path(options.build).resolve()
    database = build / "compile_commands.json"
    if not database.exists():
        fail(f"{database} is missing: configure first (cmake --preset sanitize)")
    files = subprocess.run(
        ["git", "ls-files", "--", *(f"{folder}/*.cpp" for folder in HELD)],
        cwd=SRC,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    if not files:
        fail("no C++ file of core/, ui/ or app/ found in git")
    entries = {}
    for entry in json.loads(database.read_text()):
        path = Path(entry["file"]).resolve()
        if path.is_relative_to(SRC):
            entries[str(path.relative_to(SRC))] = entry
    missing = [path for path in files if path not in entries]
    if missing:
        fail(f"{database} has no compile command for {', '.join(missing)}: configure again")

    normalise = Normaliser(build)
    version = subprocess.run(["clang-tidy", "--version"], capture_output=True, check=True).stdout
    pending = read_pending()
    common = version + (SRC / ".clang-tidy").read_bytes()

    def configuration(path):
        # The nested .clang-tidy files between the root's and the file's own
        # folder: what clang-tidy reads for it besides the root's.
        extra = b""
        for parent in reversed(Path(path).parents[:-1]):
            config = SRC / parent / ".clang-tidy"
            if config.exists():
                extra += config.read_bytes()
        return common + extra

    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        keys = dict(zip(files, pool.map(lambda p: key_of(entries[p], configuration(p), normalise, pending), files)))
        record = {} if options.all else read_record()
        clean = {path: key for path, key in keys.items() if record.get(path) == key}
        if options.keys:
            for path in files:
                print(f"{keys[path]}  {path}  {'listed' if path in clean else 'to check'}")
            return 0
        to_check = [path for path in files if path not in clean]
        print(
            f"clang-tidy: {len(files)} files of core/, ui/ and app/; {len(clean)} unchanged since their last clean check "
            f"({RECORD.relative_to(SRC)}), {len(to_check)} to check, {options.jobs} at a time",
            flush=True,
        )
        problems = []
        waiting = {}  # a header's warning is reported by every file including it: once each
        for path, (held, later) in zip(to_check, pool.map(lambda p: run_tidy(build, p, pending), to_check)):
            if held.strip():
                problems.append(held)
            else:
                clean[path] = keys[path]
            waiting.update(dict.fromkeys(text for _, text in blocks(later)))
    write_record(clean)
    if waiting:
        print(
            f"clang-tidy: {len(waiting)} warnings in files not yet held ({PENDING.relative_to(SRC)}); "
            "they fail nothing:",
            flush=True,
        )
        sys.stdout.write("".join(waiting))
    if problems:
        sys.stdout.write("".join(problems))
        print("tidy.py: clang-tidy found the problems above in core/, ui/ or app/", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RuntimeError as error:
        fail(f"could not preprocess a file: {error}")
