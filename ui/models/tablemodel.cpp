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
    m_order.resize(static_cast<std::size_t>(rows));
    std::iota(m_order.begin(), m_order.end(), 0);
    for ([[maybe_unused]] const auto& keys : m_data.columns) {
        Q_ASSERT(keys.size() == m_order.size());
    }
    if (m_sortColumn >= 0) {
        support::sortRows(m_order, m_data.columns[static_cast<std::size_t>(m_sortColumn)], m_sortOrder);
    }
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

std::vector<char> TableModel::dataRowsMatching(const QStringList& words) const
{
    const std::size_t rows = m_data.searchStart.empty() ? 0 : m_data.searchStart.size() - 1;
    std::vector<char> matching(rows, 1);
    std::vector<char> found(rows);
    for (const QString& word : words) {
        if (word.isEmpty()) {
            continue;
        }
        std::fill(found.begin(), found.end(), 0);
        const QStringMatcher matcher(word);
        qsizetype from = 0;
        while ((from = matcher.indexIn(m_data.searchText, from)) >= 0) {
            // The row holding the hit; the search goes on at the next row.
            const auto next = std::upper_bound(m_data.searchStart.cbegin(), m_data.searchStart.cend(), from);
            const auto row = static_cast<std::size_t>(next - m_data.searchStart.cbegin() - 1);
            found[row] = 1;
            from = *next;
        }
        for (std::size_t r = 0; r < rows; ++r) {
            matching[r] = static_cast<char>(matching[r] & found[r]);
        }
    }
    return matching;
}

void TableModel::sort(int column, Qt::SortOrder order)
{
    if (column < -1 || column >= m_columns) {
        return;
    }
    const QList<QPersistentModelIndex> parents;
    Q_EMIT layoutAboutToBeChanged(parents, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> dataRowsBefore;
    dataRowsBefore.reserve(static_cast<std::size_t>(before.size()));
    for (const QModelIndex& i : before) {
        dataRowsBefore.push_back(dataRow(i));
    }

    m_sortColumn = column;
    m_sortOrder = order;
    if (column < 0 || static_cast<std::size_t>(column) >= m_data.columns.size()) { // no data yet: no keys
        std::iota(m_order.begin(), m_order.end(), 0);
    } else {
        support::sortRows(m_order, m_data.columns[static_cast<std::size_t>(column)], order);
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
