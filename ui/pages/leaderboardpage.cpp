#include "leaderboardpage.h"

#include "i18n/i18n.h"

#include "report/sheets.h"
#include "ui/models/filterproxy.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/pages/flowlayout.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPalette>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QVBoxLayout>

namespace palmares::ui {

namespace {

/// Greys the rows of dormant players (DormantRole): ui/models stays QtCore,
/// so the colour is the view's, the disabled text of its palette.
class DormantDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(DormantRole).toBool()) {
            const QColor grey = option->palette.color(QPalette::Disabled, QPalette::Text);
            option->palette.setColor(QPalette::Text, grey);
            option->palette.setColor(QPalette::HighlightedText,
                                     option->palette.color(QPalette::Disabled, QPalette::HighlightedText));
            option->font.setItalic(true);
        }
    }
};

} // namespace

LeaderboardPage::LeaderboardPage(Session& session, QWidget* parent)
    : TablePage(session, parent),
      m_model(new LeaderboardModel(this)),
      m_game(new QComboBox(this)),
      m_showDormant(new QCheckBox(this)),
      m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("leaderboardPage"));
    m_game->setMinimumWidth(m_game->fontMetrics().averageCharWidth() * 18);
    auto* filter = pages::filterBox(this, tr("Filter players…"));
    auto* add = new QPushButton(tr("New result…"), this);
    m_note->setWordWrap(true);
    auto* bar = new FlowLayout;
    auto* gameLabel = new QLabel(tr("Ga&me:"), this);
    gameLabel->setBuddy(m_game);
    bar->addGroup(this, {gameLabel, m_game});
    bar->addWidget(filter);
    m_showDormant->setObjectName(QStringLiteral("showDormant"));
    m_showDormant->setText(tr("Show &dormant players"));
    m_showDormant->hide(); // until standings say the club sets players aside
    bar->addWidget(m_showDormant);
    bar->addStretch();
    bar->addWidget(add);
    QTableView* table = makeView(QStringLiteral("leaderboardView"), m_model, {LeaderboardModel::Player});
    table->setItemDelegate(new DormantDelegate(table));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(table);
    layout->addWidget(m_note);
    connect(m_game, &QComboBox::currentTextChanged, this, &LeaderboardPage::showStandings);
    connect(filter, &QLineEdit::textChanged, proxy(), &FilterProxy::setFilterText);
    connect(add, &QPushButton::clicked, this, &LeaderboardPage::newResultRequested);
    connect(m_showDormant, &QCheckBox::toggled, this, &LeaderboardPage::showRows);
    openProfilesOnDoubleClick();
}

LeaderboardPage::~LeaderboardPage() = default;

QString LeaderboardPage::game() const
{
    return m_game->currentData().toString();
}

void LeaderboardPage::refresh(const club::Expected<QList<club::Game>>& games)
{
    if (!m_session.isOpen()) {
        return;
    }
    pages::fillGames(m_game, games.value_or(QList<club::Game>{}), false);
    showStandings();
}

bool LeaderboardPage::movedBy(const club::Change& change) const
{
    // No game shown (a club without games): no match can move it either.
    return pages::movesRankingOf(change, game());
}

void LeaderboardPage::showStandings()
{
    if (!m_session.isOpen()) {
        return;
    }
    const QString name = game();
    if (name.isEmpty()) {
        m_now = {};
        m_monthAgo.reset();
        m_model->clear();
        return;
    }
    const QDate monthAgo = QDate::currentDate().addMonths(-1);
    load([this, name, monthAgo](club::Club& club) -> Shown {
        // Now and a month ago (the trend), set up once.
        auto trend = club.rankings().trend(name, monthAgo);
        if (!trend) {
            return [this, status = trend.status()](club::Status&) {
                m_now = {};
                m_monthAgo.reset();
                m_model->clear();
                m_note->setText(texts::problem(status));
            };
        }
        return [this, monthAgo, trend = *std::move(trend)](club::Status&) {
            m_now = trend.now;
            m_monthAgo = trend.before;
            m_since = monthAgo;
            showRows();
        };
    });
}

void LeaderboardPage::showRows()
{
    const int months = m_now.dormantAfterMonths;
    const bool shown = m_showDormant->isChecked();
    m_showDormant->setVisible(months > 0);
    const QString period = i18n::inLastMonths(months);
    m_showDormant->setToolTip(tr("Dormant players: no match of this game %1 (Settings → "
                                 "Dormant players). Not ranked, their rating kept. Ticked, "
                                 "they are listed in grey.",
                                 "%1: in the last 12 months")
                                  .arg(period));
    if (m_now.game.name.isEmpty()) {
        return; // nothing read (no game, or the read failed and says so)
    }
    m_model->setStandings(shown ? m_now : m_now.withoutDormant(), m_monthAgo);
    if (m_now.rows.isEmpty()) {
        m_note->setText(tr("No result yet for %1.").arg(m_now.game.name));
        return;
    }
    QString note = tr("~ provisional rating · trend: change since %1").arg(i18n::shortDate(m_since));
    if (m_now.dormant > 0) {
        const QString count = QLocale().toString(m_now.dormant);
        note += QStringLiteral(" · ") +
                (shown ? tr("in grey, without a rank: %1 dormant (no match %2)", "%2: in the last 12 months")
                       : tr("not listed: %1 dormant (no match %2)", "%2: in the last 12 months"))
                    .arg(count, period);
    }
    m_note->setText(note);
}

std::optional<report::Report> LeaderboardPage::report(const QString& /*title*/, club::Status& status)
{
    // As on screen: the dormant players listed when the switch shows them.
    const report::Options asked{game(), {}, {}, {}, m_showDormant->isChecked()};
    return m_session.readNow<std::optional<report::Report>>(
        [&asked, &status](club::Club& club) { return report::standingsSheet(club, asked, status); });
}

} // namespace palmares::ui
