#include "whatif.h"

#include "clubreads.h"
#include "models/modelsupport.h"
#include "models/whatifmodel.h"
#include "session.h"
#include "texts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace palmares::ui {

WhatIfDialog::WhatIfDialog(Session& session, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_game(new QComboBox(this))
{
    setWindowTitle(tr("What if…"));
    m_game->setObjectName(QStringLiteral("whatIfGame"));
    for (const club::Game& g : reads::games(session)) {
        m_game->addItem(g.name);
    }
    const QStringList names = reads::playerNames(session);
    auto* grid = new QGridLayout;
    auto* gameLabel = new QLabel(tr("&Game:"), this);
    gameLabel->setBuddy(m_game);
    grid->addWidget(gameLabel, 0, 0);
    grid->addWidget(m_game, 0, 1);
    for (int i = 0; i < MaxPlayers; ++i) {
        auto* c = new QComboBox(this);
        c->setObjectName(QStringLiteral("whatIfPlayer%1").arg(i + 1));
        c->addItem(QString());
        c->addItems(names);
        c->setMinimumWidth(170);
        auto* label = new QLabel(tr("Player %1:").arg(i + 1), this);
        label->setBuddy(c);
        grid->addWidget(label, 1 + i / 3, (i % 3) * 2);
        grid->addWidget(c, 1 + i / 3, 1 + (i % 3) * 2);
        m_players << c;
        connect(c, &QComboBox::currentIndexChanged, this, &WhatIfDialog::refresh);
    }
    grid->setColumnStretch(6, 1);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("whatIfNote"));
    m_note->setWordWrap(true);
    m_model = new WhatIfModel(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("whatIfView"));
    m_view->setModel(m_model);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    connect(m_game, &QComboBox::currentIndexChanged, this, &WhatIfDialog::refresh);
    resize(950, 480);
    refresh();
}

WhatIfDialog::~WhatIfDialog() = default;

void WhatIfDialog::setChoice(const QString& game, const QStringList& players)
{
    {
        const QSignalBlocker block(m_game);
        m_game->setCurrentText(game);
        for (int i = 0; i < MaxPlayers; ++i) {
            const QSignalBlocker blockPlayer(m_players[i]);
            const int index = m_players[i]->findText(players.value(i));
            m_players[i]->setCurrentIndex(std::max(index, 0));
        }
    }
    refresh();
}

QString WhatIfDialog::problem() const
{
    return m_model->rowCount() == 0 ? m_note->text() : QString();
}

void WhatIfDialog::refresh()
{
    QStringList players;
    for (QComboBox* c : std::as_const(m_players)) {
        if (!c->currentText().isEmpty()) {
            players << c->currentText();
        }
    }
    if (!m_session.isOpen() || players.size() < 2) {
        m_model->clear();
        m_note->setText(tr("Choose a game and two to five players."));
        return;
    }
    const auto w = m_session.readNow<club::Expected<club::WhatIf>>(
        [game = m_game->currentText(), players](club::Club& club) { return club.stories().whatIf(game, players); });
    if (!w) {
        m_model->clear();
        m_note->setText(texts::problem(w.status()));
        return;
    }
    m_model->setWhatIf(*w);
    QString note = tr("A match played %1, computed by the rating engine as if it were saved: rating before → after "
                      "(change). ~ = provisional.")
                       .arg(support::shortDate(w->playedAt));
    if (w->deals > 0) {
        note += QLatin1Char(' ') + tr("The table is assumed to last %Ln deal(s), with scores 100 points apart in the "
                                      "finishing order.",
                                      nullptr, w->deals);
    }
    if (w->players.size() > 2) {
        note += QLatin1Char(' ') + tr("With more than two players, each one is shown first and last, the others "
                                      "keeping the order chosen.");
    }
    m_note->setText(note);
}

} // namespace palmares::ui
