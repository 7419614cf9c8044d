#include "playerspage.h"

#include "ui/commands.h"
#include "ui/dialogs.h"
#include "ui/models/filterproxy.h"
#include "ui/models/modelroles.h"
#include "ui/models/playersmodel.h"
#include "ui/pages/flowlayout.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <array>

namespace palmares::ui {

PlayersPage::PlayersPage(Session& session, QWidget* parent)
    : TablePage(session, parent),
      m_model(new PlayersModel(this))
{
    setObjectName(QStringLiteral("playersPage"));
    auto* filter = pages::filterBox(this, tr("Filter players…"));
    auto* bar = new FlowLayout;
    bar->addWidget(filter);
    bar->addStretch();
    const std::array<std::pair<QString, void (PlayersPage::*)()>, 6> buttons{
        {{tr("Add…"), &PlayersPage::addPlayer},
         {tr("Rename…"), &PlayersPage::renamePlayer},
         {tr("Household…"), &PlayersPage::setHousehold},
         {tr("Starting rating…"), &PlayersPage::setStartingRating},
         {tr("Active / inactive"), &PlayersPage::toggleActive},
         {tr("Merge duplicates…"), &PlayersPage::mergePlayers}}};
    for (const auto& [text, slot] : buttons) {
        auto* b = new QPushButton(text, this);
        connect(b, &QPushButton::clicked, this, slot);
        bar->addWidget(b);
    }
    QTableView* table = makeView(QStringLiteral("playersView"), m_model, {PlayersModel::Name});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(table);
    connect(filter, &QLineEdit::textChanged, proxy(), &FilterProxy::setFilterText);
    openProfilesOnDoubleClick();
}

PlayersPage::~PlayersPage() = default;

void PlayersPage::refresh(const club::Expected<QList<club::Game>>& /*games*/)
{
    if (!m_session.isOpen()) {
        return;
    }
    load([this](club::Club& club) -> Shown {
        auto players = club.roster().players();
        auto activity = club.archive().playerActivity();
        if (!players || !activity) {
            return failure(!activity ? activity.status() : players.status());
        }
        return [this, players = std::move(*players), activity = std::move(*activity)](club::Status&) {
            m_model->setPlayers(players, activity);
        };
    });
}

bool PlayersPage::movedBy(const club::Change& change) const
{
    using Kind = club::Change::Kind;
    // The players and what each played: not a game's parameters.
    return change.kind != Kind::ParametersChanged && change.kind != Kind::GameAdded &&
           change.kind != Kind::DormancyChanged && change.kind != Kind::SeasonsChanged &&
           change.kind != Kind::EventsChanged;
}

QVariant PlayersPage::selectedCell(int column, int role) const
{
    const QModelIndexList rows = view()->selectionModel()->selectedRows(column);
    return rows.isEmpty() ? QVariant() : rows.first().data(role);
}

void PlayersPage::addPlayer()
{
    PlayerDialog dialog(tr("Add a player"), QString(), QString(), this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s = m_session.run(std::make_unique<AddPlayer>(dialog.name(), dialog.household()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

void PlayersPage::renamePlayer()
{
    const QString name = selected(PlayerNameRole);
    if (name.isEmpty()) {
        return;
    }
    bool ok = false;
    QString to = name;
    while (true) {
        to = QInputDialog::getText(this, tr("Rename a player"), tr("New name of %1:").arg(name), QLineEdit::Normal, to,
                                   &ok);
        if (!ok || to.trimmed() == name) {
            return;
        }
        const club::Status s = m_session.run(std::make_unique<RenamePlayer>(name, to));
        if (s.ok()) {
            return;
        }
        pages::showError(this, tr("%1 was not renamed").arg(name), texts::problem(s));
    }
}

void PlayersPage::setHousehold()
{
    const QString name = selected(PlayerNameRole);
    if (name.isEmpty()) {
        return;
    }
    const QString before = selectedCell(PlayersModel::Household, Qt::DisplayRole).toString();
    bool ok = false;
    const QString after =
        QInputDialog::getText(this, tr("Household"),
                              tr("Household of %1 (players of one household are not rated against each other in "
                                 "word duels; empty = none):")
                                  .arg(name),
                              QLineEdit::Normal, before, &ok);
    if (!ok || after.trimmed() == before) {
        return;
    }
    const club::Status s = m_session.run(std::make_unique<SetHousehold>(name, before, after));
    if (!s.ok()) {
        pages::showError(this, tr("The household was not changed"), texts::problem(s));
    }
}

void PlayersPage::setStartingRating()
{
    const QString name = selected(PlayerNameRole);
    if (name.isEmpty()) {
        return;
    }
    using Known = QPair<QList<club::Game>, QList<club::StartingRating>>;
    const auto known = m_session.readNow<Known>([&name](club::Club& club) {
        return Known{club.catalogue().games().value_or(QList<club::Game>{}),
                     club.startingRatings().startingRatings(name).value_or(QList<club::StartingRating>{})};
    });
    if (known.first.isEmpty()) {
        pages::showError(this, tr("No starting rating"), tr("The club has no game yet."));
        return;
    }
    StartingRatingDialog dialog(name, known.first, known.second, this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s =
            m_session.run(std::make_unique<SetStartingRating>(name, dialog.game(), dialog.startingRating()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

void PlayersPage::toggleActive()
{
    const QString name = selected(PlayerNameRole);
    if (name.isEmpty()) {
        return;
    }
    const bool active = selectedCell(PlayersModel::Active, Qt::CheckStateRole).toInt() == Qt::Checked;
    const club::Status s = m_session.run(std::make_unique<SetActive>(name, !active));
    if (!s.ok()) {
        pages::showError(this, tr("Nothing was changed"), texts::problem(s));
    }
}

void PlayersPage::mergePlayers()
{
    QStringList names;
    for (const auto& p : m_session.readNow<QList<club::Player>>(
             [](club::Club& club) { return club.roster().players().value_or(QList<club::Player>{}); })) {
        names << p.name;
    }
    MergeDialog dialog(names, selected(PlayerNameRole), this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s = m_session.run(std::make_unique<MergePlayers>(dialog.from(), dialog.into()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

} // namespace palmares::ui
