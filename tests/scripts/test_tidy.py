"""How scripts/tidy.py cuts clang-tidy's output into warnings, and which of
them fail a run: a warning of a file not yet held fails nothing, any other
fails it, and the source lines quoted under a warning stay with it."""

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import tidy  # noqa: E402

SRC = tidy.SRC

# What clang-tidy printed for app/cli/main.cpp when CI failed on it: the
# source line under the first warning starts in column 0 and holds a colon
# further on, the line after it is the second warning.
OUTPUT = f"""{SRC}/app/cli/main.cpp:28:32: error: do not declare C-style arrays [modernize-avoid-c-arrays]
QByteArray commandOf(int argc, char* argv[])
                               ^
{SRC}/app/cli/main.cpp:31:28: error: do not use pointer arithmetic [cppcoreguidelines-pro-bounds-pointer-arithmetic]
        const QByteArray a(argv[i]);
                           ^
{SRC}/ui/session.h:137:50: warning: implicit widening [bugprone-implicit-widening-of-multiplication-result]
    static constexpr qint64 BackupIntervalSecs = 30 * 60;
                                                 ^
{SRC}/ui/session.h:137:50: note: make conversion explicit to silence this warning
4 warnings generated.
"""


class Blocks(unittest.TestCase):
    def test_each_warning_keeps_its_source_lines(self):
        cut = tidy.blocks(OUTPUT)
        self.assertEqual([where for where, _ in cut], ["app/cli/main.cpp", "app/cli/main.cpp", "ui/session.h"])
        self.assertIn("QByteArray commandOf(int argc, char* argv[])", cut[0][1])
        self.assertTrue(cut[1][1].startswith(f"{SRC}/app/cli/main.cpp:31:28: error:"))
        self.assertIn("note: make conversion explicit", cut[2][1])
        self.assertNotIn("warnings generated", "".join(text for _, text in cut))

    def test_a_pending_file_fails_nothing(self):
        held, waiting = tidy.split_diagnostics(OUTPUT, ["app/cli/*.cpp"])
        self.assertNotIn("main.cpp", held)
        self.assertIn("ui/session.h:137:50", held)
        self.assertEqual(waiting.count("app/cli/main.cpp:"), 2)

    def test_everything_held_when_nothing_pending(self):
        held, waiting = tidy.split_diagnostics(OUTPUT, [])
        self.assertEqual(waiting, "")
        self.assertEqual(held, tidy.NOISE.sub("", OUTPUT))

    def test_text_before_any_warning_fails(self):
        cut = tidy.blocks("clang-tidy: error reading 'x.cpp'\n")
        self.assertEqual(cut, [(None, "clang-tidy: error reading 'x.cpp'\n")])
        held, _ = tidy.split_diagnostics("clang-tidy: error reading 'x.cpp'\n", ["*"])
        self.assertIn("error reading", held)


class Keys(unittest.TestCase):
    def test_a_key_names_the_pending_files_a_unit_reads(self):
        # Paths as the compiler writes them in its dependency list: relative
        # to the build folder, or with ".." in them.
        included = [f"{SRC}/ui/pages/tablepage.cpp", f"{SRC}/ui/report/../session.h", "../../ui/settings.h", "/usr/include/qt6/QtCore/qobject.h"]
        build = SRC / "build" / "sanitize"
        self.assertEqual(tidy.pending_among(included, build, ["ui/session.h", "ui/settings.h"]), ["ui/session.h", "ui/settings.h"])
        self.assertEqual(tidy.pending_among(included, build, ["ui/session.*"]), ["ui/session.h"])
        self.assertEqual(tidy.pending_among(included, build, ["ui/whatif.cpp"]), [])


if __name__ == "__main__":
    unittest.main()
