// The club's pages in HTML (sitehtml.h): the page around the content, the
// style sheet, accessible tables.

#include "report/sitehtml.h"

#include "report/sheetparts.h"

#include <array>

namespace palmares::report::site {

QString escaped(const QString& text)
{
    return htmlEscaped(printable(text));
}

QString link(const QString& file, const QString& text)
{
    return QStringLiteral("<a href=\"") + escaped(file) + QStringLiteral("\">") + escaped(text) +
           QStringLiteral("</a>");
}

QString pageHtml(const Page& page)
{
    const QString language =
        page.language.isEmpty() || page.language == QLatin1String("C") ? QStringLiteral("en") : page.language;
    QString h = QStringLiteral("<!DOCTYPE html>\n<html lang=\"") + escaped(language) +
                QStringLiteral("\">\n<head>\n<meta charset=\"utf-8\">\n"
                               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                               "<title>") +
                escaped(page.club.isEmpty() ? page.title : page.title + QStringLiteral(" — ") + page.club) +
                QStringLiteral("</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n<header>\n");
    h += QStringLiteral("<p class=\"club\">") + link(QStringLiteral("index.html"), page.club) +
         QStringLiteral("</p>\n<nav aria-label=\"") + escaped(Site::tr("The club's pages")) +
         QStringLiteral("\">\n<ul>\n<li>") + link(QStringLiteral("index.html"), Site::tr("Home")) +
         QStringLiteral("</li>\n<li>") + link(QStringLiteral("hall-of-fame.html"), Site::tr("Hall of Fame")) +
         QStringLiteral("</li>\n<li>") + link(QStringLiteral("players.html"), Site::tr("Players")) +
         QStringLiteral("</li>\n</ul>\n</nav>\n</header>\n<main>\n<h1>") + escaped(page.title) +
         QStringLiteral("</h1>\n");
    if (!page.dateLine.isEmpty()) {
        h += QStringLiteral("<p class=\"date\">") + escaped(page.dateLine) + QStringLiteral("</p>\n");
    }
    h += page.body + QStringLiteral("</main>\n<footer>\n");
    if (!page.footer.isEmpty()) {
        h += QStringLiteral("<p>") + escaped(page.footer) + QStringLiteral("</p>\n");
    }
    h += QStringLiteral("<p>") + escaped(Site::tr("Published with Palmarès.")) +
         QStringLiteral("</p>\n</footer>\n</body>\n</html>\n");
    return h;
}

QString styleSheet()
{
    // Colours as custom properties, so that the dark scheme is one block;
    // the chart's lines take theirs too.
    return QStringLiteral(
        ":root { color-scheme: light dark; --bg: #ffffff; --fg: #1a1d21; --muted: #555d66; --line: #b0b8c0; "
        "--head: #dde3ea; --alt: #f3f5f7; --link: #0b57a4; --up: #1b6e2a; --down: #a31d1d; "
        "--c1: #0b57a4; --c2: #c25400; --c3: #1b7e3a; --c4: #8e2bb0; --c5: #b0172f; }\n"
        "@media (prefers-color-scheme: dark) {\n"
        "  :root { --bg: #15181c; --fg: #e6e9ed; --muted: #a3acb6; --line: #4a525b; --head: #262c33; "
        "--alt: #1c2025; --link: #8cc4ff; --up: #7fd88f; --down: #ff8f8f; "
        "--c1: #8cc4ff; --c2: #ffb26b; --c3: #7fd88f; --c4: #d9a2f0; --c5: #ff8f9f; }\n"
        "}\n"
        "* { box-sizing: border-box; }\n"
        "body { margin: 0 auto; max-width: 62em; padding: 0 1em 1em; background: var(--bg); color: var(--fg); "
        "font-family: system-ui, 'DejaVu Sans', Verdana, sans-serif; line-height: 1.45; }\n"
        "a { color: var(--link); }\n"
        "header { border-bottom: 1px solid var(--line); padding: 0.5em 0; }\n"
        ".club { margin: 0; font-weight: bold; }\n"
        "nav ul { list-style: none; margin: 0.3em 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.2em 1.2em; "
        "}\n"
        "h1 { font-size: 1.6em; margin: 0.6em 0 0.1em; }\n"
        "h2 { font-size: 1.25em; margin: 1.4em 0 0.4em; border-bottom: 1px solid var(--line); }\n"
        ".date, .muted, .note { color: var(--muted); }\n"
        ".note { font-size: 0.9em; }\n"
        ".scroll { overflow-x: auto; margin: 0.3em 0 0.8em; }\n"
        "table { border-collapse: collapse; min-width: 100%; }\n"
        "caption { text-align: left; font-weight: bold; padding: 0.2em 0; }\n"
        "th, td { border: 1px solid var(--line); padding: 0.25em 0.5em; text-align: left; vertical-align: top; }\n"
        "thead th { background: var(--head); }\n"
        "tbody th { font-weight: normal; }\n"
        "tbody tr:nth-child(even) { background: var(--alt); }\n"
        ".num { text-align: right; white-space: nowrap; }\n"
        ".up { color: var(--up); } .down { color: var(--down); }\n"
        "pre { white-space: pre-wrap; font-size: 0.9em; }\n"
        "figure { margin: 0.5em 0 1em; }\n"
        "svg.chart { width: 100%; max-width: 44em; height: auto; }\n"
        ".chart text { fill: var(--fg); font-size: 12px; font-family: system-ui, 'DejaVu Sans', sans-serif; }\n"
        ".chart .axis { stroke: var(--muted); stroke-width: 1; }\n"
        ".chart .grid { stroke: var(--line); stroke-width: 0.5; }\n"
        ".chart .line { fill: none; stroke-width: 2; }\n"
        ".chart .s1 { stroke: var(--c1); fill: var(--c1); } .chart .s2 { stroke: var(--c2); fill: var(--c2); }\n"
        ".chart .s3 { stroke: var(--c3); fill: var(--c3); } .chart .s4 { stroke: var(--c4); fill: var(--c4); }\n"
        ".chart .s5 { stroke: var(--c5); fill: var(--c5); }\n"
        ".chart polyline.line { fill: none; }\n"
        "footer { margin-top: 2em; border-top: 1px solid var(--line); font-size: 0.9em; color: var(--muted); }\n");
}

namespace {

/// The class of a cell's tone, the print style's names (report.cpp):
/// Normal, Up, Down, Muted in the enum's order.
QString toneClass(Cell::Tone tone)
{
    static const std::array<QLatin1String, 4> classes{QLatin1String(), QLatin1String("up"), QLatin1String("down"),
                                                      QLatin1String("muted")};
    return classes.at(static_cast<std::size_t>(tone));
}

/// One cell: a header cell of its row (`rowHeader`) or a data cell,
/// aligned as its column, toned, strong, linked through `links`.
QString cellHtml(const Column& column, const Cell& cell, bool rowHeader, const Links* links)
{
    QStringList classes;
    if (column.numeric) {
        classes << QStringLiteral("num");
    }
    if (const QString tone = toneClass(cell.tone); !tone.isEmpty()) {
        classes << tone;
    }
    QString h = rowHeader ? QStringLiteral("<th scope=\"row\"") : QStringLiteral("<td");
    if (!classes.isEmpty()) {
        h += QStringLiteral(" class=\"") + classes.join(QLatin1Char(' ')) + QLatin1Char('"');
    }
    h += QLatin1Char('>');
    const auto target = links != nullptr ? links->constFind(cell.text) : Links::const_iterator();
    QString text = links != nullptr && target != links->cend() ? link(*target, cell.text) : escaped(cell.text);
    if (cell.strong) {
        text = QStringLiteral("<strong>") + text + QStringLiteral("</strong>");
    }
    h += text + (rowHeader ? QStringLiteral("</th>") : QStringLiteral("</td>"));
    return h;
}

} // namespace

QString tableHtml(const Table& t, const QString& fallbackCaption, const QHash<int, const Links*>& links)
{
    const QList<int> shown = t.paperColumns();
    if (t.rows.isEmpty() || shown.isEmpty()) {
        return QStringLiteral("<p class=\"muted\">") + escaped(t.empty) + QStringLiteral("</p>\n");
    }
    int rowHeader = -1;
    for (const int c : shown) {
        if (!t.columns[c].numeric) {
            rowHeader = c;
            break;
        }
    }
    QString h = QStringLiteral("<div class=\"scroll\">\n<table>\n<caption>") +
                escaped(t.caption.isEmpty() ? fallbackCaption : t.caption) +
                QStringLiteral("</caption>\n<thead>\n<tr>");
    for (const int c : shown) {
        h += (t.columns[c].numeric ? QStringLiteral("<th scope=\"col\" class=\"num\">")
                                   : QStringLiteral("<th scope=\"col\">")) +
             escaped(t.columns[c].header) + QStringLiteral("</th>");
    }
    h += QStringLiteral("</tr>\n</thead>\n<tbody>\n");
    for (const QList<Cell>& row : t.rows) {
        h += QStringLiteral("<tr>");
        for (const int c : shown) {
            h += cellHtml(t.columns[c], c < row.size() ? row[c] : Cell(), c == rowHeader, links.value(c, nullptr));
        }
        h += QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</tbody>\n</table>\n</div>\n");
    if (!t.note.isEmpty()) {
        h += QStringLiteral("<p class=\"note\">") + escaped(t.note) + QStringLiteral("</p>\n");
    }
    return h;
}

QString sectionHtml(const Section& s, const QString& title, const Links& players, const Links& games)
{
    QString h = QStringLiteral("<section>\n");
    if (!s.heading.isEmpty()) {
        h += QStringLiteral("<h2>") + escaped(s.heading) + QStringLiteral("</h2>\n");
    }
    for (const QString& p : s.paragraphs) {
        h += QStringLiteral("<p>") + escaped(p) + QStringLiteral("</p>\n");
    }
    const QString player = sheet::Sheets::tr("Player");
    const QString game = sheet::Sheets::tr("Game");
    for (const Table& t : s.tables) {
        QHash<int, const Links*> links;
        for (int c = 0; c < t.columns.size(); ++c) {
            if (t.columns[c].header == player) {
                links.insert(c, &players);
            } else if (t.columns[c].header == game) {
                links.insert(c, &games);
            }
        }
        h += tableHtml(t, s.heading.isEmpty() ? title : s.heading, links);
    }
    if (!s.lines.isEmpty()) {
        QStringList lines;
        for (const QString& l : s.lines) {
            lines << escaped(l);
        }
        h += QStringLiteral("<pre>") + lines.join(QLatin1Char('\n')) + QStringLiteral("</pre>\n");
    }
    h += QStringLiteral("</section>\n");
    return h;
}

} // namespace palmares::report::site
