#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <optional>
#include <vector>

namespace palmares::ui {

/// The standings of one game: rank, rating, record and the trend over the
/// last month. Fed with Club::standings() now and a month ago. A dormant row
/// (StandingRow::dormant: given only when the page shows them) has no rank,
/// comes last when sorted by rank, and says why in its tooltip; DormantRole
/// lets the view grey it.
class LeaderboardModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LeaderboardModel)

public:
    enum Column : int { Rank, Player, Rating, Category, Games, Wins, Draws, Losses, Trend, LastPlayed, ColumnCount };

    explicit LeaderboardModel(QObject* parent = nullptr);
    ~LeaderboardModel() override;

    /// Replaces the rows (a model reset). `monthAgo`, when given, gives the
    /// Trend column; without it the column is empty.
    void setStandings(const club::Standings& now, const std::optional<club::Standings>& monthAgo);
    void clear();

    [[nodiscard]] const club::Standings& standings() const { return m_standings; }

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    /// A row's standing a month ago.
    struct Before {
        bool known = false; ///< had a row a month ago
        double displayed = 0.0;
        int rank = 0; ///< 0 when dormant then
        bool dormant = false;
    };

    [[nodiscard]] QString ratingText(double value) const;
    [[nodiscard]] QString trendText(int row) const;
    [[nodiscard]] QString trendToolTip(int row) const;
    /// Why a dormant row is grey.
    [[nodiscard]] QString dormantToolTip(int row) const;
    /// The change since a month ago, as shown (nullopt when none is known).
    [[nodiscard]] std::optional<double> change(int row) const;
    /// data()'s DisplayRole, SortRole and ToolTipRole of data row `row`.
    [[nodiscard]] QVariant displayed(int row, int column) const;
    [[nodiscard]] QVariant sortValue(int row, int column) const;
    [[nodiscard]] QVariant toolTip(int row, int column) const;

    club::Standings m_standings;
    bool m_hasMonthAgo = false;
    std::vector<Before> m_before;
};

} // namespace palmares::ui
