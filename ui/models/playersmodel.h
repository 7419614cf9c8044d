#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// The club's players (Club::players()) with what they did
/// (Club::playerActivity()).
class PlayersModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayersModel)

public:
    enum Column : int { Name, Household, Active, Matches, Games, LastPlayed, ColumnCount };

    explicit PlayersModel(QObject* parent = nullptr);
    ~PlayersModel() override;

    /// `activity` is keyed by player id; a player absent from it has no match.
    void setPlayers(const QList<club::Player>& players, const QHash<qint64, club::PlayerActivity>& activity);
    void clear();

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    struct Row {
        club::Player player;
        club::PlayerActivity activity;
        QString games; ///< the names joined, as shown
        QString search;
    };
    /// data()'s ToolTipRole of `r` in `column`.
    [[nodiscard]] static QVariant toolTip(const Row& r, Column column);

    std::vector<Row> m_rows;
};

} // namespace palmares::ui
