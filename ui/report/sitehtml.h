#pragma once

// Internal to ui/report: the club's pages in HTML (site.h) — the page
// around the content, the style sheet, a sheet's sections and tables made
// accessible (captions, header cells with their scope) and linked to the
// site's other pages, the SVG chart. Texts in the translation context
// "palmares::report::Site".

#include "report/report.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace palmares::report::site {

/// Every text of the pages that the sheets do not already say.
class Site
{
    Q_DECLARE_TR_FUNCTIONS(palmares::report::Site)
};

/// Names linked to the pages they name: a cell whose text is a key gets a
/// link to its value.
using Links = QHash<QString, QString>;

/// What a page is made of besides its sections.
struct Page {
    QString file;     ///< its file name in the site
    QString title;    ///< <title> and <h1>
    QString club;     ///< the club's name, linked to the index at the top
    QString dateLine; ///< under the title
    QString footer;   ///< the sheet's footer (rule set and parameters)
    QString language; ///< "fr", "en"
    QString body;     ///< the HTML of its content, already escaped
};

/// `text` made printable and escaped for an element or an attribute.
QString escaped(const QString& text);

/// A link to `file` reading `text` (escaped).
QString link(const QString& file, const QString& text);

/// The whole page: doctype, head (viewport, the style sheet), the site's
/// navigation, the title, the body, the footer.
QString pageHtml(const Page& page);

/// The site's style sheet: phone-sized first, light and dark from the
/// reader's preference.
QString styleSheet();

/// `t` as an accessible table inside a wrapper that scrolls sideways on a
/// narrow screen: its caption (`fallbackCaption` when it has none), header
/// cells scope="col", the first text column's cells scope="row". The cells
/// of column `c` link through `links[c]` when there is one.
QString tableHtml(const Table& t, const QString& fallbackCaption, const QHash<int, const Links*>& links = {});

/// A sheet's section: heading (level 2), paragraphs, its tables (the
/// columns named `player` link through `players`, those named `game`
/// through `games`), monospaced lines.
QString sectionHtml(const Section& s, const QString& title, const Links& players, const Links& games);

/// One line of a chart: a player's rating after each match.
struct ChartSeries {
    QString label;
    QList<QPair<QDateTime, double>> points; ///< in time order
};

/// A chart of `series` in SVG written by hand (no script, no Qt Svg): axes
/// with the ratings (`decimals`, the locale's notation) and the first and
/// last day, a polyline per series and a legend; `title` is what it says to
/// a screen reader.
QString svgChart(const QString& title, const QList<ChartSeries>& series, int decimals);

} // namespace palmares::report::site
