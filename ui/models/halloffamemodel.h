#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// The Hall of Fame of a selection (Club::hallOfFame(); RATING_RULES.md §6).
class HallOfFameModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HallOfFameModel)

public:
    enum Column : int { Rank, Player, Participations, Average, Adjusted, ColumnCount };

    explicit HallOfFameModel(QObject* parent = nullptr);
    ~HallOfFameModel() override;

    void setHallOfFame(const club::HallOfFame& hallOfFame);
    void clear();

    [[nodiscard]] const club::HallOfFame& hallOfFame() const { return m_hof; }
    /// The selection in one line: "3 games · 417 matches · 12 players",
    /// and what the mark of few participations means when a row has it.
    [[nodiscard]] QString summary() const;
    /// Whether `row` played fewer than half the participations of the most
    /// assiduous player: the adjusted average counts each one he lacks at
    /// 100 points (RATING_RULES.md §6, the Hall of Fame), so his rank says
    /// more of those than of his own results. Such rows are marked "*".
    [[nodiscard]] bool fewParticipations(int row) const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    [[nodiscard]] QString fewParticipationsText(const club::HallOfFameRow& r) const;

    club::HallOfFame m_hof;
    int m_mostParticipations = 0; ///< T of the adjusted average
};

} // namespace palmares::ui
