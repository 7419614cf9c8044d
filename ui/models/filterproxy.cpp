#include "filterproxy.h"

#include "modelroles.h"
#include "modelsupport.h"
#include "tablemodel.h"

#include <algorithm>

namespace palmares::ui {

FilterProxy::FilterProxy(QObject* parent) : QSortFilterProxyModel(parent) {}

FilterProxy::~FilterProxy() = default;

void FilterProxy::refilter()
{
    // Not invalidateFilter(): it removes and inserts the rows that change in
    // as many ranges as there are gaps, and the view's header walks every
    // section at each one — typing in the Results filter of 100,000 results
    // took seconds a keystroke. invalidate() is one layout change (this proxy
    // never sorts: the source model does).
    invalidate();
}

void FilterProxy::setFilterText(const QString& text)
{
    if (text == m_text) {
        return;
    }
    m_text = text;
    m_words = support::fold(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_matchValid = false; // a re-filtering meanwhile searches these words itself
    if (m_table != nullptr && !m_words.isEmpty() && m_table->rowCount() >= TableModel::BackgroundKeysFrom) {
        searchInBackground();
        return;
    }
    refilter();
}

void FilterProxy::searchInBackground()
{
    if (m_searching) {
        m_searchAgain = true;
        return;
    }
    m_searching = true;
    m_searchAgain = false;
    support::offThread(
        this, [task = m_table->matchingTask(), words = m_words] { return task(words); },
        [words = m_words, version = m_table->dataVersion()](FilterProxy& proxy, std::vector<char> matching) {
            proxy.m_searching = false;
            if (proxy.m_searchAgain) {
                proxy.searchInBackground(); // the latest words; these are already old
                return;
            }
            if (words != proxy.m_words || proxy.m_table == nullptr) {
                return; // the filter was cleared or set on a small table meanwhile
            }
            proxy.m_match = std::move(matching);
            proxy.m_matchVersion = version;
            proxy.m_matchValid = true; // read again if the data changed meanwhile
            proxy.refilter();
        });
}

void FilterProxy::setGameFilter(const QString& game)
{
    if (game == m_game) {
        return;
    }
    m_game = game;
    refilter();
}

void FilterProxy::setPlayerFilter(const QString& player)
{
    if (player == m_player) {
        return;
    }
    m_player = player;
    refilter();
}

void FilterProxy::setDateRange(const QDate& from, const QDate& to)
{
    if (from == m_from && to == m_to) {
        return;
    }
    m_from = from;
    m_to = to;
    m_fromText = from.isValid() ? from.toString(Qt::ISODate) : QString();
    m_toText = to.isValid() ? to.toString(Qt::ISODate) : QString();
    refilter();
}

void FilterProxy::clearFilters()
{
    if (!hasFilter()) {
        return;
    }
    m_text.clear();
    m_words.clear();
    m_matchValid = false;
    m_game.clear();
    m_player.clear();
    m_from = m_to = QDate();
    m_fromText.clear();
    m_toText.clear();
    refilter();
}

void FilterProxy::setSourceModel(QAbstractItemModel* source)
{
    m_table = qobject_cast<const TableModel*>(source);
    m_matchValid = false;
    QSortFilterProxyModel::setSourceModel(source);
}

void FilterProxy::sort(int column, Qt::SortOrder order)
{
    if (QAbstractItemModel* source = sourceModel()) {
        source->sort(column, order);
    }
}

bool FilterProxy::hasFilter() const
{
    return !m_words.isEmpty() || !m_game.isEmpty() || !m_player.isEmpty() || m_from.isValid() || m_to.isValid();
}

QString FilterProxy::searchText(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_table && !sourceParent.isValid()) {
        return m_table->searchKey(sourceRow).toString();
    }
    const QAbstractItemModel* source = sourceModel();
    const QVariant key = source->index(sourceRow, 0, sourceParent).data(SearchRole);
    if (key.isValid()) {
        return key.toString();
    }
    // A model without SearchRole: every column's text (slow, small tables).
    QStringList texts;
    for (int c = 0; c < source->columnCount(sourceParent); ++c) {
        texts << source->index(sourceRow, c, sourceParent).data().toString();
    }
    return support::fold(texts.join(QLatin1Char('\n')));
}

bool FilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (!hasFilter()) {
        return true;
    }
    const QModelIndex first = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_game.isEmpty() && first.data(GameNameRole).toString() != m_game) {
        return false;
    }
    if (!m_player.isEmpty()) {
        const QVariant players = first.data(PlayerNamesRole);
        const QStringList names =
            players.isValid() ? players.toStringList() : QStringList{first.data(PlayerNameRole).toString()};
        if (!names.contains(m_player, Qt::CaseInsensitive)) {
            return false;
        }
    }
    if (m_from.isValid() || m_to.isValid()) {
        const QString playedAt = first.data(PlayedAtRole).toString();
        const QStringView day = QStringView(playedAt).left(10);
        if ((m_from.isValid() && day < QStringView(m_fromText)) || (m_to.isValid() && day > QStringView(m_toText))) {
            return false;
        }
    }
    return hasEveryWord(sourceRow, sourceParent);
}

bool FilterProxy::hasEveryWord(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_words.isEmpty()) {
        return true;
    }
    if (m_table && !sourceParent.isValid()) {
        if (!m_matchValid || m_matchVersion != m_table->dataVersion()) {
            m_match = m_table->dataRowsMatching(m_words);
            m_matchVersion = m_table->dataVersion();
            m_matchValid = true;
        }
        return m_match[static_cast<std::size_t>(m_table->dataRowAt(sourceRow))] != 0;
    }
    const QString text = searchText(sourceRow, sourceParent);
    return std::ranges::all_of(m_words, [&text](const QString& word) { return text.contains(word); });
}

} // namespace palmares::ui
