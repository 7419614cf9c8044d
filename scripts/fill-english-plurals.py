#!/usr/bin/env python3
"""Fills the English plural forms of resources/translations/palmares_en.ts.

    scripts/fill-english-plurals.py TS_FILE

English has no translation of its own: its source strings are shown as they
are, save the counted ones ("%Ln match(es)"), whose singular and plural Qt
picks from a numerus-only translation (lupdate -pluralonly). The forms of a
source written the house way are mechanical: "(s)" or "(es)" after a word gives
"player" / "players", "match" / "matches". Such entries lupdate left
unfinished are filled here; any other stays unfinished, for a person to write
(tests/ui/tst_translation.cpp fails on it).
"""

import re
import sys
from xml.sax.saxutils import escape

SUFFIX = re.compile(r"(?<=\w)\((e?s)\)")


def forms(source):
    """The singular and plural of a source written with "(s)"-style suffixes, or None."""
    if not SUFFIX.search(source):
        return None
    return SUFFIX.sub("", source), SUFFIX.sub(r"\1", source)


# One counted message still to translate: its source, a comment if any, and
# the unfinished translation (no match runs on into the next message).
MESSAGE = re.compile(r'(<message numerus="yes">\s*<source>)([^<]*)(</source>\s*(?:<comment>[^<]*</comment>\s*)?)'
                     r'<translation type="unfinished">(?:\s*<numerusform>[^<]*</numerusform>)*\s*</translation>')


def unescape(text):
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'").replace(
        "&amp;", "&")


def fill(match):
    found = forms(unescape(match.group(2)))
    if found is None:
        return match.group(0)
    indent = "\n            "
    body = "".join(f"{indent}<numerusform>{escape(f)}</numerusform>" for f in found)
    return f"{match.group(1)}{match.group(2)}{match.group(3)}<translation>{body}\n        </translation>"


def main():
    path = sys.argv[1]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(MESSAGE.sub(fill, text))


if __name__ == "__main__":
    main()
