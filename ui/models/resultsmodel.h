#pragma once

#include "modelroles.h"
#include "tablemodel.h"

#include "club/club.h"

#include <vector>

namespace palmares::ui {

/// Every match of the club (Club::results()), with why a match is kept
/// unrated. Filtered by FilterProxy on game, player, dates and text.
class ResultsModel final : public TableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsModel)

public:
    enum Column : int { Date, Game, Players, Status, Code, ColumnCount };

    explicit ResultsModel(QObject* parent = nullptr);
    ~ResultsModel() override;

    /// The results with their sort and search keys, made where the results
    /// are read (off the window's thread: 100,000 results take most of a
    /// second to fold and collate).
    struct Prepared {
        QList<club::ResultRow> rows;
        Keys keys;
    };
    [[nodiscard]] static Prepared prepare(QList<club::ResultRow> results);

    void setResults(const QList<club::ResultRow>& results) { setResults(prepare(results)); }
    void setResults(Prepared prepared);
    void clear();

    [[nodiscard]] const QList<club::ResultRow>& results() const { return m_rows; }

    /// An elo-dsc outcome level as RATING_RULES.md §4 names it, in words
    /// ("partial victory" for VP, "draw" for E); "" for None.
    [[nodiscard]] static QString outcomeText(rating::Outcome outcome);
    /// The players of a match as the Players column shows them: in finishing
    /// order with their ranks and scores; a battle says who won and the
    /// outcome level ("Frank beat Pascal: partial victory (VP)"), or the draw.
    [[nodiscard]] static QString playersText(const club::ResultRow& r);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] std::vector<double> sortKeys(int column) const override;
    [[nodiscard]] std::function<std::vector<double>()> sortKeysTask(int column) const override;

private:
    [[nodiscard]] static QString statusText(const club::ResultRow& r);
    /// The sort keys of `rows` for `column`.
    [[nodiscard]] static std::vector<double> keysOf(const QList<club::ResultRow>& rows, int column);

    QList<club::ResultRow> m_rows;
};

} // namespace palmares::ui
