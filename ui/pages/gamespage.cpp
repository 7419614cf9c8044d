#include "gamespage.h"

#include "ui/commands.h"
#include "ui/dialogs.h"
#include "ui/models/gamesmodel.h"
#include "ui/models/modelroles.h"
#include "ui/pages/flowlayout.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QApplication>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace palmares::ui {

GamesPage::GamesPage(Session& session, QWidget* parent) : TablePage(session, parent), m_model(new GamesModel(this))
{
    setObjectName(QStringLiteral("gamesPage"));
    auto* add = new QPushButton(tr("Add a game…"), this);
    auto* params = new QPushButton(tr("Parameters…"), this);
    params->setObjectName(QStringLiteral("gameParameters"));
    auto* rename = new QPushButton(tr("Rename…"), this);
    rename->setObjectName(QStringLiteral("renameGame"));
    auto* remove = new QPushButton(tr("Remove…"), this);
    remove->setObjectName(QStringLiteral("removeGame"));
    auto* bar = new FlowLayout;
    bar->addStretch();
    bar->addWidget(add);
    bar->addWidget(params);
    bar->addWidget(rename);
    bar->addWidget(remove);
    QTableView* table = makeView(QStringLiteral("gamesView"), m_model, {GamesModel::Name, GamesModel::RuleSet});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(table);
    connect(add, &QPushButton::clicked, this, &GamesPage::addGame);
    connect(params, &QPushButton::clicked, this, &GamesPage::gameParameters);
    connect(rename, &QPushButton::clicked, this, &GamesPage::renameGame);
    connect(remove, &QPushButton::clicked, this, &GamesPage::removeGame);
    connect(table, &QTableView::doubleClicked, this, &GamesPage::gameParameters);
}

GamesPage::~GamesPage() = default;

void GamesPage::refresh(const club::Expected<QList<club::Game>>& games)
{
    if (!m_session.isOpen() || !games) {
        return;
    }
    load([this, games = *games](club::Club& club) -> Shown {
        auto counts = club.archive().matchCounts();
        if (!counts) {
            return failure(counts.status());
        }
        return [this, games, counts = std::move(*counts)](club::Status&) { m_model->setGames(games, counts); };
    });
}

bool GamesPage::movedBy(const club::Change& change) const
{
    using Kind = club::Change::Kind;
    // The games and their matches: not the players' names.
    switch (change.kind) {
    case Kind::PlayerAdded:
    case Kind::PlayerRenamed:
    case Kind::PlayersMerged:
    case Kind::MergeUndone:
    case Kind::HouseholdChanged:
    case Kind::ActiveChanged:
    case Kind::PlayerRemoved:
    case Kind::NamesNormalised:
    case Kind::DormancyChanged:
    case Kind::SeasonsChanged:
    case Kind::EventsChanged:
        return false;
    default:
        return true;
    }
}

void GamesPage::addGame()
{
    GameDialog dialog(this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s =
            m_session.run(std::make_unique<AddGame>(dialog.name(), dialog.system(), dialog.changedParameters()));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

void GamesPage::gameParameters()
{
    const QString name = selected(GameNameRole);
    if (name.isEmpty()) {
        return;
    }
    const auto [game, params] =
        m_session.readNow<std::pair<club::Expected<club::Game>, club::Expected<QList<rating::Parameter>>>>(
            [name](club::Club& club) {
                return std::pair{club.catalogue().game(name), club.catalogue().parameters(name)};
            });
    if (!game || !params) {
        pages::showError(this, tr("Could not read %1").arg(name), texts::problem(params.status()));
        return;
    }
    ParametersDialog dialog(*game, *params, this);
    while (dialog.exec() == QDialog::Accepted) {
        const QMap<QString, QString> changed = dialog.changedValues();
        const bool fresh = dialog.freshStartEachSeason();
        if (changed.isEmpty() && fresh == game->freshStartEachSeason) {
            return;
        }
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const club::Status s = m_session.run(std::make_unique<SetGameParameters>(*game, changed, fresh));
        QApplication::restoreOverrideCursor();
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

void GamesPage::renameGame()
{
    const QString name = selected(GameNameRole);
    if (name.isEmpty()) {
        pages::showError(this, tr("Rename a game"), tr("Select a game first."));
        return;
    }
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("renameGameDialog"));
    dialog.setWindowTitle(tr("Rename a game"));
    dialog.setLabelText(tr("New name of %1 (its results, ratings and parameters stay):").arg(name));
    dialog.setTextValue(name);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Status s = m_session.run(std::make_unique<RenameGame>(name, dialog.textValue()));
        if (s.ok()) {
            return;
        }
        dialog.setLabelText(tr("New name of %1 (its results, ratings and parameters stay):").arg(name) +
                            QStringLiteral("\n\n") + texts::problem(s));
    }
}

void GamesPage::removeGame()
{
    const QString name = selected(GameNameRole);
    if (name.isEmpty()) {
        pages::showError(this, tr("Remove a game"), tr("Select a game first."));
        return;
    }
    const auto [game, counts] =
        m_session.readNow<std::pair<club::Expected<club::Game>, QHash<qint64, int>>>([name](club::Club& club) {
            return std::pair{club.catalogue().game(name), club.archive().matchCounts().value_or(QHash<qint64, int>{})};
        });
    if (!game) {
        pages::showError(this, tr("Remove a game"), texts::problem(game.status()));
        return;
    }
    // A game with results is refused before anything is asked: its results
    // would go with it.
    if (const int results = counts.value(game->id); results > 0) {
        pages::showError(this, tr("Could not remove %1").arg(name),
                         tr("%1 has %Ln result(s): a game is removed only without results. "
                            "Delete them in the Results tab, or rename the game.",
                            nullptr, results)
                             .arg(name));
        return;
    }
    if (QMessageBox::question(this, tr("Remove a game"),
                              tr("Remove the game %1? Edit → Undo brings it back.").arg(name),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes) {
        return;
    }
    if (const club::Status s = m_session.run(std::make_unique<RemoveGame>(*game)); !s.ok()) {
        pages::showError(this, tr("Could not remove %1").arg(name), texts::problem(s));
    }
}

} // namespace palmares::ui
