#include "tablemodel.h"

#include "modelsupport.h"

#include <QStringMatcher>

#include <algorithm>
#include <numeric>

namespace palmares::ui {

TableModel::TableModel(int columns, QObject* parent) : QAbstractTableModel(parent), m_columns(columns) {}

TableModel::~TableModel() = default;

int TableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_order.size());
}

int TableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

bool TableModel::isCell(const QModelIndex& index) const
{
    return index.isValid() && index.model() == this && !index.parent().isValid() && index.row() >= 0 &&
           index.row() < rowCount() && index.column() >= 0 && index.column() < m_columns;
}

void TableModel::setDataRows(int rows)
{
    Q_ASSERT(static_cast<int>(m_data.searchStart.size()) == rows + 1);
    m_data.columns.assign(static_cast<std::size_t>(m_columns), {});
    for (int c = 0; c < m_columns; ++c) {
        m_data.columns[static_cast<std::size_t>(c)] = sortKeys(c);
    }
    reorder(rows);
}

void TableModel::setKeys(Keys keys, int rows)
{
    m_data = std::move(keys);
    reorder(rows);
}

void TableModel::reorder(int rows)
{
    Q_ASSERT(static_cast<int>(m_data.searchStart.size()) == rows + 1);
    Q_ASSERT(static_cast<int>(m_data.columns.size()) == m_columns);
    ++m_dataVersion;
    m_keysPending = -1; // keys of the data before are of no use
    m_order.resize(static_cast<std::size_t>(rows));
    std::iota(m_order.begin(), m_order.end(), 0);
    for ([[maybe_unused]] const auto& keys : m_data.columns) {
        Q_ASSERT(keys.empty() || keys.size() == m_order.size());
    }
    if (m_sortColumn >= 0 && ensureKeys(m_sortColumn)) {
        support::sortRows(m_order, m_data.columns[static_cast<std::size_t>(m_sortColumn)], m_sortOrder);
    }
}

std::function<std::vector<double>()> TableModel::sortKeysTask(int column) const
{
    return [keys = sortKeys(column)] { return keys; };
}

bool TableModel::ensureKeys(int column)
{
    auto& keys = m_data.columns[static_cast<std::size_t>(column)];
    if (!keys.empty() || m_order.empty()) {
        return true;
    }
    if (m_order.size() < static_cast<std::size_t>(BackgroundKeysFrom)) {
        keys = sortKeys(column);
        return true;
    }
    if (m_keysPending == column) {
        return false; // on their way
    }
    m_keysPending = column;
    // Collating 1,000,000 distinct texts takes seconds: on the pool's
    // thread, from the task's own copy of the data; the model takes them
    // if its data did not change meanwhile.
    support::offThread(this, sortKeysTask(column),
                       [version = m_dataVersion, column](TableModel& model, std::vector<double> computed) {
                           if (model.m_dataVersion != version) {
                               return;
                           }
                           if (model.m_keysPending == column) {
                               model.m_keysPending = -1;
                           }
                           model.m_data.columns[static_cast<std::size_t>(column)] = std::move(computed);
                           if (model.m_sortColumn == column) {
                               model.applySort();
                           }
                           Q_EMIT model.sorted();
                       });
    return false;
}

void TableModel::Keys::setSearch(const QStringList& keys)
{
    qsizetype length = 0;
    for (const QString& k : keys) {
        length += k.size() + 1;
    }
    searchText.clear();
    searchText.reserve(length);
    searchStart.clear();
    searchStart.reserve(static_cast<std::size_t>(keys.size()) + 1);
    for (const QString& k : keys) {
        searchStart.push_back(searchText.size());
        searchText.append(k);
        searchText.append(QChar(0));
    }
    searchStart.push_back(searchText.size());
}

QStringView TableModel::searchKey(int row) const
{
    const auto r = static_cast<std::size_t>(dataRow(row));
    return QStringView(m_data.searchText)
        .mid(m_data.searchStart[r], m_data.searchStart[r + 1] - m_data.searchStart[r] - 1);
}

namespace {

std::vector<char> rowsMatching(const QString& searchText, const std::vector<qsizetype>& searchStart,
                               const QStringList& words)
{
    const std::size_t rows = searchStart.empty() ? 0 : searchStart.size() - 1;
    std::vector<char> matching(rows, 1);
    std::vector<char> found(rows);
    for (const QString& word : words) {
        if (word.isEmpty()) {
            continue;
        }
        std::fill(found.begin(), found.end(), 0);
        const QStringMatcher matcher(word);
        qsizetype from = 0;
        std::size_t row = 0;
        while ((from = matcher.indexIn(searchText, from)) >= 0) {
            // The row holding the hit (hits come in order: walk on to it, no
            // search per hit); the search goes on at the next row.
            while (searchStart[row + 1] <= from) {
                ++row;
            }
            found[row] = 1;
            from = searchStart[row + 1];
        }
        for (std::size_t r = 0; r < rows; ++r) {
            matching[r] = static_cast<char>(matching[r] & found[r]);
        }
    }
    return matching;
}

} // namespace

std::vector<char> TableModel::dataRowsMatching(const QStringList& words) const
{
    return rowsMatching(m_data.searchText, m_data.searchStart, words);
}

std::function<std::vector<char>(const QStringList&)> TableModel::matchingTask() const
{
    return [text = m_data.searchText, starts = m_data.searchStart](const QStringList& words) {
        return rowsMatching(text, starts, words);
    };
}

void TableModel::sort(int column, Qt::SortOrder order)
{
    if (column < -1 || column >= m_columns) {
        return;
    }
    m_sortColumn = column;
    m_sortOrder = order;
    if (column >= 0 && static_cast<std::size_t>(column) < m_data.columns.size() && !ensureKeys(column)) {
        return; // sorted when the keys come (applySort)
    }
    m_keysPending = -1; // keys on their way for another column: not waited for
    applySort();
}

void TableModel::applySort()
{
    const QList<QPersistentModelIndex> parents;
    Q_EMIT layoutAboutToBeChanged(parents, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> dataRowsBefore;
    dataRowsBefore.reserve(static_cast<std::size_t>(before.size()));
    for (const QModelIndex& i : before) {
        dataRowsBefore.push_back(dataRow(i));
    }

    const int column = m_sortColumn;
    if (column < 0 || static_cast<std::size_t>(column) >= m_data.columns.size()) { // no data yet: no keys
        std::iota(m_order.begin(), m_order.end(), 0);
    } else {
        support::sortRows(m_order, m_data.columns[static_cast<std::size_t>(column)], m_sortOrder);
    }

    if (!before.isEmpty()) {
        std::vector<int> shownAt(m_order.size());
        for (std::size_t row = 0; row < m_order.size(); ++row) {
            shownAt[static_cast<std::size_t>(m_order[row])] = static_cast<int>(row);
        }
        QModelIndexList after;
        after.reserve(before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            after << index(shownAt[static_cast<std::size_t>(dataRowsBefore[static_cast<std::size_t>(i)])],
                           before[i].column());
        }
        changePersistentIndexList(before, after);
    }
    Q_EMIT layoutChanged(parents, QAbstractItemModel::VerticalSortHint);
}

} // namespace palmares::ui
