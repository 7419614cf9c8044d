#include "previewpanel.h"

#include "models/modelsupport.h"
#include "texts.h"

#include "rating/ruleset.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace palmares::ui {

namespace {

/// The panel is part of the result dialog: its words keep the dialog's
/// translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::ui::ResultDialog)
};

/// The rows' cells: player, before, after, change, expected.
QStringList cellsOf(const club::PreviewRow& r, int decimals, bool rated, bool deleting)
{
    const auto rating = [decimals](double value, bool provisional) -> QString {
        return (provisional ? QStringLiteral("~") : QString()) + support::number(value, decimals);
    };
    // The change of the ratings as shown, so that before, after and change add up.
    const double change = support::shown(r.after, decimals) - support::shown(r.before, decimals);
    const QString sign = change > 0 ? QStringLiteral("▲ +") : change < 0 ? QStringLiteral("▼ ") : QString();
    const bool figures = rated || deleting;
    return {r.player, figures ? rating(r.before, r.provisionalBefore) : QString(),
            figures ? rating(r.after, r.provisionalAfter) : QString(),
            figures ? sign + support::number(change, decimals) : QString(),
            rated && !deleting ? support::number(100.0 * r.expected, 1) + QStringLiteral(" %") : QString()};
}

/// Why the result is unrated, or the battle's outcome level.
QStringList outcomeLines(const club::Preview& p, bool outcomeEntered)
{
    if (!p.unratedReason.isEmpty()) {
        return {QStringLiteral("<b>%1</b>")
                    .arg(Text::tr("This result will be kept unrated: %1.")
                             .arg(texts::unratedReason(p.unratedReason))
                             .toHtmlEscaped())};
    }
    if (p.outcome.isEmpty()) {
        return {};
    }
    const rating::Outcome level = rating::outcomeFromKey(p.outcome.toStdString()).value_or(rating::Outcome::None);
    return {Text::tr("Outcome level: <b>%1</b>").arg(Text::tr("%1 — %2").arg(p.outcome, texts::outcomeLevel(level))) +
            (outcomeEntered ? Text::tr(" (entered)") : Text::tr(" (from the morale lost)"))};
}

/// The rank moves worth reading first: the match's own players, then the
/// largest moves (an entry or a departure the largest of all).
QList<club::RankMove> byInterest(const club::Preview& p)
{
    const auto own = [&p](const club::RankMove& m) {
        return std::any_of(p.rows.cbegin(), p.rows.cend(),
                           [&m](const club::PreviewRow& r) { return r.player == m.player; });
    };
    const auto size = [](const club::RankMove& m) {
        return m.before == 0 || m.after == 0 ? std::numeric_limits<int>::max() : std::abs(m.after - m.before);
    };
    QList<club::RankMove> moves = p.rankMoves;
    std::stable_sort(moves.begin(), moves.end(), [&](const club::RankMove& a, const club::RankMove& b) {
        return own(a) != own(b) ? own(a) : size(a) > size(b);
    });
    return moves;
}

/// The ranks that move in the standings: a few, then how many more (issue
/// 43: on a big club, hundreds of names squeezed the participants' table).
QString movesLine(const club::Preview& p)
{
    constexpr qsizetype MaxShown = 6;
    const QList<club::RankMove> interesting = byInterest(p);
    QStringList moves;
    for (const club::RankMove& m : interesting.mid(0, MaxShown)) {
        if (m.before == 0) {
            moves << Text::tr("%1 enters at #%2").arg(m.player.toHtmlEscaped()).arg(m.after);
        } else if (m.after == 0) {
            moves << Text::tr("%1 leaves the standings (was #%2)").arg(m.player.toHtmlEscaped()).arg(m.before);
        } else {
            moves << Text::tr("%1 #%2 → #%3").arg(m.player.toHtmlEscaped()).arg(m.before).arg(m.after);
        }
    }
    if (moves.isEmpty()) {
        return Text::tr("No rank moves in the standings.");
    }
    const auto more = static_cast<int>(interesting.size() - moves.size());
    const QString listed = moves.join(QStringLiteral(", "));
    return Text::tr("Ranks that move: %1")
        .arg(more > 0 ? Text::tr("%1 and %Ln more", nullptr, more).arg(listed) : listed);
}

/// The lines under the table.
QStringList linesOf(const club::Preview& p, bool hasRating, const PreviewPanel::Context& context)
{
    QStringList lines = outcomeLines(p, context.outcomeEntered);
    if (!hasRating && !context.deleting) {
        lines << Text::tr("Belote-style games have no rating: the result adds placement points to the Hall of Fame.");
    }
    if (p.laterMatches > 0) {
        lines << Text::tr("%Ln later match(es) of %1 will be re-rated.", nullptr, p.laterMatches)
                     .arg(p.game.toHtmlEscaped());
    }
    if (!p.closedSeasons.isEmpty()) {
        lines << QStringLiteral("<b>%1</b>")
                     .arg(Text::tr("It changes the closed season(s) %1: saving asks first.", nullptr,
                                   static_cast<int>(p.closedSeasons.size()))
                              .arg(p.closedSeasons.join(QStringLiteral(", ")))
                              .toHtmlEscaped());
    }
    lines << movesLine(p);
    return lines;
}

} // namespace

PreviewPanel::PreviewPanel(QWidget* parent)
    : QGroupBox(Text::tr("What saving will do"), parent),
      m_table(new QTableWidget(0, 5, this)),
      m_text(new QLabel(this))
{
    m_table->setHorizontalHeaderLabels(
        {Text::tr("Player"), Text::tr("Before"), Text::tr("After"), Text::tr("Change"), Text::tr("Expected")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // The figures as wide as they need, the names the rest: no column cut
    // behind a scroll bar (issue 43: the French battle's first header).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setMinimumWidth(380);
    m_text->setObjectName(QStringLiteral("previewText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_text);
}

PreviewPanel::~PreviewPanel() = default;

void PreviewPanel::showPreview(const std::optional<club::Preview>& preview, const Context& context)
{
    m_table->setRowCount(0);
    if (!preview) {
        m_text->setText(context.formHasProblems ? Text::tr("Correct what is marked to see the preview.") : QString());
        return;
    }
    showRows(*preview, context.deleting);
    const bool hasRating = rating::makeRuleSet(preview->system)->describe().hasRating;
    m_text->setText(linesOf(*preview, hasRating, context).join(QStringLiteral("<br>")));
}

void PreviewPanel::showRows(const club::Preview& p, bool deleting)
{
    const rating::RuleSetDescription rules = rating::makeRuleSet(p.system)->describe();
    const bool rated = p.unratedReason.isEmpty() && rules.hasRating;
    m_table->setRowCount(static_cast<int>(p.rows.size()));
    for (int i = 0; i < p.rows.size(); ++i) {
        const QStringList cells = cellsOf(p.rows.at(i), rules.decimals, rated, deleting);
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            if (c > 0) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(i, c, item);
        }
    }
}

} // namespace palmares::ui
