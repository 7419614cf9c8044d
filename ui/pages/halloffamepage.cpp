#include "halloffamepage.h"

#include "report/sheets.h"
#include "ui/datefield.h"
#include "ui/models/filterproxy.h"
#include "ui/models/halloffamemodel.h"
#include "ui/pages/flowlayout.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace palmares::ui {

HallOfFamePage::HallOfFamePage(Session& session, QWidget* parent)
    : TablePage(session, parent),
      m_model(new HallOfFameModel(this)),
      m_game(new QComboBox(this)),
      m_from(pages::openDate(this, tr("from the start"))),
      m_to(pages::openDate(this, tr("until today"))),
      m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("hallOfFamePage"));
    auto* filter = pages::filterBox(this, tr("Filter players…"));
    m_summary->setWordWrap(true);
    // On a narrow screen the row wraps, each date beside its label.
    auto* bar = new FlowLayout;
    bar->addWidget(m_game);
    bar->addGroup(this, {new QLabel(tr("From"), this), m_from});
    bar->addGroup(this, {new QLabel(tr("to"), this), m_to});
    bar->addWidget(pages::periodPresets(this, m_from, m_to, true, pages::seasonsOf(m_session)));
    m_from->setObjectName(QStringLiteral("from"));
    m_to->setObjectName(QStringLiteral("to"));
    bar->addWidget(filter);
    bar->addStretch();
    QTableView* table = makeView(QStringLiteral("hallOfFameView"), m_model, {HallOfFameModel::Player});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(table);
    connect(m_game, &QComboBox::currentIndexChanged, this, &HallOfFamePage::showHallOfFame);
    connect(m_from, &DateField::dateChanged, this, &HallOfFamePage::showHallOfFame);
    connect(m_to, &DateField::dateChanged, this, &HallOfFamePage::showHallOfFame);
    connect(filter, &QLineEdit::textChanged, proxy(), &FilterProxy::setFilterText);
    openProfilesOnDoubleClick();
}

HallOfFamePage::~HallOfFamePage() = default;

void HallOfFamePage::refresh(const club::Expected<QList<club::Game>>& games)
{
    if (!m_session.isOpen()) {
        return;
    }
    pages::fillGames(m_game, games.value_or(QList<club::Game>{}), true);
    showHallOfFame();
}

bool HallOfFamePage::movedBy(const club::Change& change) const
{
    // The Hall of Fame counts every player, dormant or not.
    return change.kind != club::Change::Kind::DormancyChanged &&
           pages::movesRankingOf(change, m_game->currentData().toString());
}

void HallOfFamePage::showHallOfFame()
{
    if (!m_session.isOpen()) {
        return;
    }
    load([this, game = m_game->currentData().toString(), from = pages::optionalDate(m_from),
          to = pages::optionalDate(m_to)](club::Club& club) -> Shown {
        auto hall = club.rankings().hallOfFame(game, from, to);
        if (!hall) {
            return [this, status = hall.status()](club::Status&) {
                m_model->clear();
                m_summary->setText(texts::problem(status));
            };
        }
        return [this, hall = std::move(*hall)](club::Status&) {
            m_model->setHallOfFame(hall);
            m_summary->setText(m_model->summary());
        };
    });
}

std::optional<report::Report> HallOfFamePage::report(const QString& /*title*/, club::Status& status)
{
    const report::Options asked{
        m_game->currentData().toString(), {}, pages::optionalDate(m_from), pages::optionalDate(m_to)};
    return m_session.readNow<std::optional<report::Report>>(
        [&asked, &status](club::Club& club) { return report::hallOfFameSheet(club, asked, status); });
}

} // namespace palmares::ui
