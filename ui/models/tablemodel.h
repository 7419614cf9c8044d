#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <functional>
#include <vector>

namespace palmares::ui {

/// The common part of the window's table models: the rows are shown in an
/// order the model keeps itself (sort() on precomputed keys, ~8× faster than
/// a sorting proxy at 100,000 rows; STYLE.md "Models and views"), and the
/// order survives a reset of the data.
class TableModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TableModel)

public:
    /// What a table needs besides its rows to be sorted and searched: each
    /// column's sort keys and every data row's folded searchable text. Pure
    /// data: a page computes it where it reads the rows, off the window's
    /// thread, and the model installs it in a moment (setKeys).
    struct Keys {
        /// One key per data row, per column; a column left empty gets its
        /// keys when it is first sorted on (sortKeysTask), off the window's
        /// thread when the table is large.
        std::vector<std::vector<double>> columns;
        QString searchText;                 ///< every row's search key, each followed by a NUL
        std::vector<qsizetype> searchStart; ///< where each data row's key starts (+ the end)

        /// Sets the searchable text of each data row (folded: support::fold).
        void setSearch(const QStringList& keys);
    };

    ~TableModel() override;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    /// Sorts on the keys computed when the data was set (stable: equal keys
    /// keep the data's own order, e.g. the rank). Persistent indexes follow.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    /// The column sorted on, -1 = the data's own order.
    [[nodiscard]] int sortColumn() const { return m_sortColumn; }
    [[nodiscard]] Qt::SortOrder sortOrder() const { return m_sortOrder; }

    /// The searchable text of the row shown at `row`, folded (support::fold):
    /// what SearchRole gives, without the QVariant.
    [[nodiscard]] QStringView searchKey(int row) const;
    /// For each data row (not shown row): whether its searchable text contains
    /// every one of `words` (folded). One scan of all the texts per word,
    /// about 20× faster than a contains() per row on 100,000 rows.
    [[nodiscard]] std::vector<char> dataRowsMatching(const QStringList& words) const;
    /// dataRowsMatching as a task that may run on another thread, on its
    /// own copy of the search texts.
    [[nodiscard]] std::function<std::vector<char>(const QStringList&)> matchingTask() const;
    /// The index into the data of the row shown at `row` (stable across sorts).
    [[nodiscard]] int dataRowAt(int row) const { return dataRow(row); }
    /// Changes whenever the data is set again.
    [[nodiscard]] quint64 dataVersion() const { return m_dataVersion; }

protected:
    TableModel(int columns, QObject* parent);

    /// The index into the data of the row shown at `row`.
    [[nodiscard]] int dataRow(int row) const { return m_order[static_cast<std::size_t>(row)]; }
    [[nodiscard]] int dataRow(const QModelIndex& index) const { return dataRow(index.row()); }
    /// True when `index` is a cell of this model (checkIndex, without the cost
    /// of its messages).
    [[nodiscard]] bool isCell(const QModelIndex& index) const;

    /// Call between beginResetModel() and endResetModel() once the new data
    /// is in place: computes every column's keys (sortKeys) and sorts again
    /// on the current sort column.
    void setDataRows(int rows);

    /// The folded searchable text of each data row; call before setDataRows.
    void setSearchKeys(const QStringList& keys) { m_data.setSearch(keys); }
    /// Instead of setSearchKeys and setDataRows: installs keys computed
    /// beforehand for `rows` data rows (Keys), and sorts again.
    void setKeys(Keys keys, int rows);

    /// One key per data row for `column`; rows sort by increasing key.
    [[nodiscard]] virtual std::vector<double> sortKeys(int column) const = 0;
    /// The same computation as a task that may run on another thread: it
    /// must hold its own (shared, read-only) copy of the data. By default
    /// it computes the keys now and the task only hands them over.
    [[nodiscard]] virtual std::function<std::vector<double>()> sortKeysTask(int column) const;

public:
    /// From this many data rows on, a column's missing keys are computed
    /// off the window's thread; the rows keep their order until they come.
    static constexpr int BackgroundKeysFrom = 50'000;
    /// Whether the sort asked for waits for its column's keys.
    [[nodiscard]] bool sorting() const { return m_keysPending >= 0; }

Q_SIGNALS:
    /// The keys a sort waited for came and the rows are in their order.
    void sorted();

private:
    int m_columns = 0;
    /// Sorts the data rows again on the sort column's keys.
    void reorder(int rows);
    /// Makes sure the sort column has keys: computed now for a small table,
    /// else started off the window's thread (false: not there yet).
    bool ensureKeys(int column);
    /// Sorts the shown rows on `column`, keeping persistent indexes.
    void applySort();

    std::vector<int> m_order;
    Keys m_data;
    quint64 m_dataVersion = 0;
    int m_keysPending = -1; ///< the column whose keys are being computed
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace palmares::ui
