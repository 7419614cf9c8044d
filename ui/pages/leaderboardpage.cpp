#include "ui/pages/leaderboardpage.h"

#include "i18n/i18n.h"

#include "report/sheets.h"
#include "ui/models/filterproxy.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/pages/flowlayout.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace palmares::ui {

// The texts were written in MainWindow and keep its translation context.

LeaderboardPage::LeaderboardPage(Session& session, QWidget* parent)
    : TablePage(session, parent),
      m_model(new LeaderboardModel(this)),
      m_game(new QComboBox(this))
{
    setObjectName(QStringLiteral("leaderboardPage"));
    m_game->setMinimumWidth(m_game->fontMetrics().averageCharWidth() * 18);
    auto* filter = pages::filterBox(this, QCoreApplication::translate("palmares::ui::MainWindow", "Filter players…"));
    auto* add = new QPushButton(QCoreApplication::translate("palmares::ui::MainWindow", "New result…"), this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* bar = new FlowLayout;
    auto* gameLabel = new QLabel(QCoreApplication::translate("palmares::ui::MainWindow", "Ga&me:"), this);
    gameLabel->setBuddy(m_game);
    bar->addGroup(this, {gameLabel, m_game});
    bar->addWidget(filter);
    bar->addStretch();
    bar->addWidget(add);
    QTableView* table = makeView(QStringLiteral("leaderboardView"), m_model);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(table);
    layout->addWidget(m_note);
    connect(m_game, &QComboBox::currentTextChanged, this, &LeaderboardPage::showStandings);
    connect(filter, &QLineEdit::textChanged, proxy(), &FilterProxy::setFilterText);
    connect(add, &QPushButton::clicked, this, &LeaderboardPage::newResultRequested);
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
        m_model->clear();
        return;
    }
    const QDate monthAgo = QDate::currentDate().addMonths(-1);
    load([this, name, monthAgo](club::Club& club) -> Shown {
        auto now = club.rankings().standings(name, std::nullopt);
        if (!now) {
            return [this, status = now.status()](club::Status&) {
                m_model->clear();
                m_note->setText(texts::problem(status));
            };
        }
        auto before = club.rankings().standings(name, monthAgo);
        return [this, name, monthAgo, now = std::move(*now),
                before = before ? std::optional<club::Standings>(std::move(*before)) : std::nullopt](club::Status&) {
            m_model->setStandings(now, before);
            m_note->setText(
                now.rows.isEmpty()
                    ? QCoreApplication::translate("palmares::ui::MainWindow", "No result yet for %1.").arg(name)
                    : QCoreApplication::translate("palmares::ui::MainWindow",
                                                  "~ provisional rating · trend: change since %1")
                          .arg(i18n::shortDate(monthAgo)));
        };
    });
}

std::optional<report::Report> LeaderboardPage::report(const QString& /*title*/, club::Status& status)
{
    return report::standingsSheet(m_session.club(), {game(), {}, {}, {}}, status);
}

} // namespace palmares::ui
