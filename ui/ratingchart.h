#pragma once

#include "models/ratingseries.h"

#include <QChartView>

namespace palmares::ui {

/// A player's rating over time in one game (Qt Charts): the line of his
/// ratings after each match, dashed while provisional, over the rule set's
/// categories shaded as bands.
class RatingChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RatingChart)

public:
    explicit RatingChart(QWidget* parent = nullptr);
    ~RatingChart() override;

    /// `adjustedAverage`: the points are a `points` game's adjusted average
    /// (RATING_RULES.md §6), named so, not a rating.
    void setSeries(const RatingSeries& series, const QString& game, bool adjustedAverage = false);
    [[nodiscard]] const RatingSeries& series() const { return m_series; }
    /// The points drawn, provisional and established lines together, in
    /// order (the point where the two lines meet counted once).
    [[nodiscard]] QList<QPointF> drawnPoints() const;

private:
    RatingSeries m_series;
};

} // namespace palmares::ui
