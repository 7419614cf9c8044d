#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// A player's rated matches in one game (Club::profile(), GameProfile::matches):
/// the results list of the profile, newest last until the person sorts.
class HistoryModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryModel)

public:
    enum Column : int { Date, Match, Opponents, Result, Before, After, Change, Expected, Actual, Points, ColumnCount };

    explicit HistoryModel(QObject* parent = nullptr);
    ~HistoryModel() override;

    void setGameProfile(const club::GameProfile& profile);
    void clear();

    /// "Win", "Draw", "Loss" in the interface language.
    static QString resultText(club::MatchResult result);
    /// A place in a match: "2", or "1–2" when tied players share positions 1 and 2.
    static QString placeText(int place, int shared);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    [[nodiscard]] QString rating(double value) const;

    QList<club::ProfileMatch> m_rows;
    int m_decimals = 0;      ///< the rule set's (RuleSetDescription::decimals)
    bool m_adjusted = false; ///< a `points` game: before and after are adjusted averages
    int m_pointsDecimals = club::hallOfFameDecimals();
};

} // namespace palmares::ui
