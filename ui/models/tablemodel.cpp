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
    Q_ASSERT(static_cast<int>(m_searchStart.size()) == rows + 1);
    ++m_dataVersion;
    m_order.resize(static_cast<std::size_t>(rows));
    std::iota(m_order.begin(), m_order.end(), 0);
    m_keys.assign(static_cast<std::size_t>(m_columns), {});
    for (int c = 0; c < m_columns; ++c) {
        m_keys[static_cast<std::size_t>(c)] = sortKeys(c);
        Q_ASSERT(m_keys[static_cast<std::size_t>(c)].size() == m_order.size());
    }
    if (m_sortColumn >= 0) {
        support::sortRows(m_order, m_keys[static_cast<std::size_t>(m_sortColumn)], m_sortOrder);
    }
}

void TableModel::setSearchKeys(const QStringList& keys)
{
    qsizetype length = 0;
    for (const QString& k : keys) {
        length += k.size() + 1;
    }
    m_searchText.clear();
    m_searchText.reserve(length);
    m_searchStart.clear();
    m_searchStart.reserve(static_cast<std::size_t>(keys.size()) + 1);
    for (const QString& k : keys) {
        m_searchStart.push_back(m_searchText.size());
        m_searchText.append(k);
        m_searchText.append(QChar(0));
    }
    m_searchStart.push_back(m_searchText.size());
}

QStringView TableModel::searchKey(int row) const
{
    const auto r = static_cast<std::size_t>(dataRow(row));
    return QStringView(m_searchText).mid(m_searchStart[r], m_searchStart[r + 1] - m_searchStart[r] - 1);
}

std::vector<char> TableModel::dataRowsMatching(const QStringList& words) const
{
    const std::size_t rows = m_searchStart.empty() ? 0 : m_searchStart.size() - 1;
    std::vector<char> matching(rows, 1);
    std::vector<char> found(rows);
    for (const QString& word : words) {
        if (word.isEmpty()) {
            continue;
        }
        std::fill(found.begin(), found.end(), 0);
        const QStringMatcher matcher(word);
        qsizetype from = 0;
        while ((from = matcher.indexIn(m_searchText, from)) >= 0) {
            // The row holding the hit; the search goes on at the next row.
            const auto next = std::upper_bound(m_searchStart.cbegin(), m_searchStart.cend(), from);
            const auto row = static_cast<std::size_t>(next - m_searchStart.cbegin() - 1);
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
    if (column < 0 || static_cast<std::size_t>(column) >= m_keys.size()) { // no data yet: no keys
        std::iota(m_order.begin(), m_order.end(), 0);
    } else {
        support::sortRows(m_order, m_keys[static_cast<std::size_t>(column)], order);
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
