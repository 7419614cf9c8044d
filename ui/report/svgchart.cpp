// The club's pages' rating chart (sitehtml.h): SVG written by hand — a grid
// with the ratings, the first and last day, a polyline per player and a
// legend. No script and no Qt Svg: a browser draws it as it is.

#include "report/sheetparts.h"
#include "report/sheets.h"
#include "report/sitehtml.h"

#include "i18n/i18n.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace palmares::report::site {

namespace {

// The drawing's coordinates (the viewBox; the style sheet scales it to the
// page's width).
constexpr double Width = 640.0;
constexpr double Left = 72.0;
constexpr double Right = 624.0;
constexpr double Top = 14.0;
constexpr double Bottom = 244.0;
constexpr double DatesBaseline = 264.0;
constexpr double LegendTop = 284.0;
constexpr double LegendRow = 20.0;
constexpr int Colours = 5; // .s1 to .s5 in the style sheet

QString coordinate(double v)
{
    return QString::number(v, 'f', 1);
}

/// A step of 1, 2 or 5 times a power of ten, about `raw` wide.
double niceStep(double raw)
{
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / power;
    return (f <= 1.0 ? 1.0 : f <= 2.0 ? 2.0 : f <= 5.0 ? 5.0 : 10.0) * power;
}

struct Range {
    double low = 0.0;
    double high = 1.0;
    double step = 1.0;
};

/// The ratings' range, widened to whole steps (about four of them).
Range valueRange(const QList<ChartSeries>& series)
{
    double low = std::numeric_limits<double>::max();
    double high = std::numeric_limits<double>::lowest();
    for (const ChartSeries& s : series) {
        for (const auto& point : s.points) {
            low = std::min(low, point.second);
            high = std::max(high, point.second);
        }
    }
    if (low > high) {
        return {};
    }
    if (high - low < 1e-9) {
        low -= 1.0;
        high += 1.0;
    }
    Range r;
    r.step = niceStep((high - low) / 4.0);
    r.low = std::floor(low / r.step) * r.step;
    r.high = std::ceil(high / r.step) * r.step;
    return r;
}

/// The grid, the ratings beside it and the axes.
QString axes(const Range& r, int decimals)
{
    const int labelDecimals = r.step >= 1.0 ? 0 : std::min(decimals, static_cast<int>(std::ceil(-std::log10(r.step))));
    QString h;
    const int steps = static_cast<int>(std::lround((r.high - r.low) / r.step));
    for (int i = 0; i <= steps; ++i) {
        const double value = r.low + i * r.step;
        const double y = Bottom - (value - r.low) / (r.high - r.low) * (Bottom - Top);
        h += QStringLiteral("<line class=\"grid\" x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\"/>\n")
                 .arg(coordinate(Left), coordinate(y), coordinate(Right));
        h += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>\n")
                 .arg(coordinate(Left - 6.0), coordinate(y + 4.0),
                      escaped(i18n::number(value, labelDecimals, sheet::locale())));
    }
    h += QStringLiteral("<line class=\"axis\" x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\"/>\n")
             .arg(coordinate(Left), coordinate(Top), coordinate(Bottom));
    h += QStringLiteral("<line class=\"axis\" x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\"/>\n")
             .arg(coordinate(Left), coordinate(Bottom), coordinate(Right));
    return h;
}

} // namespace

QString svgChart(const QString& title, const QList<ChartSeries>& series, int decimals)
{
    QDateTime first;
    QDateTime last;
    for (const ChartSeries& s : series) {
        if (!s.points.isEmpty()) {
            first = !first.isValid() || s.points.front().first < first ? s.points.front().first : first;
            last = !last.isValid() || s.points.back().first > last ? s.points.back().first : last;
        }
    }
    if (!first.isValid()) {
        return {};
    }
    const qint64 t0 = first.toSecsSinceEpoch();
    const qint64 span = std::max<qint64>(last.toSecsSinceEpoch() - t0, 86400);
    const Range r = valueRange(series);
    const double height = LegendTop + LegendRow * static_cast<double>(series.size());
    QString h = QStringLiteral("<figure>\n<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %1 "
                               "%2\" role=\"img\" aria-label=\"%3\">\n<title>%3</title>\n")
                    .arg(coordinate(Width), coordinate(height), escaped(title));
    h += axes(r, decimals);
    h += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>\n")
             .arg(coordinate(Left), coordinate(DatesBaseline), escaped(formatDate(first.date())));
    h += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>\n")
             .arg(coordinate(Right), coordinate(DatesBaseline), escaped(formatDate(last.date())));
    for (int i = 0; i < series.size(); ++i) {
        const ChartSeries& s = series[i];
        const QString colour = QStringLiteral("s%1").arg(i % Colours + 1);
        QStringList points;
        double x = Left;
        double y = Bottom;
        for (const auto& point : s.points) {
            x = Left +
                static_cast<double>(point.first.toSecsSinceEpoch() - t0) / static_cast<double>(span) * (Right - Left);
            y = Bottom - (point.second - r.low) / (r.high - r.low) * (Bottom - Top);
            points << coordinate(x) + QLatin1Char(',') + coordinate(y);
        }
        if (points.isEmpty()) {
            continue;
        }
        h += QStringLiteral("<polyline class=\"line %1\" points=\"%2\"/>\n").arg(colour, points.join(QLatin1Char(' ')));
        // The last point marked: a player of one match is a dot.
        h += QStringLiteral("<circle class=\"%1\" cx=\"%2\" cy=\"%3\" r=\"3\"/>\n")
                 .arg(colour, coordinate(x), coordinate(y));
        const double row = LegendTop + LegendRow * i;
        h += QStringLiteral("<line class=\"line %1\" x1=\"%2\" y1=\"%3\" x2=\"%4\" y2=\"%3\"/>\n")
                 .arg(colour, coordinate(Left), coordinate(row - 4.0), coordinate(Left + 24.0));
        h += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>\n")
                 .arg(coordinate(Left + 30.0), coordinate(row), escaped(s.label));
    }
    h += QStringLiteral("</svg>\n</figure>\n");
    return h;
}

} // namespace palmares::report::site
