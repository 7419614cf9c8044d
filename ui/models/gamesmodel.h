#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// The club's games (Club::games()) with their rule set, the parameters the
/// club changed and their number of matches (Club::matchCounts()).
class GamesModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GamesModel)

public:
    enum Column : int { Name, RuleSet, Parameters, Matches, ColumnCount };

    explicit GamesModel(QObject* parent = nullptr);
    ~GamesModel() override;

    /// `matchesPerGame` is keyed by game id; a game absent from it has none.
    void setGames(const QList<club::Game>& games, const QHash<qint64, int>& matchesPerGame);
    void clear();

    /// The rule set's one name for a person ("Niveau (table level)", …), from club::ruleSetName.
    [[nodiscard]] static QString ruleSetName(rating::System system);
    /// The parameters the club changed, "k=24, start=1500" ("" = defaults).
    [[nodiscard]] static QString parametersText(const QMap<QString, QString>& params);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    struct Row {
        club::Game game;
        int matches = 0;
        QString parameters;
        QString search;
    };
    std::vector<Row> m_rows;
};

} // namespace palmares::ui
