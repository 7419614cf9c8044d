#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// The matches two players both played, every game together
/// (Club::headToHead()); the per-game score and expectations are in
/// summary().
class HeadToHeadModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeadToHeadModel)

public:
    enum Column : int { Date, Game, Match, Result, ChangeA, ChangeB, Note, ColumnCount };

    explicit HeadToHeadModel(QObject* parent = nullptr);
    ~HeadToHeadModel() override;

    void setHeadToHead(const club::HeadToHead& headToHead);
    [[nodiscard]] const club::HeadToHead& headToHead() const { return m_h2h; }

    /// One line per game: "Échecs: 3 matches, Alice 2 – 1 Bob; now 1520 vs
    /// 1430, expected 0.626 / 0.374".
    [[nodiscard]] QStringList summary() const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;

private:
    struct Row {
        const club::HeadToHeadGame* game = nullptr;
        const club::HeadToHeadMatch* match = nullptr;
    };
    [[nodiscard]] QString resultText(const club::HeadToHeadMatch& m) const;
    [[nodiscard]] static QString change(const club::HeadToHeadGame& g, const club::HeadToHeadMatch& m, double value);

    club::HeadToHead m_h2h;
    QList<Row> m_rows;
};

} // namespace palmares::ui
