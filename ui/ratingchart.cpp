#include "ratingchart.h"

#include "i18n/i18n.h"

#include <QAreaSeries>
#include <QChart>
#include <QDateTimeAxis>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <array>

namespace palmares::ui {

namespace {

/// Pale colours for the bands, lowest category first, repeating.
const std::array BandColours{QColor(0xd6, 0xe4, 0xf0), QColor(0xe3, 0xef, 0xd9), QColor(0xfb, 0xee, 0xd5),
                             QColor(0xf3, 0xdc, 0xdc), QColor(0xe6, 0xde, 0xf0), QColor(0xdc, 0xf0, 0xee)};

} // namespace

RatingChart::RatingChart(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(360, 240);
}

RatingChart::~RatingChart() = default;

void RatingChart::setSeries(const RatingSeries& series, const QString& game, bool adjustedAverage)
{
    m_series = series;
    auto* chart = new QChart;
    chart->setTitle(adjustedAverage ? tr("Adjusted average in %1").arg(game) : tr("Rating in %1").arg(game));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));

    auto* x = new QDateTimeAxis(chart);
    x->setFormat(i18n::fourDigitYears(QLocale().dateFormat(QLocale::ShortFormat)));
    x->setTickCount(5);
    auto* y = new QValueAxis(chart);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setRange(series.minY, series.maxY);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    qreal first = 0;
    qreal last = 1;
    if (!series.points.isEmpty()) {
        first = series.points.first().x();
        last = series.points.last().x();
        if (last - first < 86400000.0) { // less than a day: widen so the axis reads
            first -= 86400000.0;
            last += 86400000.0;
        }
    }
    x->setRange(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(first), Qt::UTC),
                QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(last), Qt::UTC));

    int colour = 0;
    for (const RatingSeries::Band& b : series.bands) {
        auto* upper = new QLineSeries(chart);
        auto* lower = new QLineSeries(chart);
        upper->append(first, b.upper);
        upper->append(last, b.upper);
        lower->append(first, b.lower);
        lower->append(last, b.lower);
        auto* area = new QAreaSeries(upper, lower);
        area->setName(b.label);
        const QColor c = BandColours.at(colour++ % BandColours.size());
        area->setBrush(c);
        area->setPen(QPen(c.darker(115), 0.5));
        chart->addSeries(area);
        area->attachAxis(x);
        area->attachAxis(y);
        for (QLegendMarker* m : chart->legend()->markers(area)) {
            m->setVisible(false);
        }
        // The category's name at its left edge, inside the band.
        area->setPointLabelsVisible(false);
    }

    const int split = series.firstEstablished();
    auto* provisional = new QLineSeries(chart);
    provisional->setName(tr("provisional"));
    QPen dashed(QColor(0x80, 0x80, 0x80), 2, Qt::DashLine);
    provisional->setPen(dashed);
    provisional->setPointsVisible(true);
    auto* established = new QLineSeries(chart);
    established->setName(adjustedAverage ? tr("adjusted average") : tr("rating"));
    established->setPen(QPen(QColor(0x1f, 0x5f, 0xa8), 2));
    established->setPointsVisible(true);
    for (int i = 0; i < series.points.size(); ++i) {
        if (i < split) {
            provisional->append(series.points[i]);
        }
        if (i >= split) {
            established->append(series.points[i]);
        }
    }
    if (split > 0 && split < series.points.size()) {
        provisional->append(series.points[split]); // the two lines meet
    }
    for (QLineSeries* s : {provisional, established}) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        if (s->count() == 0) {
            for (QLegendMarker* m : chart->legend()->markers(s)) {
                m->setVisible(false);
            }
        }
    }
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

QList<QPointF> RatingChart::drawnPoints() const
{
    QList<QPointF> out;
    for (QAbstractSeries* s : chart()->series()) {
        auto* line = qobject_cast<QLineSeries*>(s);
        if (line == nullptr) {
            continue;
        }
        for (const QPointF& p : line->points()) {
            if (out.isEmpty() || out.last() != p) {
                out << p;
            }
        }
    }
    return out;
}

} // namespace palmares::ui
