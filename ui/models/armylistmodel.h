#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// A player's battles per army list (elo-dsc; GameProfile::armyLists).
class ArmyListModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArmyListModel)

public:
    enum Column : int { ArmyList, Battles, Wins, Draws, Losses, Change, ColumnCount };

    explicit ArmyListModel(QObject* parent = nullptr);
    ~ArmyListModel() override;

    /// The lists of one game, their rating changes shown with the game's
    /// decimals (GameProfile::decimals).
    void setArmyLists(const QList<club::ArmyListResults>& lists, int decimals);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    [[nodiscard]] QString name(const club::ArmyListResults& a) const;

    QList<club::ArmyListResults> m_rows;
    int m_decimals = 0; ///< the rule set's (RuleSetDescription::decimals)
};

} // namespace palmares::ui
